import { describe, expect, it } from "vitest";
import { stepNumber } from "./step-number";

describe("stepNumber", () => {
  it("numbers from one, in two digits", () => {
    expect(stepNumber(0)).toBe("01");
    expect(stepNumber(3)).toBe("04");
    expect(stepNumber(9)).toBe("10");
    expect(stepNumber(11)).toBe("12");
  });
});
