import { describe, expect, it } from "vitest";
import { sampleSizePage } from "./sample-size";

describe("the sample-size hero's key figures", () => {
  it("are the calculator's own results and the specification's design effect", () => {
    // Literals: 385 completes for ±5% at 95% (the calculator's default result), the spec's
    // "sampling error ±3.1% at n=1000" and "design effect 1.10–1.35", and ±3.6% (the
    // quantitative page's chart: n = 1,000 with a design effect of 1.35).
    expect(sampleSizePage.keyFigures.items.map((item) => item.value)).toEqual([
      "385",
      "±3.1%",
      "1.10–1.35",
      "±3.6%",
    ]);
    expect(sampleSizePage.keyFigures.items[3]?.label).toContain("1.35");
  });
});
