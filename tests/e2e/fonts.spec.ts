import { expect, test, waitForHydration } from "./fixtures";
import { framesPass, recordLayoutShifts } from "./page-helpers";
import { pagePaths } from "./routes";

/**
 * The two preloaded fonts are small core subsets (scripts/fonts/core-fonts.mjs), and the copy's
 * one Greek letter has a one-glyph cut; the full @fontsource files stay declared as a fallback
 * for characters outside them. No page of the site's own copy should need those.
 */
test("every page renders its copy from the core font subsets alone", async ({ page }) => {
  test.setTimeout(120_000);
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  for (const path of pagePaths) {
    fonts.length = 0;
    await page.goto(path);
    // Lay out the whole page, so every text block has asked for its font.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    const names = fonts.map((f) => f.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.woff2$/, ""));
    expect(names, path).toContain("inter-core");
    expect(names, path).toContain("fraunces-core");
    expect(
      names.filter((n) => !/^(inter|fraunces)(-greek)?-core$/.test(n)),
      `${path} downloaded a full @fontsource file`,
    ).toEqual([]);
  }
});

test("the copy's one Greek letter comes from a one-glyph cut, in the site's font", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/services/qualitative");
  await expect(page.getByText("Inter-coder κ")).toBeVisible();
  await page.getByText("Inter-coder κ").scrollIntoViewIfNeeded();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(fonts.some((f) => /\/inter-greek-core-[\w-]{8}\.woff2$/.test(f))).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', "κ"))).toBe(true);
});

test("a character outside the core still renders in the site's font", async ({ page }) => {
  await page.goto("/contact");
  const loadedInterFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter(
        (face) => face.family === "Inter Variable" && face.status === "loaded",
      ).length;
    });
  expect(await loadedInterFaces()).toBe(1);
  // What a visitor typing "José" into the form gets: Inter's full Latin face, not a fallback.
  await page.evaluate(() => document.fonts.load('16px "Inter Variable"', "é"));
  expect(await loadedInterFaces()).toBe(2);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"', "é"))).toBe(true);
});

test("a core font that comes late leaves the page in the fallback instead of moving it", async ({
  page,
}) => {
  const coreFont = /\/assets\/(inter|fraunces)-core-[\w-]{8}\.woff2$/;
  await page.route(coreFont, async (route) => {
    // A slow connection: the fonts arrive well after the page has been laid out and painted.
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const layoutShifts = await recordLayoutShifts(page);
  const fontsArrived = Promise.all([
    page.waitForResponse(/\/assets\/inter-core-[\w-]{8}\.woff2$/),
    page.waitForResponse(/\/assets\/fraunces-core-[\w-]{8}\.woff2$/),
  ]);
  // The page a swapped-in font moved the most (decision 0503).
  await page.goto("/services/quantitative");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await waitForHydration(page);
  await fontsArrived;
  await framesPass(page, 3);
  expect(await layoutShifts()).toEqual([]);
});
