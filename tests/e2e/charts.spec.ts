import { readFileSync } from "node:fs";
import path from "node:path";
import { chartTitle } from "../content-data";
import { axeViolations, expect, test } from "./fixtures";

/**
 * Issue 39's charts in the browser: no chart library in any page's JavaScript, the drawing that
 * fits the column (text no smaller than 11 px at 320 px), the data table on demand, axe clean.
 */

test("no chart library reaches the browser", () => {
  const stats = JSON.parse(
    readFileSync(path.join(process.env.BUILD_DIR ?? "build", "bundle-stats.json"), "utf8"),
  ) as Record<string, { parts: Record<string, number> }>;
  const packages = new Set(Object.values(stats).flatMap((chunk) => Object.keys(chunk.parts)));
  // The stats do name the packages in the client chunks (this check can find one).
  expect(packages).toContain("react-dom");
  expect([...packages].filter((p) => /^(d3-|@observablehq\/|internmap)/.test(p))).toEqual([]);
});

// Spec URLs (section 2); the charts' titles are the editor's.
const page1 = "/resources/case-studies/pricing-reframe";
const tradeDown = chartTitle("pricing-reframe", "trade-down");
const byAge = chartTitle("us-consumer", "age-vs-census");

for (const { width, shown } of [
  { width: 320, shown: "narrow" },
  { width: 390, shown: "narrow" },
  { width: 1440, shown: "wide" },
]) {
  test(`at ${width} px the ${shown} drawing is shown and its text stays readable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(page1);
    const figure = page.getByRole("figure", { name: tradeDown });
    const drawings = figure.getByRole("img", { name: tradeDown });
    await expect(drawings).toHaveCount(1);
    await expect(drawings).toHaveClass(new RegExp(`chart-svg-${shown}`));
    // The smallest text as drawn: its font size times the drawing's scale.
    const smallest = await drawings.evaluate((svg) => {
      const scale =
        svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
      return Math.min(
        ...[...svg.querySelectorAll("text")].map(
          (t) => Number(t.getAttribute("font-size")) * scale,
        ),
      );
    });
    expect(smallest).toBeGreaterThanOrEqual(11);
    const box = await drawings.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  });
}

test("the data table opens and axe finds nothing at 390 and 1440 px", async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/resources/panel-books/us-consumer");
    const figure = page.getByRole("figure", { name: byAge });
    await figure.getByText("Show the data").click();
    await expect(figure.getByRole("row", { name: /Panel members/ })).toContainText("1,220,000");
    expect(await axeViolations(page, "main")).toEqual([]);
  }
});
