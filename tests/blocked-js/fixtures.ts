import { test as base, expect, type Page } from "@playwright/test";

/**
 * The blocked-js project (issue 37): scripting is on, but every `.js` request fails, as behind
 * a blocker, a proxy or a dropped connection. Inline scripts still run; the page's modules
 * never arrive, so it stays as prerendered. Uncaught errors fail the test; the console's
 * "failed to load" messages for the blocked files are the condition under test, not a fault.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    const blocked: string[] = [];
    await page.route(/\.js(\?.*)?$/, (route) => {
      blocked.push(route.request().url());
      return route.abort("blockedbyclient");
    });
    await use(page);
    expect(blocked.length, "the page asked for scripts, and they were blocked").toBeGreaterThan(0);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(err.message));
      await use(errors);
      expect(errors, "uncaught errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Loads a page with its scripts blocked and checks it is the page, not an error screen. */
export async function openBlocked(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page.getByText(/We could not show this page|Application Error/)).toHaveCount(0);
  // No script ran the page: it is the prerendered HTML, never hydrated.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

/** Sum of the layout shifts recorded since the page started loading (buffered entries). */
export function layoutShiftSum(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[])
            sum += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(sum)));
      }),
  );
}
