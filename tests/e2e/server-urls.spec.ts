import { expect, test, waitForHydration } from "./fixtures";

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

// A page's file URL (issue 48.6). Both servers send it to the clean path; a static host may
// serve the file itself (Netlify applies a 301 over an existing file only with `301!`), and
// the page must then hydrate as the page it shows, at its clean path.
const fileUrls = [
  { file: "/index.html", page: "/", current: "Home" },
  { file: "/about/index.html", page: "/about", current: "About Us" },
];

for (const { file, page: path, current } of fileUrls) {
  test(`${file} is a permanent redirect to ${path}`, async ({ page }) => {
    const response = await page.goto(file);
    expect(response?.status()).toBe(200);
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(301);
    await expect(page).toHaveURL(path);
  });

  test(`${file} served as the file itself (a static host) hydrates as ${path}`, async ({
    page,
  }) => {
    // The static host's answer: the page's own file, with the page's headers, at its file URL.
    await page.route(`**${file}`, async (route) =>
      route.fulfill({
        response: await route.fetch({ url: new URL(path, route.request().url()).href }),
      }),
    );
    await page.goto(path);
    const heading = (await page.getByRole("heading", { level: 1 }).textContent()) ?? "";
    expect(heading).not.toBe("");
    await page.goto(file);
    await waitForHydration(page);
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByText("Oops! Page not found")).toHaveCount(0);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: current, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
}

test("a broken %-encoding inside a section shows the 404 page after hydration", async ({
  page,
}) => {
  // Shaped like a case study's URL (issue 48.7): the route with a parameter matches it.
  const response = await page.goto("/resources/case-studies/%E0%A4%A");
  expect([400, 404]).toContain(response?.status());
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
});

test("the 404 page at a nested unknown path marks no page as current, then marks the page reached", async ({
  page,
}) => {
  // /about/x is inside About's section; the 404 page served there was prerendered with no
  // current page (issue 47.7), so hydrating must not mark one, or the marks go stale.
  await page.goto("/about/x");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const about = nav.getByRole("link", { name: "About Us", exact: true });
  await expect(about).not.toHaveAttribute("aria-current");
  await about.click();
  await expect(page).toHaveURL("/about");
  await expect(about).toHaveAttribute("aria-current", "page");
});
