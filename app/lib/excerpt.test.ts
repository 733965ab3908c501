import { describe, expect, it } from "vitest";
import { excerpt, highlight } from "./excerpt";

const marked = (segments: { text: string; mark: boolean }[] | undefined) =>
  segments?.filter((s) => s.mark).map((s) => s.text);
const joined = (segments: { text: string }[] | undefined) => segments?.map((s) => s.text).join("");

describe("excerpt", () => {
  it("cuts the text around the first match at word boundaries and marks every match", () => {
    const text = `${"Filler words before the match. ".repeat(8)}Healthcare studies and healthcare panels. ${"More words after it. ".repeat(12)}`;
    const segments = excerpt([text], ["healthcare"], 120);
    expect(marked(segments)).toEqual(["Healthcare", "healthcare"]);
    expect(joined(segments)).toMatch(/^… \S/);
    expect(joined(segments)).toMatch(/\S …$/);
    expect(joined(segments)!.length).toBeLessThanOrEqual(124);
  });

  it("uses the first text that contains a term: the description when the body lacks it", () => {
    const segments = excerpt(
      ["Our clients range from start-ups to global brands.", "We work with healthcare companies."],
      ["healthcare"],
    );
    expect(joined(segments)).toBe("We work with healthcare companies.");
    expect(marked(segments)).toEqual(["healthcare"]);
  });

  it("gives no excerpt at all when no text contains a term", () => {
    expect(excerpt(["Nothing relevant here.", ""], ["healthcare"])).toBeUndefined();
    expect(excerpt(["Some text."], [])).toBeUndefined();
  });

  it("marks prefix matches whole and treats terms as plain text, not patterns", () => {
    expect(marked(excerpt(["Conjoint and conjoint-based designs."], ["conj"]))).toEqual([
      "Conjoint",
      "conjoint",
    ]);
    expect(excerpt(["axb and yz"], ["a.b", "y*"])).toBeUndefined();
  });
});

describe("highlight", () => {
  it("keeps the whole text and marks the matching words", () => {
    const segments = highlight("Healthcare: Resource Center", ["healthcare"]);
    expect(joined(segments)).toBe("Healthcare: Resource Center");
    expect(marked(segments)).toEqual(["Healthcare"]);
    expect(highlight("Careers", [])).toEqual([{ text: "Careers", mark: false }]);
  });
});
