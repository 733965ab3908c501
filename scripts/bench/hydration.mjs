// @ts-check
/**
 * Throttled time-to-hydration: how long a phone on Lighthouse's mobile profile (150 ms RTT,
 * 1.6 Mbit/s, 4x CPU; scripts/bench/throttle.mjs) waits before the page it sees is the React
 * page, i.e. before `<html data-hydrated="true">` (app/root.tsx). Lighthouse reports neither
 * this nor when the page modules start, since decision 0501 defers them past the first paint.
 *
 * Each run is a cold browser context (empty cache) at 390 x 844 px, a phone's viewport, in one
 * Chromium for all runs; each figure is the median of the runs. Used by lighthouse.mjs
 * (`npm run bench`, `npm run bench:hydration`).
 */
import { chromium } from "@playwright/test";
import { firstContentfulPaint, throttleLikeMobile, timeToHydration } from "./throttle.mjs";

export const HYDRATION_ROUTES = ["/", "/contact", "/industries"];
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
 * @typedef {{ fcpMs: number | null, loadMs: number | null, hydratedMs: number }} HydrationRun
 * @typedef {{ hydratedMs: number, minMs: number, maxMs: number }} HydrationFigure
 * @typedef {{
 *   route: string, runs: number, fcpMs: number | null, loadMs: number | null,
 *   hydratedMs: number, hydratedMinMs: number, hydratedMaxMs: number,
 *   keyAtFirstPaint: HydrationFigure, samples: HydrationRun[], keySamples: HydrationRun[]
 * }} HydrationRow
 */

/**
 * One cold, throttled visit. With `keyAtFirstPaint`, the visitor presses Shift as soon as the
 * first contentful paint is observed: a keystroke that does nothing on the page, but is the
 * first interaction that issue 10 asks to wake the page (idle until urgent).
 * @param {import("@playwright/test").Browser} browser @param {string} url
 * @param {{ keyAtFirstPaint?: boolean }} [options]
 * @returns {Promise<HydrationRun>}
 */
async function visit(browser, url, { keyAtFirstPaint = false } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttleLikeMobile(page);
    await page.goto(url, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS });
    if (keyAtFirstPaint) {
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            new PerformanceObserver((list) => {
              if (list.getEntriesByName("first-contentful-paint").length) resolve(null);
            }).observe({ type: "paint", buffered: true });
          }),
      );
      await page.keyboard.press("Shift");
    }
    const hydratedMs = await timeToHydration(page, { timeoutMs: RUN_TIMEOUT_MS });
    const fcpMs = await firstContentfulPaint(page);
    const loadMs = await page.evaluate(() => {
      const nav = /** @type {PerformanceNavigationTiming | undefined} */ (
        performance.getEntriesByType("navigation")[0]
      );
      return nav && nav.loadEventStart > 0 ? nav.loadEventStart : null;
    });
    return { fcpMs, loadMs, hydratedMs };
  } finally {
    await context.close();
  }
}

const round = (/** @type {number} */ n) => Math.round(n);
/** @param {(number | null)[]} xs */
const medianOrNull = (xs) =>
  xs.every((x) => x !== null) ? round(median(/** @type {number[]} */ (xs))) : null;
/** @param {HydrationRun} s @returns {HydrationRun} */
const rounded = (s) => ({
  fcpMs: s.fcpMs === null ? null : round(s.fcpMs),
  loadMs: s.loadMs === null ? null : round(s.loadMs),
  hydratedMs: round(s.hydratedMs),
});
/** @param {HydrationRun[]} samples @returns {HydrationFigure} */
const figure = (samples) => {
  const ms = samples.map((s) => s.hydratedMs);
  return {
    hydratedMs: round(median(ms)),
    minMs: round(Math.min(...ms)),
    maxMs: round(Math.max(...ms)),
  };
};

/**
 * Median throttled FCP, load and time-to-hydration per route: untouched, and with a key
 * pressed at the first paint. The two kinds of visit alternate, so machine noise falls on both.
 * @param {{ origin: string, routes?: string[], runs?: number, executablePath: string,
 *   args: string[], log?: (line: string) => void }} options
 * @returns {Promise<HydrationRow[]>}
 */
export async function measureHydration({
  origin,
  routes = HYDRATION_ROUTES,
  runs = 3,
  executablePath,
  args,
  log = () => {},
}) {
  const browser = await chromium.launch({ executablePath, args });
  /** @type {HydrationRow[]} */
  const rows = [];
  try {
    for (const route of routes) {
      /** @type {HydrationRun[]} */
      const samples = [];
      /** @type {HydrationRun[]} */
      const keySamples = [];
      for (let i = 0; i < runs; i++) {
        samples.push(await visit(browser, `${origin}${route}`));
        keySamples.push(await visit(browser, `${origin}${route}`, { keyAtFirstPaint: true }));
      }
      const untouched = figure(samples);
      /** @type {HydrationRow} */
      const row = {
        route,
        runs,
        fcpMs: medianOrNull(samples.map((s) => s.fcpMs)),
        loadMs: medianOrNull(samples.map((s) => s.loadMs)),
        hydratedMs: untouched.hydratedMs,
        hydratedMinMs: untouched.minMs,
        hydratedMaxMs: untouched.maxMs,
        keyAtFirstPaint: figure(keySamples),
        samples: samples.map(rounded),
        keySamples: keySamples.map(rounded),
      };
      rows.push(row);
      log(
        `  ${route.padEnd(46)} hydrated ${row.hydratedMs} ms (${row.hydratedMinMs}–${row.hydratedMaxMs}), ` +
          `${row.keyAtFirstPaint.hydratedMs} ms with a key at first paint, FCP ${row.fcpMs ?? "n/a"} ms`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
