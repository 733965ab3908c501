import { describe, expect, it } from "vitest";
import { saveWords } from "./save-words";

describe("saveWords (decision 0816, fourth review: what a save did)", () => {
  it("says a local save is in this copy, live after the next build", () => {
    const words = saveWords("local");
    expect(words.saved).toBe(
      "Saved to this copy of the site. The live site shows it after the next build.",
    );
    expect(words.published).toBe("Saved in this copy");
    expect(words.pageLink).toBe("Open the page's local preview");
    expect(Object.values(words).join(" ")).not.toMatch(/publish/i);
  });
  it("says a save on the host goes live after the host's build", () => {
    const words = saveWords("github");
    expect(words.saved).toMatch(/once the host.s next build is done/);
    expect(words.pageLink).toBe("Open the published page");
  });
});
