import { readFileSync } from "node:fs";
import path from "node:path";
import type { ChartLabels } from "../../app/content/schemas/chart-labels.ts";
import { contentData, RESOURCE_ITEMS } from "../content-data";
import { itemPath } from "./routes";
import { axeViolations, expect, test } from "./fixtures";
import { basesRunInto } from "../chart-text";

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

// Charts the content gives, picked by what each test is about (an editor may add, retitle or
// drop any): the first chart of a case study, and a chart whose rows carry a base (n).
const withCharts = RESOURCE_ITEMS.filter((item) => item.charts.length);
const caseStudy = withCharts.find((item) => item.section === "case-studies");
const withBase = withCharts.flatMap((item) =>
  item.charts.flatMap((chart) =>
    chart.rows
      .filter((row) => row.n !== undefined)
      .map((row) => ({ path: itemPath(item.slug), title: chart.title, row })),
  ),
)[0];
if (!caseStudy || !withBase)
  throw new Error("charts.spec.ts: no case study with a chart, or no chart row with a base (n)");
const drawn = { path: itemPath(caseStudy.slug), title: caseStudy.charts[0]!.title };
const { showData } = contentData<ChartLabels>("charts");

for (const { width, shown } of [
  { width: 320, shown: "narrow" },
  { width: 390, shown: "narrow" },
  { width: 1440, shown: "wide" },
]) {
  test(`at ${width} px the ${shown} drawing is shown and its text stays readable`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(drawn.path);
    const figure = page.getByRole("figure", { name: drawn.title });
    const drawings = figure.getByRole("img", { name: drawn.title });
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
    await page.goto(withBase.path);
    const figure = page.getByRole("figure", { name: withBase.title });
    await figure.getByText(showData).click();
    // The row's base as the table writes it: digits grouped in thousands.
    await expect(figure.getByRole("row", { name: withBase.row.label })).toContainText(
      withBase.row.n!.toLocaleString("en-US"),
    );
    expect(await axeViolations(page, "main")).toEqual([]);
  }
});

// The third marketer review (decision 0816): a row's base ("n = 1,204") was placed at a width
// guessed from its label's characters, and ran into a label wider than the guess.
test("a row's base never runs into its label, at 390 and 1440 px", async ({ page }) => {
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(withBase.path);
    await page.evaluate(() => document.fonts.ready);
    const drawing = page
      .getByRole("figure", { name: withBase.title })
      .locator("svg.chart-svg:visible");
    await expect(drawing).toHaveCount(1);
    expect(await drawing.evaluate(basesRunInto), `${width} px`).toEqual([]);
  }
});
