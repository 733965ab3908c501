// Decision 0816: a refused publish says why at the top of the form, and is no page error.
import { describe, expect, it } from "vitest";
import { isRefusedSave, refusalText, savedAsIs } from "./entry-problems";

describe("a refused publish, in plain words", () => {
  it("lists the build's problems, each naming its field", () => {
    expect(refusalText(["Title: a title of at most 48 characters"], true)).toEqual({
      lead: "The site would refuse this entry as it is. Fix each point below (the fields are marked in red too), then publish again:",
      points: ["Title: a title of at most 48 characters"],
    });
  });

  it("points at the marked fields when the build has no problem left but Decap marked one", () => {
    expect(refusalText([], true).points).toEqual([
      "A field marked in red below needs attention: its problem is written under it.",
    ]);
  });

  it("says so once everything is fixed", () => {
    expect(refusalText([], false)).toEqual({
      lead: "Every point is fixed: publish again.",
      points: [],
    });
  });

  it("takes Decap's refusals (nothing, or its failure action) and nothing else", () => {
    expect(isRefusedSave(undefined)).toBe(true);
    expect(isRefusedSave({ type: "ENTRY_PERSIST_FAILURE", payload: {} })).toBe(true);
    expect(isRefusedSave(new Error("network"))).toBe(false);
    expect(isRefusedSave({ type: "OTHER" })).toBe(false);
  });

  // Fourth marketer review: the box stayed ("Every point is fixed: publish again") once the
  // entry was typed back as saved, under "Changes saved" and with no Publish button.
  it("goes once the entry is as saved, not while a new entry is unsaved", () => {
    const draft = (hasChanged: boolean, newRecord: boolean) => ({
      get: (key: string) => (key === "hasChanged" ? hasChanged : undefined),
      getIn: (path: string[]) => (path.join(".") === "entry.newRecord" ? newRecord : undefined),
    });
    expect(savedAsIs(draft(false, false))).toBe(true);
    expect(savedAsIs(draft(true, false))).toBe(false);
    expect(savedAsIs(draft(false, true))).toBe(false);
  });
});
