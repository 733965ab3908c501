import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { pagePaths } from "./routes";

/**
 * The site degrades gracefully: without JavaScript every page's text and links work; with
 * images blocked every image that failed shows its fallback (no broken-image icons); with every
 * third-party request blocked (the map) the contact page neither throws nor logs an error.
 */

/** The spec's associations (section 2, /about). */
const ASSOCIATIONS = [
  "ISO",
  "ESOMAR",
  "Insights Association",
  "Insight Platforms",
  "PAIR",
  "MRSI",
  "QRCA",
];

const ownOrigin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin;

/**
 * Scrolls the page down half a screen at a time so lazy images load, then back to the top. At
 * most 120 steps (54,000 px at 900 px): a page that kept growing would otherwise keep the loop
 * going until the test times out without saying which page it was.
 */
async function scrollThrough(page: Page) {
  const steps = await page.evaluate(async () => {
    const step = Math.max(window.innerHeight / 2, 100);
    let n = 0;
    for (let y = 0; y < document.body.scrollHeight && n < 120; y += step, n++) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
    return n;
  });
  expect(steps, "half-screen steps to the page's end").toBeLessThan(120);
}

/** Drops the console errors Chromium logs for requests this test blocked on purpose. */
function forgiveBlockedLoads(pageErrors: string[]) {
  const kept = pageErrors.filter(
    (e) => !/Failed to load resource: net::ERR_(BLOCKED_BY_CLIENT|FAILED)/.test(e),
  );
  pageErrors.splice(0, pageErrors.length, ...kept);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every page shows its text and its links lead somewhere", async ({ page, request }) => {
    // About 0.4 s a page on a loaded machine: a stalled page fails soon and is retried.
    test.setTimeout(30_000 + pagePaths.length * 1_500);
    const hrefs = new Set<string>();
    for (const path of pagePaths) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
      await expect(page.locator("h1"), path).toBeVisible();
      const text = (await page.getByRole("main").innerText()).trim();
      expect(text.length, `${path}: main text`).toBeGreaterThan(80);
      // Nothing waits for a script to fade it in: headings and paragraphs are fully opaque.
      const hidden = await page.locator("main :is(h1, h2, h3, p)").evaluateAll((els) =>
        els
          .filter((el) => {
            if ((el as HTMLElement).closest("[hidden], [aria-hidden=true], .sr-only")) return false;
            let opacity = 1;
            for (let n: Element | null = el; n; n = n.parentElement) {
              opacity *= Number(getComputedStyle(n).opacity);
            }
            return opacity < 0.99 && (el.textContent ?? "").trim() !== "";
          })
          .map((el) => (el.textContent ?? "").trim().slice(0, 60)),
      );
      expect(hidden, `${path}: text hidden until a script runs`).toEqual([]);
      const nav = page.getByRole("navigation", { name: "Main" });
      await expect(nav.getByRole("link", { name: "Contact Us", exact: true }), path).toBeVisible();
      for (const href of await page
        .locator("a[href^='/']")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))) {
        hrefs.add(href.split("#")[0] ?? href);
      }
    }
    // Every internal link target answers (redirects followed) with a page.
    expect(hrefs.size, "internal links found").toBeGreaterThan(20);
    for (const href of [...hrefs].filter(Boolean)) {
      const response = await request.get(href);
      expect(response.status(), `link target ${href}`).toBe(200);
    }
  });
});

test.describe("with images blocked", () => {
  test.afterEach(({ pageErrors }) => forgiveBlockedLoads(pageErrors));

  test("every image that fails shows its fallback, never a broken-image icon", async ({ page }) => {
    // About 1.2 s a page on a loaded machine: a stalled page fails soon and is retried.
    test.setTimeout(30_000 + pagePaths.length * 3_000);
    await page.route(
      (url) => /\.(avif|webp|png|jpe?g|gif|svg)$/i.test(url.pathname),
      (route) =>
        route.request().resourceType() === "image" ? route.abort("failed") : route.continue(),
    );
    const checked = new Set<string>();
    for (const path of pagePaths) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        await scrollThrough(page);
        // Images with a fallback (Picture marks them data-fallback) that failed and are still
        // shown: the fallback should have replaced them. Images without one may show their alt.
        await expect
          .poll(
            () =>
              page.locator("img").evaluateAll((imgs) =>
                imgs
                  .filter((img) => {
                    const i = img as HTMLImageElement;
                    const failed = i.complete && i.naturalWidth === 0 && i.currentSrc !== "";
                    const rendered = i.getClientRects().length > 0;
                    return failed && rendered && i.hasAttribute("data-fallback");
                  })
                  .map((img) => (img as HTMLImageElement).currentSrc || img.getAttribute("src")),
              ),
            { message: `${path}: broken images whose fallback did not show` },
          )
          .toEqual([]);

        if (path === "/about") {
          // Every association logo of the spec falls back to its name.
          const fallbacks = page.locator("[data-logo-fallback]");
          await expect(fallbacks).toHaveCount(ASSOCIATIONS.length);
          for (const name of ASSOCIATIONS) {
            await expect(fallbacks.filter({ hasText: name }).first(), name).toBeVisible();
          }
          checked.add(path);
        }
      });
    }
    expect([...checked].sort(), "pages whose fallbacks were checked").toEqual(["/about"]);
  });
});

test.describe("with every third-party request blocked", () => {
  test.afterEach(({ pageErrors }) => forgiveBlockedLoads(pageErrors));

  // The map is the only third-party request (spec: nothing else is fetched from a third
  // party): the pages' policy refuses any other, a console error that fails every browser test
  // of that page (fixtures.ts); the page sweep (layout.spec.ts) loads every built page.
  test("the contact page with its map blocked neither throws nor logs an error", async ({
    page,
  }) => {
    const own = ownOrigin();
    const blocked: string[] = [];
    await page.route(
      (url) => url.origin !== own && /^(https?|wss?):$/.test(url.protocol),
      (route) => {
        blocked.push(route.request().url());
        return route.abort("blockedbyclient");
      },
    );
    await page.goto("/contact");
    await waitForHydration(page);
    await scrollThrough(page);
    await page.waitForLoadState("load");
    await expect
      .poll(() => blocked.length, "the map was asked for, and blocked")
      .toBeGreaterThan(0);
    // pageErrors (uncaught exceptions and console errors) is asserted empty by the fixture.
  });
});
