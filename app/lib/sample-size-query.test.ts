import { describe, expect, it } from "vitest";
import { CALCULATOR_DEFAULTS } from "./sample-size";
import { calculatorSearch, readCalculatorQuery } from "./sample-size-query";

describe("readCalculatorQuery", () => {
  it("opens the mode and values of a shared link", () => {
    const state = readCalculatorQuery("?mode=moe&n=1000&moe=3&population=20000");
    expect(state.mode).toBe("moe");
    expect(state.values).toMatchObject({ n: "1000", moe: "3", population: "20000" });
    expect(state.replaced).toEqual([]);
  });

  it("replaces each invalid value by its default and names it", () => {
    const state = readCalculatorQuery("?moe=abc&n=-5&mode=zzz");
    expect(state.mode).toBe("n");
    expect(state.values.moe).toBe("5");
    expect(state.values.n).toBe("1000");
    expect(state.replaced).toEqual(["mode", "moe", "n"]);
  });

  it("never throws on malformed encodings, and an empty query is the defaults", () => {
    expect(readCalculatorQuery("?moe=%E0%A4%A&p=%%").replaced).toEqual(["moe", "p"]);
    expect(readCalculatorQuery("")).toEqual({
      mode: "n",
      values: CALCULATOR_DEFAULTS,
      replaced: [],
    });
  });

  it("an empty population is a valid very large one, an empty margin is not", () => {
    const state = readCalculatorQuery("?population=&moe=");
    expect(state.values.population).toBe("");
    expect(state.replaced).toEqual(["moe"]);
  });
});

describe("calculatorSearch", () => {
  it("writes the mode and the values that differ from the defaults", () => {
    const values = { ...CALCULATOR_DEFAULTS, moe: "3", population: "1000" };
    expect(calculatorSearch({ mode: "n", values })).toBe("?mode=n&moe=3&population=1000");
  });

  it("writes only the shown mode's fields (each mode has its own values; issue 48)", () => {
    const values = { ...CALCULATOR_DEFAULTS, population: "10", n: "400", ir: "20" };
    expect(calculatorSearch({ mode: "moe", values })).toBe("?mode=moe&n=400&population=10");
    expect(calculatorSearch({ mode: "feasibility", values })).toBe("?mode=feasibility&n=400&ir=20");
  });

  it("round-trips through readCalculatorQuery", () => {
    const values = { ...CALCULATOR_DEFAULTS, p1: "61", n2: "250" };
    const search = calculatorSearch({ mode: "diff", values });
    expect(readCalculatorQuery(search)).toEqual({ mode: "diff", values, replaced: [] });
  });
});
