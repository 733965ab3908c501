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

export const MOBILE_PROFILE: Readonly<{
  latencyMs: number;
  downloadBytesPerSecond: number;
  uploadBytesPerSecond: number;
  cpuSlowdown: number;
}> = shared.MOBILE_PROFILE;

/** Throttles network and CPU like Lighthouse's mobile profile and installs the hydration probe. */
export const throttleLikeMobile: (page: Page) => Promise<CDPSession> = shared.throttleLikeMobile;

/** Records when `<html data-hydrated="true">` appears in every later document of the page. */
export const watchHydration: (page: Page) => Promise<void> = shared.watchHydration;

/** Ms after navigation start at which the current document hydrated (waits up to timeoutMs). */
export const timeToHydration: (page: Page, options?: { timeoutMs?: number }) => Promise<number> =
  shared.timeToHydration;

/** First contentful paint of the current document, ms after navigation start, or null. */
export const firstContentfulPaint: (page: Page) => Promise<number | null> =
  shared.firstContentfulPaint;
