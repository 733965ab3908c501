// @ts-check
// The functions handed to addInitScript and evaluate run in the page, not in Node.
/* global window, document, MutationObserver */
/**
 * Lighthouse's mobile profile for a Playwright page, and when the page hydrated.
 *
 * Shared by the bench (scripts/bench/phone.mjs) and the browser tests, which import it
 * through tests/throttle.ts (typed re-export). Plain JavaScript with JSDoc types so that Node
 * runs it without a TypeScript step and `tsc` still checks its callers. No dependencies: the
 * Playwright `Page` type is only referred to in JSDoc.
 *
 *   await throttleLikeMobile(page);      // before page.goto: network + CPU, hydration probe
 *   await page.goto("/contact");
 *   const ms = await timeToHydration(page);   // ms after navigation start
 *
 * Lighthouse's mobile profile (its "simulated slow 4G" constants): 150 ms RTT, 1.6 Mbit/s
 * down, 750 Kbit/s up, 4x CPU slowdown. Here they are applied for real through CDP
 * (devtools-style throttling), so what a test sees is what a phone on that link would see.
 */

/** Lighthouse 12's `throttling.mobileSlow4G` figures, in CDP units. */
export const MOBILE_PROFILE = Object.freeze({
  /** Round-trip latency added to every request, ms. */
  latencyMs: 150,
  /** 1.6 Mbit/s, in bytes per second. */
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  /** 750 Kbit/s, in bytes per second. */
  uploadBytesPerSecond: (750 * 1024) / 8,
  /** CPU slowdown factor. */
  cpuSlowdown: 4,
});

/**
 * Applies MOBILE_PROFILE to the page through a CDP session (Chromium only) and installs the
 * hydration probe, so `timeToHydration` works after the next navigation. Call it before
 * `page.goto`. The throttling lasts for the page's lifetime; returns the CDP session in case
 * the caller wants to change or lift it (`Network.emulateNetworkConditions` again).
 * @param {import("@playwright/test").Page} page
 */
export async function throttleLikeMobile(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: MOBILE_PROFILE.downloadBytesPerSecond,
    uploadThroughput: MOBILE_PROFILE.uploadBytesPerSecond,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_PROFILE.cpuSlowdown });
  await watchHydration(page);
  return cdp;
}

/**
 * Records, in every document the page loads from now on, the `performance.now()` (ms after
 * navigation start) at which `<html data-hydrated="true">` appeared; app/root.tsx sets it in an
 * effect once React has hydrated. Runs as an init script, which the site's CSP (hashes, no
 * 'unsafe-inline') does not apply to. Idempotent per document.
 * @param {import("@playwright/test").Page} page
 */
export async function watchHydration(page) {
  await page.addInitScript(() => {
    /** @type {any} */
    const w = window;
    if (w.__hydrationProbe) return;
    /** @type {(ms: number) => void} */
    let resolve = () => {};
    const probe = {
      /** @type {number | null} */
      at: null,
      /** @type {Promise<number>} */
      done: new Promise((r) => (resolve = r)),
    };
    w.__hydrationProbe = probe;
    const check = () => {
      if (probe.at !== null) return;
      if (document.documentElement?.dataset.hydrated !== "true") return;
      probe.at = performance.now();
      observer.disconnect();
      resolve(probe.at);
    };
    // The <html> element may not exist yet when init scripts run: observe the document's
    // subtree, which covers the root element's attributes once it is parsed.
    const observer = new MutationObserver(check);
    observer.observe(document, {
      subtree: true,
      attributes: true,
      attributeFilter: ["data-hydrated"],
    });
  });
}

/**
 * Milliseconds after navigation start at which the current document hydrated; waits for it up
 * to `timeoutMs`. Needs `watchHydration` (or `throttleLikeMobile`) before the navigation.
 * @param {import("@playwright/test").Page} page
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<number>}
 */
export async function timeToHydration(page, { timeoutMs = 30_000 } = {}) {
  // A function (not a string) is evaluated through CDP, which the site's CSP allows.
  const result = await page.evaluate(async (timeout) => {
    /** @type {any} */
    const w = window;
    /** @type {{ at: number | null, done: Promise<number> } | undefined} */
    const probe = w.__hydrationProbe;
    if (!probe) return { error: "no probe" };
    const at = await Promise.race([
      probe.done,
      new Promise((r) => setTimeout(() => r(null), timeout)),
    ]);
    return at === null ? { error: "timeout" } : { at: /** @type {number} */ (at) };
  }, timeoutMs);
  if ("at" in result && typeof result.at === "number") return result.at;
  throw new Error(
    result.error === "no probe"
      ? "timeToHydration: call watchHydration(page) or throttleLikeMobile(page) before page.goto"
      : `timeToHydration: <html data-hydrated="true"> did not appear within ${timeoutMs} ms`,
  );
}
