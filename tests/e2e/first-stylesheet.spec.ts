import { expect, test, waitForHydration } from "./fixtures";
import { recordLayoutShifts } from "./page-helpers";
import { RESOURCE_ITEMS } from "../content-data";

/**
 * Each page carries the rules of its first viewport in its HTML and loads the whole stylesheet
 * without waiting on it (decision 0528). Here the stylesheet and the fonts come late (held until
 * the first paint): the page must paint without them, and nothing may move when they come or
 * at hydration (CLS 0), at the two widths.
 */
const caseStudy = RESOURCE_ITEMS.find((item) => item.section === "case-studies");
if (!caseStudy) throw new Error("no case study in the content");
const routes = [
  "/",
  "/contact",
  "/industries",
  "/services/qualitative",
  `/resources/case-studies/${caseStudy.slug}`,
];

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 1000 ? 900 : 844 } });

    for (const route of routes) {
      test(`${route} paints before its stylesheet has come, and nothing moves (CLS 0)`, async ({
        page,
      }) => {
        // The stylesheet and the fonts are held until the page has painted: a page that
        // cannot paint without them never does, and the test says so.
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\.(css|woff2)$/, async (r) => {
          await released;
          await r.continue();
        });
        const shifts = await recordLayoutShifts(page);
        await page.goto(route, { waitUntil: "commit" });
        await page.waitForFunction(
          () => performance.getEntriesByName("first-contentful-paint").length > 0,
          undefined,
          { timeout: 10_000 },
        );
        release();
        await waitForHydration(page);
        // One stylesheet: hydration adopted the page's link rather than adding its own.
        await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        expect(await shifts()).toEqual([]);
      });
    }
  });
}
