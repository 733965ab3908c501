import { expect, test } from "./fixtures";

// URLs a browser asks for by itself or a visitor types (issue 27.8, 27.9). The fixture fails a
// test on any console error, CSP violations included.

test("feed.xml and sitemap.xml open in the browser's XML viewer without a CSP error", async ({
  page,
}) => {
  for (const file of ["/feed.xml", "/sitemap.xml"]) {
    await page.goto(file);
    await expect(
      page.getByText("This XML file does not appear to have any style information"),
    ).toBeVisible();
  }
});

test("/favicon.ico is an image", async ({ page }) => {
  const response = await page.request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^image\//);
});

test("/blog leads to the blog of the Resource Center", async ({ page }) => {
  await page.goto("/blog");
  await expect(page).toHaveURL(/\/resources\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a broken %-encoding shows the site's 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/%E0%A4%A");
  expect([400, 404]).toContain(response?.status());
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
