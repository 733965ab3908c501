// Decision 0816: a chart's short name left empty is made from its title.
import { describe, expect, it } from "vitest";
import { chartIdFrom, withChartIds } from "./chart-ids";

describe("a chart's short name made from its title", () => {
  it("is the title's words in lower case joined by hyphens, accents and signs dropped", () => {
    expect(chartIdFrom("Who switched, and why?")).toBe("who-switched-and-why");
    expect(chartIdFrom("Crème brûlée: 42% say “yes”")).toBe("creme-brulee-42-say-yes");
  });

  it("is cut at a word within 40 characters", () => {
    expect(
      chartIdFrom("Share of shoppers who switched supermarket in the last twelve months"),
    ).toBe("share-of-shoppers-who-switched");
  });

  it("fills only the empty ones, unique among the item's charts", () => {
    expect(
      withChartIds([
        { id: "price", title: "Price" },
        { id: "", title: "Price" },
        { title: "Price" },
      ]),
    ).toEqual([
      { id: "price", title: "Price" },
      { id: "price-2", title: "Price" },
      { id: "price-3", title: "Price" },
    ]);
    expect(withChartIds([{ id: "price", title: "Price" }])).toBeUndefined();
    expect(withChartIds(undefined)).toBeUndefined();
  });
});
