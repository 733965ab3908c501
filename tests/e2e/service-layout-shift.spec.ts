import { expect, test, waitForHydration } from "./fixtures";
import { framesPass } from "./page-helpers";
import type { ServicePagesData } from "../../app/content/schemas/service-pages.ts";
import { contentData } from "../content-data";

// Issue 27.4: on a 320 px phone the typed "Why teams choose us" heading grew a line while it
// typed and pushed the Methods box down (CLS 0.10-0.11). Scrolling is not input, so every
// shift it causes counts.
test.use({ viewport: { width: 320, height: 640 } });

/** The four service pages (spec section 2) and the typed statement heading each shows, as
 *  service-pages.yaml words it. */
const { servicePages: copy } = contentData<ServicePagesData>("service-pages");
const servicePages = (["quantitative", "qualitative", "panels-sampling", "custom"] as const).map(
  (slug) => ({ path: `/services/${slug}`, statement: copy[slug].highlight.statement }),
);

for (const summary of servicePages) {
  test(`${summary.path} at 320 px: the typed heading and the page below it never move (CLS 0)`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as {
          value: number;
          hadRecentInput: boolean;
        }[])
          if (!entry.hadRecentInput) w.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(summary.path);
    await waitForHydration(page);
    const heading = page.getByRole("heading", {
      level: 2,
      name: summary.statement,
    });
    // Bring the heading in a little at a time, as a thumb does, so it types while on screen.
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    for (let y = 0; y <= top; y += 120) {
      await page.evaluate((to) => window.scrollTo({ top: to, behavior: "instant" }), y);
      await framesPass(page, 1);
    }
    const typed = page.locator("[data-typing]").first();
    await expect(typed).toHaveAttribute("data-typing", "true");
    await expect(typed).toHaveAttribute("data-typing", "false", { timeout: 10_000 });
    await framesPass(page, 2);
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBe(0);
  });
}
