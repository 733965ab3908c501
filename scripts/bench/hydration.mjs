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
 * @typedef {{
 *   route: string, runs: number, fcpMs: number | null, loadMs: number | null,
 *   hydratedMs: number, hydratedMinMs: number, hydratedMaxMs: number, samples: HydrationRun[]
 * }} HydrationRow
 */

/**
 * One cold, throttled visit.
 * @param {import("@playwright/test").Browser} browser @param {string} url
 * @returns {Promise<HydrationRun>}
 */
async function visit(browser, url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttleLikeMobile(page);
    await page.goto(url, { waitUntil: "commit", timeout: RUN_TIMEOUT_MS });
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

/**
 * Median throttled FCP, load and time-to-hydration per route.
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
      for (let i = 0; i < runs; i++) samples.push(await visit(browser, `${origin}${route}`));
      const round = (/** @type {number} */ n) => Math.round(n);
      const orNull = (/** @type {(number | null)[]} */ xs) =>
        xs.every((x) => x !== null) ? round(median(/** @type {number[]} */ (xs))) : null;
      const hydrated = samples.map((s) => s.hydratedMs);
      const row = {
        route,
        runs,
        fcpMs: orNull(samples.map((s) => s.fcpMs)),
        loadMs: orNull(samples.map((s) => s.loadMs)),
        hydratedMs: round(median(hydrated)),
        hydratedMinMs: round(Math.min(...hydrated)),
        hydratedMaxMs: round(Math.max(...hydrated)),
        samples: samples.map((s) => ({
          fcpMs: s.fcpMs === null ? null : round(s.fcpMs),
          loadMs: s.loadMs === null ? null : round(s.loadMs),
          hydratedMs: round(s.hydratedMs),
        })),
      };
      rows.push(row);
      log(
        `  ${route.padEnd(46)} hydrated ${row.hydratedMs} ms (${row.hydratedMinMs}–${row.hydratedMaxMs}), FCP ${row.fcpMs ?? "n/a"} ms, throttled`,
      );
    }
  } finally {
    await browser.close();
  }
  return rows;
}
