import { describe, expect, it } from "vitest";
import {
  CALCULATOR_DEFAULTS,
  ceilWhole,
  compareProportions,
  completesNeeded,
  fieldwork,
  formatCount,
  formatMargin,
  formatPValue,
  marginOfError,
  normalCdf,
  parseField,
  readMode,
  zFor,
} from "./sample-size";

// Expected values were computed independently with Python's statistics.NormalDist and written
// here as literals (issue 23); the Krejcie–Morgan table gives the same populations' sizes.
const defaults = { confidence: 95, moe: 5, p: 50, deff: 1 };

describe("the issue's numbers, written out once", () => {
  it("defaults are those of issue 23", () => {
    expect(CALCULATOR_DEFAULTS).toEqual({
      confidence: "95",
      moe: "5",
      population: "",
      p: "50",
      deff: "1.0",
      n: "1000",
      ir: "30",
      completion: "90",
      buffer: "8",
      p1: "55",
      n1: "500",
      p2: "50",
      n2: "500",
    });
  });
});

describe("zFor", () => {
  it.each([
    [80, 1.2816],
    [85, 1.4395],
    [90, 1.6449],
    [95, 1.96],
    [99, 2.5758],
  ])("%i %% confidence is z = %f to four decimals", (confidence, z) => {
    expect(zFor(confidence).toFixed(4)).toBe(z.toFixed(4));
  });
});

describe("normalCdf", () => {
  it("matches published values to six decimals", () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.959964)).toBeCloseTo(0.975, 6);
    expect(normalCdf(-1.644854)).toBeCloseTo(0.05, 6);
  });
});

describe("completesNeeded", () => {
  it("defaults (95 %, ±5 %, p 50 %) need 385 completes", () => {
    expect(completesNeeded(defaults)).toBe(385);
  });
  it("±3 % needs 1,068", () => {
    expect(completesNeeded({ ...defaults, moe: 3 })).toBe(1068);
    expect(formatCount(1068)).toBe("1,068");
  });
  it.each([
    [100, 80],
    [1_000, 278],
    [10_000, 370],
  ])("a population of %i needs %i (Krejcie–Morgan)", (population, n) => {
    expect(completesNeeded({ ...defaults, population })).toBe(n);
  });
  it("multiplies by the design effect before rounding up", () => {
    // 384.146 × 1.2 = 460.98
    expect(completesNeeded({ ...defaults, deff: 1.2 })).toBe(461);
  });
});

describe("marginOfError", () => {
  it("n = 1,000 at 95 % and p = 50 % gives ±3.1%", () => {
    expect(formatMargin(marginOfError({ ...defaults, n: 1000 }))).toBe("±3.1%");
  });
  it("applies the finite-population factor", () => {
    // 3.0990 % × √(4000/4999) = 2.7721 %
    expect(marginOfError({ ...defaults, n: 1000, population: 5000 })).toBeCloseTo(2.7721, 4);
  });
});

describe("fieldwork", () => {
  it("1,000 completes at 30 % incidence, 90 % completion, 8 % buffer: 1,200 starts, 4,000 screened", () => {
    expect(fieldwork({ n: 1000, ir: 30, completion: 90, buffer: 8 })).toEqual({
      starts: 1200,
      screen: 4000,
    });
  });
  it("a buffer of 0 is fine", () => {
    expect(fieldwork({ n: 900, ir: 50, completion: 90, buffer: 0 })).toEqual({
      starts: 1000,
      screen: 2000,
    });
  });
  it("ceilWhole ignores floating-point noise and still rounds real fractions up", () => {
    expect(ceilWhole(4000.0000000001)).toBe(4000);
    expect(ceilWhole(1200.0000000000002)).toBe(1200);
    expect(ceilWhole(384.146)).toBe(385);
    expect(ceilWhole(4000.01)).toBe(4001);
  });
});

describe("compareProportions", () => {
  it("55 % of 500 against 50 % of 500 at 95 % is not significant, p = 0.113", () => {
    const result = compareProportions({ p1: 55, n1: 500, p2: 50, n2: 500, confidence: 95 });
    expect(result.significant).toBe(false);
    expect(formatPValue(result.pValue)).toBe("0.113");
    expect(result.difference).toBeCloseTo(5, 10);
  });
  it("60 % of 1,000 against 50 % of 1,000 is significant, p < 0.001", () => {
    const result = compareProportions({ p1: 60, n1: 1000, p2: 50, n2: 1000, confidence: 95 });
    expect(result.significant).toBe(true);
    expect(formatPValue(result.pValue)).toBe("< 0.001");
  });
  it("52 % against 48 % of 1,000 is significant at 90 % (p = 0.074) but not at 95 %", () => {
    const at = (confidence: number) =>
      compareProportions({ p1: 52, n1: 1000, p2: 48, n2: 1000, confidence });
    expect(formatPValue(at(95).pValue)).toBe("0.074");
    expect(at(95).significant).toBe(false);
    expect(at(90).significant).toBe(true);
  });
  it("two groups both at 0 % give p = 1, never NaN", () => {
    const result = compareProportions({ p1: 0, n1: 10, p2: 0, n2: 10, confidence: 95 });
    expect(result.pValue).toBe(1);
    expect(result.significant).toBe(false);
  });
});

describe("parseField: every bad input of issue 23 has a problem, never a NaN", () => {
  it.each([
    ["moe", "", "required"],
    ["moe", "0", "range"],
    ["moe", "50.5", "range"],
    ["moe", "-5", "range"],
    ["moe", "abc", "notNumber"],
    ["moe", "1e400", "notNumber"],
    ["p", "0", "range"],
    ["p", "100", "range"],
    ["n", "-5", "range"],
    ["n", "0", "range"],
    ["n", "10.5", "notWhole"],
    ["ir", "0", "range"],
    ["ir", "101", "range"],
    ["completion", "0", "range"],
    ["deff", "0", "range"],
    ["population", "1", "range"],
    ["population", "many", "notNumber"],
    ["confidence", "97", "range"],
    ["n1", "", "required"],
    // Issue 48: a comma that is not a thousands separator is a decimal comma, never dropped.
    ["n", "3,5", "notWhole"],
    ["moe", "3,5,1", "notNumber"],
    ["moe", "1.000,5", "notNumber"],
  ] as const)("%s = %j is %s", (name, raw, problem) => {
    expect(parseField(name, raw)).toEqual({ ok: false, problem });
  });

  it.each([
    ["population", "", undefined],
    ["population", "10,000", 10000],
    ["buffer", "0", 0],
    ["moe", "50", 50],
    ["moe", " 3.5 % ", 3.5],
    ["p", "1", 1],
    ["p", "99", 99],
    ["confidence", "99", 99],
    // Issue 48: a decimal comma reads as a decimal point; thousands separators only in counts.
    ["moe", "3,5", 3.5],
    ["moe", " 3,5 % ", 3.5],
    ["moe", ",5", 0.5],
    ["deff", "1,25", 1.25],
    ["p", "33,3", 33.3],
    ["confidence", "95,0", 95],
    ["n", "1,000", 1000],
    ["n", "12,345,678", 12345678],
    ["n", "1,000.0", 1000],
    ["n", "5,0", 5],
  ] as const)("%s = %j is fine (%s)", (name, raw, value) => {
    expect(parseField(name, raw)).toEqual({ ok: true, value });
  });

  it("a decimal comma gives the decimal point's result: e = 3,5 % at 95 %, p = 50 % needs 784", () => {
    // By hand: 1.96² × 0.5 × 0.5 / 0.035² = 3.8416 × 0.25 / 0.001225 = 784.0 (with
    // z = 1.959964, 783.97), rounded up: 784.
    const comma = readMode("n", { ...CALCULATOR_DEFAULTS, moe: "3,5" });
    const point = readMode("n", { ...CALCULATOR_DEFAULTS, moe: "3.5" });
    expect(comma).toEqual(point);
    expect(comma.ok && completesNeeded({ ...defaults, moe: comma.numbers.moe! })).toBe(784);
  });

  it("a sample larger than the population is a problem of the sample size", () => {
    const values = { ...CALCULATOR_DEFAULTS, n: "1000", population: "500" };
    expect(readMode("moe", values)).toEqual({ ok: false, problems: { n: "aboveSample" } });
  });

  it("a mode reads only its own fields", () => {
    const values = { ...CALCULATOR_DEFAULTS, ir: "0" };
    expect(readMode("n", values).ok).toBe(true);
    expect(readMode("feasibility", values)).toEqual({ ok: false, problems: { ir: "range" } });
  });
});

describe("formatting", () => {
  it("writes whole numbers with en-US thousands separators", () => {
    expect([7, 385, 1068, 4000, 100000, 12345678].map(formatCount)).toEqual([
      "7",
      "385",
      "1,068",
      "4,000",
      "100,000",
      "12,345,678",
    ]);
  });
  it("writes margins with one decimal and p-values with three", () => {
    expect(formatMargin(3.0989)).toBe("±3.1%");
    expect(formatPValue(0.11339)).toBe("0.113");
    expect(formatPValue(0.0009)).toBe("< 0.001");
  });
});
