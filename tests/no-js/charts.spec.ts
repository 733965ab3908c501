import type { Page } from "@playwright/test";
import type { ChartLabels } from "../../app/content/schemas/chart-labels.ts";
import type { HomeResultsCopy } from "../../app/content/schemas/home-results.ts";
import { contentData, RESOURCE_ITEMS } from "../content-data";
import { expect, test } from "../e2e/fixtures";

const chartLabels = contentData<ChartLabels>("charts");

/**
 * Issue 39 without JavaScript: every case study and panel book shows at least one named chart
 * whose data table opens (a native <details>), and the home page links three results with their
 * numbers, each the figure its case study leads with. The items are found through their
 * sections' lists, so the test follows the content rather than naming it.
 */

async function itemLinks(page: Page, section: string): Promise<string[]> {
  await page.goto(section);
  const hrefs = await page
    .getByRole("main")
    .locator(
      `a[href^="${section}/"]:not([href*="/page/"]):not([href*="/industry/"]):not([href*="/topic/"])`,
    )
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href")!))]);
  expect(hrefs.length, `items listed on ${section}`).toBeGreaterThan(0);
  return hrefs;
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const section of ["/resources/case-studies", "/resources/panel-books"]) {
      test(`every item of ${section} has a named chart with its data table`, async ({ page }) => {
        for (const href of await itemLinks(page, section)) {
          await page.goto(href);
          const figures = page.getByRole("main").locator("figure.chart");
          expect(await figures.count(), `charts on ${href}`).toBeGreaterThan(0);
          const figure = figures.first();
          const name = await figure.getAttribute("aria-labelledby");
          const title = (await page.locator(`#${name}`).textContent())?.trim() ?? "";
          expect(title.length, `${href}: the chart's name`).toBeGreaterThan(5);
          await expect(page.getByRole("figure", { name: title })).toBeVisible();
          // The drawing that fits the column is shown, named like the figure.
          await expect(figure.getByRole("img", { name: title })).toBeVisible();
          // The numbers as a table, opened with the summary (no script involved).
          const table = figure.getByRole("table");
          await expect(table).toBeHidden();
          await figure.getByText(chartLabels.showData).click();
          await expect(table).toBeVisible();
          expect(await table.getByRole("row").count(), `${href}: table rows`).toBeGreaterThan(2);
          await expect(table.getByRole("cell").first()).toHaveText(/\d/);
          for (const label of [chartLabels.base, chartLabels.source, chartLabels.fieldwork])
            await expect(figure).toContainText(`${label}:`);
        }
      });
    }
  });
}

test("the home page links the newest case studies' results, each the figure its case study leads with", async ({
  page,
}) => {
  await page.goto("/");
  const band = page.getByRole("region", {
    name: contentData<HomeResultsCopy>("home-results").heading,
  });
  const items = band.getByRole("listitem");
  // Up to three, one per case study that gives a result (its front matter's `result`).
  const shown = Math.min(
    3,
    RESOURCE_ITEMS.filter((i) => i.section === "case-studies" && i.result).length,
  );
  expect(shown).toBeGreaterThan(0);
  await expect(items).toHaveCount(shown);
  const results: { value: string; href: string }[] = [];
  for (const item of await items.all()) {
    const value = (await item.locator(".figure").textContent())?.trim() ?? "";
    expect(value).toMatch(/\d/);
    const href = (await item.getByRole("link").getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/resources\/case-studies\/[a-z0-9-]+$/);
    results.push({ value, href });
  }
  expect(new Set(results.map((r) => r.href)).size).toBe(shown);
  for (const { value, href } of results) {
    await page.goto(href);
    // The same figure opens the case study's hero.
    await expect(page.locator("section").first().locator(".figure")).toHaveText(value);
  }
});
