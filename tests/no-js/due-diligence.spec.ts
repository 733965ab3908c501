/**
 * Issue 39, item 3, with JavaScript disabled: the due-diligence pages are whole in the
 * prerendered HTML, and their contents are plain links and a native disclosure.
 */
import { expect, test } from "../e2e/fixtures";

test("at 390 px the ESOMAR answers and their contents work without JavaScript", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/esomar-37-questions");
  await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(37);
  await page.locator("summary", { hasText: "Questions on this page" }).click();
  const toc = page.getByRole("navigation", { name: "Questions on this page" });
  await toc.getByRole("link", { name: "Data quality and validation" }).click();
  await expect(page).toHaveURL("/esomar-37-questions#data-quality-and-validation");
  await expect(
    page.getByRole("heading", { level: 2, name: "Data quality and validation" }),
  ).toBeInViewport();
});

test("at 1440 px the quality page's contents and figures work without JavaScript", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/quality-and-data-protection");
  await expect(
    page.getByRole("table", { name: /The figures we report/ }).getByRole("row"),
  ).toHaveCount(14);
  await page
    .getByRole("navigation", { name: "On this page" })
    .getByRole("link", { name: "Retention" })
    .click();
  await expect(page).toHaveURL("/quality-and-data-protection#retention");
  await expect(page.getByRole("heading", { level: 2, name: "Retention" })).toBeInViewport();
  // The print button needs the page's script; without it the browser's own Print remains.
  await expect(page.getByRole("button", { name: /print/i })).toHaveCount(0);
});
