import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { pauseClock } from "./page-helpers";

/**
 * Issue 48, defect 8: at 390 px with touch, a long right swipe on the home slideshow went back
 * in history (the carousel left horizontal pans to the browser: `touch-action: auto`). A
 * horizontal swipe over 50 px changes the slide and never navigates.
 */

const SWIPE_THRESHOLD_PX = 50;
const SLIDESHOW_TRANSITION_LOCK_MS = 900;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/** A one-finger horizontal drag from `fromX` to `toX` at height `y`, as touch events. */
async function swipe(page: Page, y: number, fromX: number, toX: number) {
  const cdp = await page.context().newCDPSession(page);
  const point = (x: number) => [{ x, y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(fromX) });
  const steps = 10;
  for (let i = 1; i <= steps; i++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: point(fromX + ((toX - fromX) * i) / steps),
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

test("a 250 px right swipe goes to the previous slide and stays on the page", async ({ page }) => {
  await page.clock.install();
  await page.goto("/about");
  await page.goto("/");
  await waitForHydration(page);
  // Autoplay must not change the slide under the test.
  await pauseClock(page);
  const carousel = page.locator('[aria-roledescription="carousel"]');
  await carousel.evaluate((el) => el.scrollIntoView({ block: "start" }));
  const historyLength = await page.evaluate(() => history.length);

  // The browser takes vertical pans (the page scrolls) and pinch zoom, never horizontal ones.
  const viewport = carousel.locator("> div").first();
  expect(await viewport.evaluate((el) => getComputedStyle(el).touchAction)).toBe(
    "pan-y pinch-zoom",
  );

  const box = await viewport.boundingBox();
  if (!box) throw new Error("slideshow not laid out");
  const y = box.y + Math.min(box.height / 2, 300);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 4");
  // Left: next.
  await swipe(page, y, 340, 90);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "2 of 4");
  await page.clock.runFor(SLIDESHOW_TRANSITION_LOCK_MS);
  // A long right swipe from near the left edge: previous, not Back.
  await swipe(page, y, 40, 290);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 4");
  await page.clock.runFor(SLIDESHOW_TRANSITION_LOCK_MS);
  // Not past the threshold: nothing changes.
  await swipe(page, y, 100, 100 + SWIPE_THRESHOLD_PX - 5);
  await expect(activeSlide(page)).toHaveAttribute("aria-label", "1 of 4");

  await expect(page).toHaveURL("/");
  expect(await page.evaluate(() => history.length)).toBe(historyLength);
});
