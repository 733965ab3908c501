import { createHash } from "node:crypto";
import { expect, type Page, type Route } from "@playwright/test";
import { findOne, parseHtml, textOf } from "../../scripts/build/html.mjs";
import type { HomeData } from "../../app/content/schemas/home.ts";
import { contentData } from "../content-data";

/**
 * Scrolls through the whole page so every once-only reveal and in-view animation has run,
 * returns to the top, and waits until no CSS transition or animation is still running.
 */
export async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.max(200, Math.floor((page.viewportSize()?.height ?? 800) * 0.6));
  for (let y = 0; y <= height; y += step) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
    await framesPass(page, 1);
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(page.locator(".reveal-pending")).toHaveCount(0);
  // Staggered reveals (the About values) run between transitions: wait for the last item.
  await expect(page.locator('[data-revealed="false"]')).toHaveCount(0);
  // Perpetual animations (the home industries strip) never end: wait for the finite ones.
  await transitionsDone(page, 10_000);
}

/** Waits until no finite animation or transition is running (perpetual ones are ignored). */
export async function transitionsDone(page: Page, timeout = 5_000) {
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document
              .getAnimations()
              .filter(
                (a) =>
                  a.playState === "running" &&
                  Number.isFinite(Number(a.effect?.getComputedTiming().endTime)),
              ).length,
        ),
      { timeout },
    )
    .toBe(0);
}

/**
 * Serves the site's stylesheet as `rewrite` returns it. A check in `rewrite` should be soft:
 * the stylesheet is served either way, and the test fails at its end.
 */
async function rewriteStylesheet(page: Page, rewrite: (css: string) => string) {
  await page.route("**/assets/*.css", async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      status: response.status(),
      contentType: "text/css",
      body: rewrite(await response.text()),
    });
  });
  // Each page's first stylesheet, in its <head>, declares the faces (decision 0528): rewritten
  // alike, with its hash in the page's policy (header and, on the not-found page, <meta>).
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.resourceType() !== "document" || request.frame() !== page.mainFrame()) {
      return route.fallback();
    }
    const response = await route.fetch();
    const html = await response.text();
    const head = findOne(parseHtml(html), (e) => e.name === "head");
    const style = head && findOne(head, (e) => e.name === "style");
    if (!style) return route.fulfill({ response, body: html });
    const css = textOf(style);
    const next = rewrite(css);
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
    const headers = { ...response.headers() };
    delete headers["content-encoding"];
    delete headers["content-length"];
    const policy = headers["content-security-policy"];
    if (policy) headers["content-security-policy"] = policy.replace(hash(css), hash(next));
    const at = style.startIndex ?? 0;
    await route.fulfill({
      status: response.status(),
      headers,
      // The not-found page carries its policy in a <meta> too.
      body: `${html.slice(0, at)}<style>${next}</style>${html.slice((style.endIndex ?? 0) + 1)}`.replace(
        hash(css),
        hash(next),
      ),
    });
  });
}

/**
 * Serves the stylesheet with the preloaded core fonts as `font-display: block` instead of
 * `optional` (decision 0503). On a busy machine a core font can miss its first frame; the page
 * then keeps the fallback, until a full-page capture lays it out again with the font (two
 * captures of a panel book differed by 30 px). Screenshots and the layout sweep check the
 * design in its brand fonts, not that race; fonts.spec covers what `optional` does.
 */
export async function blockOnBrandFonts(page: Page) {
  await rewriteStylesheet(page, (css) =>
    css.replaceAll("font-display:optional", "font-display:block"),
  );
}

const FONT_FACE_RULE = /@font-face\{[^}]*\}/g;

/**
 * Serves the stylesheet without its web fonts, so the page is laid out in the fallback fonts of
 * its font stacks (DejaVu on this Debian, wider than Inter): what a visitor reads when a
 * preloaded `optional` core font misses the first frame (decision 0503).
 */
export async function withoutBrandFonts(page: Page) {
  await rewriteStylesheet(page, (css) => css.replace(FONT_FACE_RULE, ""));
}

/** The map frame is third-party: answer it locally so tests never need the network. */
export async function stubMaps(page: Page) {
  await page.route("https://www.google.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      // Like the real embed, the frame has a control of its own, so Tab enters and leaves it.
      body: '<!doctype html><title>map</title><p><a href="#">map</a></p>',
    }),
  );
}

/** Waits until the stubbed map frame has loaded its document. */
export async function stubMapLoaded(page: Page) {
  await page.frameLocator("iframe").getByText("map").waitFor();
}

/** Stops the installed Playwright clock where it is, so only runFor() moves time. */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  // A little ahead of now: the page clock keeps running while this call travels.
  await page.clock.pauseAt(now + 1000);
}

/** The home page's industries strip: its section, named by its heading. */
export function industriesStripSection(page: Page) {
  return page.getByRole("region", { name: contentData<HomeData>("home").industriesStrip.heading });
}

/** The panel a header button opens (named by aria-controls, which works without script). */
export async function panelOf(page: Page, button: ReturnType<Page["getByRole"]>) {
  const id = await button.getAttribute("aria-controls");
  expect(id, "the button names the panel it controls").toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

/**
 * Waits until the page has taken an emulated width (on a loaded machine a check could run while
 * media queries still matched the previous one), then two frames: layout, container queries and
 * resize observers settle at it. Each frame is given up on after 100 ms, as in framesPass.
 */
export async function settledAtWidth(page: Page, width: number) {
  await page.evaluate(async (w) => {
    const frame = () =>
      new Promise((r) => {
        requestAnimationFrame(r);
        setTimeout(r, 100);
      });
    while (!(window.innerWidth === w && matchMedia(`(width: ${w}px)`).matches)) await frame();
    await frame();
    await frame();
  }, width);
}

/**
 * Lets `count` animation frames pass: long enough for a scroll restore (60 frames at most) to
 * act. Headless Chromium now and then stops producing frames for a page for minutes (seen once
 * in CI, a 3-minute hang here); each frame is therefore also given up on after 100 ms.
 */
export async function framesPass(page: Page, count: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => {
          if (left === 0) return resolve();
          let done = false;
          const next = () => {
            if (done) return;
            done = true;
            step(left - 1);
          };
          requestAnimationFrame(next);
          setTimeout(next, 100);
        };
        step(n);
      }),
    count,
  );
}

/**
 * Holds the page modules until `release()`: the page stays as prerendered, before hydration. The
 * held modules hold the load event too: navigate with `waitUntil: "domcontentloaded"`.
 */
export async function holdModules(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((r) => r.continue()));
  };
}

type Violation = { directive: string; blocked: string; sample: string };

/**
 * Records Content-Security-Policy violations in every document the page loads (events and
 * console messages); the returned function reads them.
 */
export async function recordCspViolations(page: Page) {
  const console: string[] = [];
  page.on("console", (msg) => {
    if (msg.text().includes("Content Security Policy")) console.push(msg.text());
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener(
      "securitypolicyviolation",
      (e) =>
        w.__cspViolations.push({
          directive: e.effectiveDirective,
          blocked: e.blockedURI,
          sample: e.sample,
        }),
      true,
    );
  });
  return async () => {
    const events = await page.evaluate(
      () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
    );
    return { events, console };
  };
}

/**
 * Records every layout shift in the documents the page loads from now on, from the first frame
 * (buffered); the returned function reads their values.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.__shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
}
