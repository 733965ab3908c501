// @ts-check
import { describe, expect, it } from "vitest";
import { tapSummary } from "./tap-summary.mjs";

const at = (/** @type {number} */ ms, hydration = "before") => ({ ms, hydration });

describe("tapSummary", () => {
  it("takes the middle of an odd number of visits and counts those within the goal", () => {
    expect(tapSummary([at(120), at(16), at(100), at(33), at(250)], 100)).toEqual({
      medianMs: 100,
      within: 3,
      hydration: "before 5",
    });
  });

  it("averages the two middle visits of an even number, rounded", () => {
    expect(tapSummary([at(17), at(40), at(50), at(90)], 100)).toEqual({
      medianMs: 45,
      within: 4,
      hydration: "before 4",
    });
    expect(tapSummary([at(10), at(11)], 100).medianMs).toBe(11);
  });

  it("counts a visit without an answer as the slowest, never as within the goal", () => {
    expect(tapSummary([at(NaN), at(20), at(30)], 100)).toEqual({
      medianMs: 30,
      within: 2,
      hydration: "before 3",
    });
    expect(tapSummary([at(NaN), at(NaN), at(30)], 100)).toEqual({
      medianMs: null,
      within: 1,
      hydration: "before 3",
    });
  });

  it("says what the taps met, in the order a page hydrates", () => {
    expect(
      tapSummary([at(20, "whole"), at(20, "before"), at(20, "top"), at(20, "before")], 100)
        .hydration,
    ).toBe("before 2, top 1, whole 1");
  });
});
