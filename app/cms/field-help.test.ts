// @vitest-environment node
import { describe, expect, it } from "vitest";
import { characterCount, fieldProblem, overLimit } from "./field-help";

describe("the editor's help before mistakes (decision 0812)", () => {
  it("counts a text's characters against its limit, and says by how many it is over", () => {
    expect(characterCount("", 48)).toBe("0 of 48 characters");
    expect(characterCount("x".repeat(48), 48)).toBe("48 of 48 characters");
    expect(characterCount("x".repeat(60), 48)).toBe("60 of 48 characters: 12 too many");
    // As the schema counts: an accented letter is one character.
    expect(characterCount("Café", 48)).toBe("4 of 48 characters");
  });

  it("names the field, then gives the schema's message", () => {
    expect(fieldProblem("Charts 1 › Title", "a chart title")).toBe(
      "Charts 1 › Title: a chart title",
    );
  });

  // Third marketer review (decision 0816): the limit and how far over come first.
  it("says a text over its limit by how much, then the schema's message", () => {
    const message = "a title of at most 48 characters (the page title adds the brand)";
    expect(overLimit("x".repeat(60), 48, message)).toBe(
      `12 characters over the limit of 48 (60 now): ${message}`,
    );
    expect(overLimit("x".repeat(49), 48, message)).toMatch(/^1 character over the limit of 48 /);
  });
});
