import { describe, expect, it } from "vitest";
import { chartPlaced } from "../catalog/resource-rules";
import { marked } from "marked";
import { chartBlock, chartChoices, chartComponent, CHART_BLOCK } from "./chart-component";

describe("the toolbar's chart block (decision 0813)", () => {
  it("saves the block in the form the build places", () => {
    const [token] = marked.lexer(chartBlock("price-switching"));
    expect(chartPlaced(token!)).toBe("price-switching");
  });

  it("opens each form the build reads as the same block", () => {
    for (const form of [
      "```chart\nprice-switching\n```",
      "```chart price-switching```",
      "```chart price-switching\n```",
    ])
      expect(chartComponent.fromBlock(CHART_BLOCK.exec(form)!)).toEqual({ id: "price-switching" });
    expect(CHART_BLOCK.exec("```js\nx\n```")).toBeNull();
  });

  it("offers the item's charts by title, a chart without one by its short name", () => {
    expect(
      chartChoices([
        { id: "trade-down", title: "Who trades down" },
        { id: "new-one", title: "" },
        { title: "No id yet" },
      ]),
    ).toEqual([
      { value: "trade-down", label: "Who trades down" },
      { value: "new-one", label: "new-one" },
    ]);
    expect(chartChoices(undefined)).toEqual([]);
  });
});
