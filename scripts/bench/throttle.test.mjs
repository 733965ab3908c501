// @ts-check
/* global window, document */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { throttleLikeMobile, timeToHydration, watchHydration } from "./throttle.mjs";

/**
 * A stand-in for a Playwright page: records CDP commands, runs init scripts and evaluated
 * functions in this (happy-dom) window, as the browser would run them in the page.
 */
function fakePage() {
  /** @type {[string, unknown][]} */
  const sent = [];
  /** @type {(() => void)[]} */
  const initScripts = [];
  const page = {
    context: () => ({
      newCDPSession: async () => ({
        send: async (/** @type {string} */ method, /** @type {unknown} */ params) => {
          sent.push([method, params]);
          return {};
        },
      }),
    }),
    addInitScript: async (/** @type {() => void} */ fn) => {
      initScripts.push(fn);
    },
    evaluate: async (/** @type {(arg: any) => any} */ fn, /** @type {any} */ arg) => fn(arg),
    /** What the browser does on navigation: a fresh document runs every init script. */
    navigate: () => initScripts.forEach((fn) => fn()),
  };
  return { page: /** @type {any} */ (page), sent, navigate: page.navigate };
}

beforeEach(() => {
  delete (/** @type {any} */ (window).__hydrationProbe);
  delete document.documentElement.dataset.hydrated;
});
afterEach(() => {
  delete document.documentElement.dataset.hydrated;
});

describe("throttleLikeMobile", () => {
  it("applies Lighthouse's mobile profile: 150 ms RTT, 1.6 Mbit/s down, 750 Kbit/s up, 4x CPU", async () => {
    const { page, sent } = fakePage();
    await throttleLikeMobile(page);
    expect(sent).toEqual([
      ["Network.enable", undefined],
      [
        "Network.emulateNetworkConditions",
        {
          offline: false,
          latency: 150,
          downloadThroughput: 209_715.2, // 1.6 * 1024 * 1024 / 8 bytes/s
          uploadThroughput: 96_000, // 750 * 1024 / 8 bytes/s
        },
      ],
      ["Emulation.setCPUThrottlingRate", { rate: 4 }],
    ]);
  });

  it("installs the hydration probe, so timeToHydration works after the navigation", async () => {
    const { page, navigate } = fakePage();
    await throttleLikeMobile(page);
    navigate();
    vi.spyOn(performance, "now").mockReturnValue(2_750);
    document.documentElement.dataset.hydrated = "true";
    await expect(timeToHydration(page, { timeoutMs: 1_000 })).resolves.toBe(2_750);
  });
});

describe("timeToHydration", () => {
  it('reports when <html data-hydrated="true"> appeared, not when it is read', async () => {
    const { page, navigate } = fakePage();
    await watchHydration(page);
    navigate();
    const now = vi.spyOn(performance, "now").mockReturnValue(3_100);
    document.documentElement.dataset.hydrated = "true";
    await Promise.resolve();
    now.mockReturnValue(9_999);
    await expect(timeToHydration(page, { timeoutMs: 1_000 })).resolves.toBe(3_100);
  });

  it("ignores any other value of data-hydrated and gives up after the timeout", async () => {
    const { page, navigate } = fakePage();
    await watchHydration(page);
    navigate();
    document.documentElement.dataset.hydrated = "false";
    await expect(timeToHydration(page, { timeoutMs: 20 })).rejects.toThrow(
      'data-hydrated="true"> did not appear within 20 ms',
    );
  });

  it("says what to call first when the page was loaded without the probe", async () => {
    const { page } = fakePage();
    await expect(timeToHydration(page, { timeoutMs: 20 })).rejects.toThrow(
      "call watchHydration(page) or throttleLikeMobile(page) before page.goto",
    );
  });
});
