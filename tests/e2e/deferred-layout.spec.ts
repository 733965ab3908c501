import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * On a plain visit the page's first layout below the hero is deferred and released a section
 * per frame after the first paint (app/lib/early-input.ts, decision 0501), so the long layout
 * task after the first paint is cut into frames. A visitor must not see it: no layout shift
 * while the sections are released, wherever they are on the page, and every section laid out
 * soon after the first paint.
 */

/** Records every layout shift and whether the page deferred its layout, from navigation on. */
async function recordShiftsAndDeferral(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[]; __deferred: boolean };
    w.__shifts = [];
    w.__deferred = false;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number }[]) {
        w.__shifts.push((entry as unknown as { value: number }).value);
      }
    }).observe({ type: "layout-shift", buffered: true });
    // The init script runs before <html> exists: watch the document for the attribute.
    new MutationObserver(() => {
      if (document.documentElement?.hasAttribute("data-defer-layout")) w.__deferred = true;
    }).observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-defer-layout"],
    });
  });
}

async function waitForRelease(page: Page) {
  await page.waitForFunction(
    () => !document.documentElement.hasAttribute("data-defer-layout"),
    undefined,
    { timeout: 5_000 },
  );
}

const recorded = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __shifts: number[]; __deferred: boolean };
    return { shifts: w.__shifts, deferred: w.__deferred };
  });

const routes = [
  "/",
  "/about",
  "/services/quantitative",
  "/industries",
  "/contact",
  "/privacy-policy",
];

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    for (const path of routes) {
      test(`${path}: a plain visit defers the layout below the hero and releases it without a shift`, async ({
        page,
      }) => {
        await recordShiftsAndDeferral(page);
        await page.goto(path);
        await waitForRelease(page);
        const { shifts, deferred } = await recorded(page);
        expect(deferred, "the page deferred its first layout").toBe(true);
        expect(shifts).toEqual([]);
        // Every section after the hero, and the footer, was released in order.
        const pending = await page
          .locator("main > :not(:first-child):not([data-laid-out])")
          .count();
        expect(pending).toBe(0);
        await expect(page.locator("body > footer")).toHaveAttribute("data-laid-out", "");
      });
    }

    test("a visitor who scrolls before the release ends sees no shift, and the page is laid out whole", async ({
      page,
    }) => {
      await recordShiftsAndDeferral(page);
      // The jump happens as soon as something is painted, before any section is released.
      await page.addInitScript(() => {
        new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName("first-contentful-paint").length) return;
          observer.disconnect();
          document.querySelector("body > footer")?.scrollIntoView({ block: "start" });
        }).observe({ type: "paint", buffered: true });
      });
      await page.goto("/");
      await waitForRelease(page);
      const { shifts, deferred } = await recorded(page);
      expect(deferred).toBe(true);
      expect(shifts).toEqual([]);
      // Sections the release had not reached were laid out at the scroll, not a task at a time.
      await expect(page.locator("main > :not(:first-child):not([data-laid-out])")).not.toHaveCount(
        0,
      );
      await expect(page.locator("body > footer")).toBeInViewport();
      // Where the jump was aimed on the real layout: the footer's top under the sticky bar's
      // scroll padding, or as far as the page scrolls.
      const missedBy = await page.evaluate(() => {
        const footer = document.querySelector("body > footer")!;
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop);
        const aimed = footer.getBoundingClientRect().top + window.scrollY - padding;
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        return Math.abs(window.scrollY - Math.min(aimed, bottom));
      });
      expect(missedBy).toBeLessThanOrEqual(2);
    });
  });
}

test("Back, reload and a #fragment visit lay the page out whole from the start", async ({
  page,
}) => {
  await recordShiftsAndDeferral(page);
  await page.goto("/industries#healthcare");
  expect((await recorded(page)).deferred).toBe(false);
  await page.goto("/about");
  await page.reload();
  expect((await recorded(page)).deferred).toBe(false);
  await page.goto("/careers");
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect((await recorded(page)).deferred).toBe(false);
});
