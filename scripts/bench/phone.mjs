// @ts-check
// The functions handed to addInitScript and evaluate run in the page, not in Node.
/* global window, document, requestAnimationFrame */
/**
 * The real-phone table of `npm run bench`: a real Chromium throttled like Lighthouse's mobile
 * profile (150 ms RTT, 1.6 Mbit/s, 4x CPU; scripts/bench/throttle.mjs), cold, at 390 px, and
 * what a visitor sees, observed in the page rather than simulated:
 * - FCP and LCP (PerformanceObserver), CLS (layout-shift entries without recent input);
 * - when the top of the page (header and hero) is hydrated: the `top-hydrated` performance mark
 *   app/root.tsx sets in its first commit (a build without the mark hydrates in one commit:
 *   then it is the whole page's time);
 * - when the whole page is hydrated: `<html data-hydrated="true">`, once every deferred section
 *   has hydrated too (app/lib/deferred.tsx);
 * - the JavaScript transferred (compressed bytes) before the top was hydrated;
 * - when the window's load event came and when the first module was requested (once the
 *   stylesheet has arrived, decision 0501): where the time before hydration goes;
 * - the longest task (50 ms or more) running after the top has hydrated: what a tap on the
 *   hydrated header waits for at most while the rest of the page hydrates;
 * - in runs of their own (a tap during hydration makes React hydrate what it hit first, so it
 *   moves the hydration times): how long after a tap on the menu toggle at 1.0 s and at 2.0 s
 *   after navigation start the open menu is on screen (the first animation frame that shows it).
 * Each figure is the median of the runs; every run's figures are kept beside it.
 */
import { chromium } from "@playwright/test";
import { throttleLikeMobile, timeToHydration } from "./throttle.mjs";

/** The routes issue 25 measures; `--routes` replaces them. */
export const PHONE_ROUTES = ["/", "/contact", "/industries", "/services/qualitative"];
/** The tap times the issue asks for, ms after navigation start. */
const TAP_AT_MS = [1000, 2000];
/**
 * A phone: the 390 px width issue 10 reports, touch, mobile viewport meta honoured, and the
 * device pixel ratio of Lighthouse's emulated phone (1.75), so image candidates weigh what they
 * weigh in the Lighthouse table.
 */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
/** The small-screen menu toggle's accessible name (app/content/navigation.ts). */
const MENU_TOGGLE_NAME = "Open menu";
/** Upper bound per run: a page that has not hydrated by then is reported as a failure. */
const RUN_TIMEOUT_MS = 30_000;

/** @param {number[]} values */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] ?? NaN)
    : ((sorted[mid - 1] ?? NaN) + (sorted[mid] ?? NaN)) / 2;
};

/**
 * @typedef {{ fcpMs: number, lcpMs: number, cls: number, topMs: number, wholeMs: number,
 *   jsBeforeTopBytes: number, loadMs: number, modulesMs: number, longAfterTopMs: number }} PhoneRun
 * @typedef {{ route: string, runs: number, median: PhoneRun, tapMs: Record<string, number>,
 *   samples: PhoneRun[], tapSamples: Record<string, number[]> }} PhoneRow
 */

/** Records paints, shifts and the tap's answer in every document (an init script). */
function observeInPage() {
  /** @type {any} */
  const w = window;
  if (w.__phone) return;
  const phone = {
    lcp: 0,
    cls: 0,
    tapAt: /** @type {number | null} */ (null),
    answeredAt: 0,
    /** @type {[number, number][]} */ longTasks: [],
  };
  w.__phone = phone;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) phone.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) phone.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries()))
      if (!e.hadRecentInput) phone.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
  // The tap's answer: the first frame in which the menu panel is open.
  window.addEventListener(
    "pointerdown",
    (e) => {
      if (phone.tapAt !== null) return;
      phone.tapAt = e.timeStamp;
      const toggle = /** @type {HTMLElement | null} */ (
        /** @type {Element} */ (e.target).closest?.("[popovertarget]")
      );
      const panel = document.getElementById(toggle?.getAttribute("popovertarget") ?? "");
      const check = (/** @type {number} */ frameAt) => {
        if (panel?.matches(":popover-open")) phone.answeredAt = frameAt;
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/**
 * Waits for the page's first contentful paint; returns the page's time origin and the paint's
 * time, both in `Date.now()` terms.
 * @param {import("@playwright/test").Page} page
 * @returns {Promise<{ timeOrigin: number, fcpAt: number }>}
 */
export function firstPaint(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        new PerformanceObserver((list, observer) => {
          const fcp = list.getEntriesByName("first-contentful-paint")[0];
          if (!fcp) return;
          observer.disconnect();
          const timeOrigin = performance.timeOrigin;
          resolve({ timeOrigin, fcpAt: timeOrigin + fcp.startTime });
        }).observe({ type: "paint", buffered: true }),
      ),
  );
}

/**
 * One cold, throttled visit; with `tap`, a tap at the menu toggle's place at that time (the
 * place is read in an untouched visit: waiting for the element here would wait on the page).
 * @param {import("@playwright/test").Browser} browser @param {string} url
 * @param {{ atMs: number, x: number, y: number }} [tap]
 */
async function visit(browser, url, tap) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttleLikeMobile(page);
    await page.addInitScript(observeInPage);
    await page.goto(url, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS });
    if (tap) {
      // Nobody taps a blank screen: at the first paint if that comes later (slow machine).
      const { timeOrigin } = await firstPaint(page);
      const wait = timeOrigin + tap.atMs - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      await page.touchscreen.tap(tap.x, tap.y);
      // No answer within 10 s (the tap missed, or the menu did not open): NaN in the table.
      const answer = await page
        .waitForFunction(
          () => {
            const p = /** @type {any} */ (window).__phone;
            return p.answeredAt ? p.answeredAt - p.tapAt : null;
          },
          null,
          { timeout: 10_000, polling: 100 },
        )
        .catch(() => null);
      return answer ? /** @type {number} */ (await answer.jsonValue()) : NaN;
    }
    const wholeMs = await timeToHydration(page, { timeoutMs: RUN_TIMEOUT_MS });
    const box = await page
      .getByRole("button", { name: MENU_TOGGLE_NAME, exact: true })
      .boundingBox();
    if (!box) throw new Error(`${url}: no menu toggle on screen`);
    // Let the last frames land before reading LCP and CLS.
    await page.waitForTimeout(500);
    return page.evaluate(
      ({ whole, box }) => {
        const p = /** @type {any} */ (window).__phone;
        const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
        const top = performance.getEntriesByName("top-hydrated")[0]?.startTime ?? whole;
        const scripts = /** @type {PerformanceResourceTiming[]} */ (
          performance.getEntriesByType("resource")
        ).filter((r) => /\.m?js(\?|$)/.test(r.name));
        const jsBeforeTop = scripts
          .filter((r) => r.responseEnd <= top)
          .reduce((sum, r) => sum + r.encodedBodySize, 0);
        const navigation = /** @type {PerformanceNavigationTiming | undefined} */ (
          performance.getEntriesByType("navigation")[0]
        );
        return {
          toggle: { x: box.x + box.width / 2, y: box.y + box.height / 2 },
          fcpMs: fcp,
          lcpMs: p.lcp,
          cls: p.cls,
          topMs: top,
          wholeMs: whole,
          jsBeforeTopBytes: jsBeforeTop,
          loadMs: navigation?.loadEventStart || NaN,
          modulesMs: Math.min(...scripts.map((r) => r.startTime)),
          // What a tap just after the top waits for at most (tasks under 50 ms are not reported).
          longAfterTopMs: Math.max(
            0,
            .../** @type {[number, number][]} */ (p.longTasks)
              .filter(([start, duration]) => start + duration > top)
              .map(([, duration]) => duration),
          ),
        };
      },
      { whole: wholeMs, box },
    );
  } finally {
    await context.close();
  }
}

/** @param {PhoneRun} r @returns {PhoneRun} */
const rounded = (r) => ({
  fcpMs: Math.round(r.fcpMs),
  lcpMs: Math.round(r.lcpMs),
  cls: Number(r.cls.toFixed(4)),
  topMs: Math.round(r.topMs),
  wholeMs: Math.round(r.wholeMs),
  jsBeforeTopBytes: r.jsBeforeTopBytes,
  loadMs: Math.round(r.loadMs),
  modulesMs: Math.round(r.modulesMs),
  longAfterTopMs: Math.round(r.longAfterTopMs),
});

/**
 * The real-phone table: per route, `runs` untouched visits, then `runs` visits per tap time.
 * @param {{ origin: string, routes?: string[], runs?: number, executablePath: string,
 *   args: string[], log?: (line: string) => void }} options
 * @returns {Promise<PhoneRow[]>}
 */
export async function measurePhone({
  origin,
  routes = PHONE_ROUTES,
  runs = 5,
  executablePath,
  args,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath, args });
  /** @type {PhoneRow[]} */
  const rows = [];
  try {
    for (const route of routes) {
      /** @type {PhoneRun[]} */
      const samples = [];
      /** @type {Record<string, number[]>} */
      const tapSamples = Object.fromEntries(TAP_AT_MS.map((t) => [String(t), []]));
      for (let i = 0; i < runs; i++) {
        const run = /** @type {PhoneRun & { toggle: { x: number, y: number } }} */ (
          await visit(browser, `${origin}${route}`)
        );
        samples.push(rounded(run));
        for (const atMs of TAP_AT_MS)
          tapSamples[String(atMs)]?.push(
            Math.round(
              /** @type {number} */ (
                await visit(browser, `${origin}${route}`, { atMs, ...run.toggle })
              ),
            ),
          );
      }
      /** @param {keyof PhoneRun} key */
      const mid = (key) => median(samples.map((s) => s[key]));
      const row = {
        route,
        runs,
        median: rounded({
          fcpMs: mid("fcpMs"),
          lcpMs: mid("lcpMs"),
          cls: mid("cls"),
          topMs: mid("topMs"),
          wholeMs: mid("wholeMs"),
          jsBeforeTopBytes: mid("jsBeforeTopBytes"),
          loadMs: mid("loadMs"),
          modulesMs: mid("modulesMs"),
          longAfterTopMs: mid("longAfterTopMs"),
        }),
        tapMs: Object.fromEntries(
          Object.entries(tapSamples).map(([t, ms]) => [t, Math.round(median(ms))]),
        ),
        samples,
        tapSamples,
      };
      rows.push(row);
      log(
        `  ${route.padEnd(28)} top ${row.median.topMs} ms, whole ${row.median.wholeMs} ms, ` +
          `FCP ${row.median.fcpMs}, LCP ${row.median.lcpMs}, load ${row.median.loadMs}, ` +
          `modules from ${row.median.modulesMs}, longest task after top ${row.median.longAfterTopMs}, taps ${TAP_AT_MS.map((t) => row.tapMs[String(t)]).join("/")} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/**
 * The table's rows: medians first, then each run's figures in the same order.
 * @param {PhoneRow[]} rows
 */
export function phoneTable(rows) {
  const kb = (/** @type {number} */ n) => (n / 1024).toFixed(1);
  const head = [
    "route",
    "FCP ms",
    "LCP ms",
    "CLS",
    "top hydrated ms",
    "whole ms",
    "JS before top KB",
    "load ms",
    "modules from ms",
    "longest task after top ms",
    ...TAP_AT_MS.map((t) => `tap @${t / 1000}s ms`),
  ];
  const body = rows.map((r) => {
    const each = (/** @type {(s: PhoneRun) => string} */ f) => r.samples.map(f).join(" ");
    return [
      r.route,
      `${r.median.fcpMs} (${each((s) => String(s.fcpMs))})`,
      `${r.median.lcpMs} (${each((s) => String(s.lcpMs))})`,
      `${r.median.cls.toFixed(3)} (max ${Math.max(...r.samples.map((s) => s.cls)).toFixed(3)})`,
      `${r.median.topMs} (${each((s) => String(s.topMs))})`,
      `${r.median.wholeMs} (${each((s) => String(s.wholeMs))})`,
      `${kb(r.median.jsBeforeTopBytes)} (${each((s) => kb(s.jsBeforeTopBytes))})`,
      `${r.median.loadMs} (${each((s) => String(s.loadMs))})`,
      `${r.median.modulesMs} (${each((s) => String(s.modulesMs))})`,
      `${r.median.longAfterTopMs} (${each((s) => String(s.longAfterTopMs))})`,
      ...TAP_AT_MS.map(
        (t) => `${r.tapMs[String(t)]} (${(r.tapSamples[String(t)] ?? []).join(" ")})`,
      ),
    ];
  });
  return { head, body };
}
