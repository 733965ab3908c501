import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { sampleSizePage } from "../../content/sample-size";
import { FormulaMath, formulaEquations } from "./FormulaMath";

const words = (text: string) => [...new Set(text.match(/[A-Za-z]+/g) ?? [])].sort();

describe("FormulaMath", () => {
  const items = sampleSizePage.formulas.items;

  it("sets each of the four formulas, in the content's order", () => {
    expect(formulaEquations).toHaveLength(4);
    expect(items).toHaveLength(4);
  });

  it.each(items.map((item, index) => [item.title, index, item.formula] as const))(
    "%s names the same quantities as its plain-text formula",
    (_title, index, formula) => {
      const { container } = render(<FormulaMath index={index} text={formula} />);
      const maths = container.querySelectorAll("math");
      expect(maths.length).toBeGreaterThan(0);
      expect(maths[0]!.getAttribute("alttext")).toBe(formula);
      const identifiers = [...container.querySelectorAll("mi")].map((mi) => mi.textContent);
      expect(words(identifiers.join(" "))).toEqual(words(formula));
    },
  );

  it("draws the population correction as a fraction with N below, never as '/ N)' text", () => {
    const { container } = render(<FormulaMath index={0} text={items[0]!.formula} />);
    const fractions = [...container.querySelectorAll("mfrac")];
    const inner = fractions.find((f) => f.lastElementChild?.textContent === "N");
    expect(inner?.firstElementChild?.textContent).toBe("n0−1");
    expect(container.textContent).not.toContain("/");
  });
});
