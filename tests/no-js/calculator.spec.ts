import { expect, test } from "../e2e/fixtures";

/**
 * Issue 23, item 7, with JavaScript disabled: /tools/sample-size is still useful. The table's
 * figures are the and independently computed values (95 %, p = 50 %, deff 1.0).
 */
const expectedRows: [string, string, string, string][] = [
  ["100", "92", "80", "50"],
  ["500", "341", "218", "81"],
  ["1,000", "517", "278", "88"],
  ["10,000", "965", "370", "96"],
  ["100,000", "1,056", "383", "96"],
  ["Very large", "1,068", "385", "97"],
];

for (const width of [390, 1440]) {
  test.describe(`/tools/sample-size without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("shows the reference table, the formulas and says the calculator needs JavaScript", async ({
      page,
    }) => {
      await page.goto("/tools/sample-size");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample size calculator");
      await expect(page.getByText(/calculator needs JavaScript/)).toBeVisible();
      await expect(page.getByRole("tablist")).toBeHidden();

      const table = page.getByRole("table", { name: /at 95% confidence/ });
      await expect(table).toBeVisible();
      await expect(table.getByRole("columnheader")).toHaveText([
        "Population",
        "±3%",
        "±5%",
        "±10%",
      ]);
      const rows = table.locator("tbody tr");
      await expect(rows).toHaveCount(expectedRows.length);
      for (const [i, cells] of expectedRows.entries()) {
        await expect(rows.nth(i).locator("th, td")).toHaveText(cells);
      }
      const box = await table.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);

      for (const name of [
        "Completes needed",
        "Margin of error",
        "Fieldwork",
        "Is a difference real?",
      ]) {
        await expect(
          page.getByRole("heading", { level: 3, name, exact: true }),
          `formula: ${name}`,
        ).toBeVisible();
      }
    });
  });
}
