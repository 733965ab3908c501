import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../e2e/fixtures";
import { blockOnBrandFonts, framesPass, revealAll, stubMaps } from "../e2e/page-helpers";
import { pagePaths } from "../e2e/routes";
import { screenshotCapture } from "./capture";

/**
 * Every page of the sweep (tests/e2e/routes.ts: one Resource Center item per section and two
 * filter views; the others share their templates), full length, at a phone and a desktop width, compared with its committed
 * baseline in __screenshots__ beside this file. Reduced motion (the prerendered final state of
 * every animation), fonts loaded, lazy images decoded, CSS animations stopped, the
 * third-party map frame masked. `npm run test:visual:update` accepts an intended change.
 */

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
 * Baselines guard the design, not the copy (issue 38): an editor who publishes an article or
 * rewrites a blurb changes what some pages say, and that must not turn the suite red. Each
 * baseline records what its page said (visible text and image sources, hashed) when it was
 * taken; a page that now says something else is skipped with a note naming it, while its layout
 * is still checked at every width by tests/e2e/layout.spec.ts. A design change leaves the words
 * alone and is compared as before.
 */
const CONTENT_DIR = path.join(import.meta.dirname, "__content__");

async function compareOnlyWithTheSameContent(page: Page, pagePath: string, shot: string) {
  const said = await page.evaluate(() =>
    [document.body.innerText, ...[...document.images].map((img) => img.getAttribute("src"))].join(
      "\n",
    ),
  );
  const fingerprint = createHash("sha256").update(said).digest("hex").slice(0, 16);
  const file = path.join(CONTENT_DIR, shot.replace(/\.png$/, ".txt"));
  if (test.info().config.updateSnapshots === "all") {
    mkdirSync(CONTENT_DIR, { recursive: true });
    writeFileSync(file, `${fingerprint}\n`);
    return;
  }
  const recorded = existsSync(file) ? readFileSync(file, "utf8").trim() : fingerprint;
  test.skip(
    recorded !== fingerprint,
    `${pagePath} says something else than when its baseline was taken (an edit of its content): ` +
      "its layout is still checked by layout.spec.ts; `npm run test:visual:update` takes a new baseline",
  );
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
        await compareOnlyWithTheSameContent(page, path, shotName(path, width));
        await expectLooksAsBaseline(page, shotName(path, width));
      });
    }
  });
}
