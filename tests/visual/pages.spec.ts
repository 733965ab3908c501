import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../e2e/fixtures";
import { blockOnBrandFonts, framesPass, revealAll, stubMaps } from "../e2e/page-helpers";
import { sweepPaths } from "../e2e/sweep";
import { screenshotCapture } from "./capture";
import { FROZEN_BUILD_DIR, frozenRouteEntries } from "./frozen.mjs";

/**
 * Every page of the frozen copy of the content (tests/visual/content, decision 0915), built into
 * build-frozen and served on a port of its own: one Resource Center item per section and two
 * filter views (the others share their templates), full length, at a phone and a desktop
 * width, compared with its committed baseline in __screenshots__ beside this file. Baselines
 * guard the design, not the copy: an editor's edit of app/content changes no page here, so every
 * page is always compared, and a change of the code still shows. Reduced motion (the
 * prerendered final state of every animation), fonts loaded, lazy images decoded, CSS
 * animations stopped, the third-party map frame masked. `npm run test:visual:update` accepts an
 * intended change; `npm run test:visual:freeze` takes a new copy when a schema changes.
 */

/**
 * The samples, by the frozen copy's own slugs: fixed with it (no editor changes the copy), so
 * every baseline keeps its name.
 */
const FROZEN_SAMPLES = new Set([
  // A filter view across sections by industry, and one within a section by topic.
  "/resources/industry/healthcare",
  "/resources/blog/topic/messaging",
  // One item of each Resource Center section (its own route each).
  "/resources/panel-books/us-consumer",
  "/resources/ebooks/ai-in-research",
  "/resources/case-studies/pricing-reframe",
  "/blog/maxdiff-vs-conjoint",
]);
const pagePaths = sweepPaths(frozenRouteEntries(), FROZEN_SAMPLES);

test("the frozen copy is built and each of its samples is a page of it", () => {
  expect(
    existsSync(`${FROZEN_BUILD_DIR}/client/index.html`),
    "no build of the frozen copy: `npm run test:visual` makes one (node tests/visual/frozen.mjs build)",
  ).toBe(true);
  expect(pagePaths.filter((p) => FROZEN_SAMPLES.has(p)).sort()).toEqual([...FROZEN_SAMPLES].sort());
});

const WIDTHS = [390, 1440] as const;
/** Any unknown path: the 404 page. */
const NOT_FOUND_PATH = "/visual-check-missing-page";

/** A file name per page: "/" is home, "/services/custom" is services-custom. */
const shotName = (path: string, width: number) =>
  `${path === "/" ? "home" : path.slice(1).replace(/[^a-z0-9]+/gi, "-")}-${width}.png`;

/** Brings the page to a state that does not depend on timing: everything loaded and shown. */
async function settle(page: Page) {
  await waitForHydration(page);
  // Once-only reveals and in-view effects run as the page is scrolled through; then every image
  // is decoded eagerly (lazy ones included) and the web fonts are in.
  await revealAll(page);
  await test.step("images decoded and fonts loaded", () =>
    page.evaluate(async () => {
      const images = [...document.images];
      for (const img of images) img.loading = "eager";
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
      await document.fonts.ready;
    }));
  await framesPass(page, 2);
}

/**
 * The browser the baselines were taken with (Debian's package is not pinned), by binary and
 * version: a new version, or full Chromium in place of the headless shell, can move
 * antialiasing or text a little on every page at once, which is not a site defect.
 */
const BASELINE_BROWSER_FILE = path.join(import.meta.dirname, "baseline-browser.txt");

test("the baselines were taken with this browser version", async ({ browser }) => {
  const binary = path.basename(test.info().project.use.launchOptions?.executablePath ?? "chromium");
  const current = `${binary} ${browser.version()}`;
  if (test.info().config.updateSnapshots === "all") {
    writeFileSync(BASELINE_BROWSER_FILE, `${current}\n`);
    return;
  }
  const recorded = existsSync(BASELINE_BROWSER_FILE)
    ? readFileSync(BASELINE_BROWSER_FILE, "utf8").trim()
    : "(not recorded)";
  expect(
    current,
    `The screenshot baselines were taken with ${recorded}; this run uses ${current}. ` +
      "Differences below may come from the browser, not the site. Review a few diffs in " +
      "test-results; if only rendering noise changed, refresh every baseline (and this record) " +
      "with `npm run test:visual:update` and commit tests/visual.",
  ).toBe(recorded);
});

/**
 * The page as its baseline: a capture with the very bytes of the baseline passes as it is (the
 * browser encodes the same pixels to the same PNG); any other goes to `toHaveScreenshot`, which
 * captures again until stable and compares pixel by pixel within the project's tolerance. That
 * comparison decodes both full-page images in JavaScript, most of a matching test's time.
 */
async function expectLooksAsBaseline(page: Page, shot: string) {
  const options = { fullPage: true, mask: [page.locator("iframe")] };
  const baseline = test.info().snapshotPath(shot);
  if (test.info().config.updateSnapshots !== "all" && existsSync(baseline)) {
    const capture = await page.screenshot({ ...options, ...screenshotCapture });
    if (capture.equals(readFileSync(baseline))) return;
  }
  await expect(page).toHaveScreenshot(shot, options);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    // Every item has a baseline of its own: their Markdown, not only their template, differs.
    for (const path of [...pagePaths, NOT_FOUND_PATH]) {
      test(`${path} looks as its baseline`, async ({ page }) => {
        await stubMaps(page);
        await blockOnBrandFonts(page);
        await page.goto(path);
        await settle(page);
        await expectLooksAsBaseline(page, shotName(path, width));
      });
    }
  });
}
