import { expect, test, waitForHydration } from "./fixtures";
import { framesPass, recordLayoutShifts } from "./page-helpers";

/**
 * The two preloaded fonts are small core subsets (scripts/fonts/core-fonts.mjs), and the copy's
 * one Greek letter has a one-glyph cut; the full @fontsource files stay declared as a fallback
 * for characters outside them. That no page of the site's own copy needs those is checked on the
 * axe sweep's page loads, every page in every state (a11y.spec.ts); here, the cuts and the
 * fallback themselves.
 */

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
