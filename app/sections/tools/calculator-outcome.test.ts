import { describe, expect, it } from "vitest";
import { CALCULATOR_DEFAULTS } from "../../lib/sample-size";
import { calculatorOutcome } from "./calculator-outcome";

describe("calculatorOutcome", () => {
  it("completes needed: 385 with its summary, working and the completes for fieldwork", () => {
    const outcome = calculatorOutcome("n", CALCULATOR_DEFAULTS);
    expect(outcome).toMatchObject({
      ok: true,
      figures: [{ value: "385" }],
      completes: 385,
      summary:
        "Sample size: 385 completes, ±5% at 95% confidence (expected proportion 50%, design effect 1.0, population very large).",
    });
    expect(outcome.ok && outcome.working).toContain("384.15");
  });

  it("margin of error: ±3.1% for 1,000 completes", () => {
    expect(calculatorOutcome("moe", CALCULATOR_DEFAULTS)).toMatchObject({
      ok: true,
      figures: [{ value: "±3.1%" }],
    });
  });

  it("fieldwork: 4,000 to screen and 1,200 starts, with a one-line reading", () => {
    expect(calculatorOutcome("feasibility", CALCULATOR_DEFAULTS)).toMatchObject({
      ok: true,
      figures: [{ value: "4,000" }, { value: "1,200" }],
      reading: "To finish 1,000 completes, plan 1,200 qualified starts and screen 4,000 people.",
    });
  });

  it("difference: not significant, 5.0 points, p = 0.113", () => {
    const outcome = calculatorOutcome("diff", CALCULATOR_DEFAULTS);
    expect(outcome).toMatchObject({
      ok: true,
      figures: [{ value: "Not significant" }, { value: "5.0 points" }, { value: "0.113" }],
    });
  });

  it("an invalid field gives a message instead of a result", () => {
    const outcome = calculatorOutcome("n", { ...CALCULATOR_DEFAULTS, moe: "0", p: "abc" });
    expect(outcome).toEqual({
      ok: false,
      problems: {
        moe: "Margin of error must be more than 0 and at most 50.",
        p: "Expected proportion must be a number.",
      },
    });
  });

  it("names the fieldwork mode's sample size Completes in its message", () => {
    const outcome = calculatorOutcome("feasibility", { ...CALCULATOR_DEFAULTS, n: "" });
    expect(outcome).toEqual({ ok: false, problems: { n: "Enter a value for completes." } });
  });
});
