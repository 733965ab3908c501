/**
 * Lighthouse's mobile profile (150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up, 4x CPU) for a
 * Playwright page, and the time at which the page hydrated. The logic lives in
 * scripts/bench/throttle.mjs so that the bench (plain Node, no TypeScript step) shares it; this
 * module gives the browser tests typed signatures.
 *
 *   await throttleLikeMobile(page);            // before page.goto
 *   await page.goto("/contact");
 *   const ms = await timeToHydration(page);    // ms after navigation start
 */
import type { CDPSession, Page } from "@playwright/test";
import * as shared from "../scripts/bench/throttle.mjs";

/**
 * Throttles network and CPU like Lighthouse's mobile profile and installs the hydration probe
 * for the next navigation. Returns the CDP session, to change or lift the throttling.
 */
export const throttleLikeMobile: (page: Page) => Promise<CDPSession> = shared.throttleLikeMobile;

/**
 * Ms after navigation start at which the current document set `<html data-hydrated="true">`
 * (waits up to timeoutMs, 30 s by default); needs throttleLikeMobile before the navigation.
 * Part of the helper's API for timing tests even while no spec reads it yet.
 * @public
 */
export const timeToHydration: (page: Page, options?: { timeoutMs?: number }) => Promise<number> =
  shared.timeToHydration;
