// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { Suspense, createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import {
  HYDRATION_DEADLINE_MS,
  assertContentInPlace,
  deferRouterModules,
  minifyHeadScripts,
} from "./critical-path.mjs";

/** React Router 7's inline module script, as it writes it into a prerendered page. */
const ROUTER_SCRIPT = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/home-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");`;

/**
 * Runs the rewritten script in a fake page: dynamic import() becomes a recorded call, and the
 * page's load event, first paint, frame and timer are fired by the test.
 */
function runInFakePage(
  code,
  { readyState = "loading", paintSupported = true, manifest = undefined } = {},
) {
  const imported = [];
  const listeners = {};
  const frames = [];
  const timers = [];
  let paintCallback = null;
  const win = { __reactRouterRouteModules: undefined };
  const preloaded = [];
  const fakePerformance = { now: () => 0 };
  const fakeDocument = {
    readyState,
    createElement: () => ({}),
    head: {
      append: (link) => {
        preloaded.push(`${link.rel} ${link.href}`);
      },
    },
  };
  class FakeObserver {
    static supportedEntryTypes = paintSupported ? ["paint", "largest-contentful-paint"] : [];
    constructor(callback) {
      this.callback = callback;
    }
    observe(options) {
      expect(options).toEqual({ type: "paint", buffered: true });
      paintCallback = (name) =>
        this.callback({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }, this);
    }
    disconnect() {
      paintCallback = null;
    }
  }
  const load = (specifier) => {
    imported.push(specifier);
    // React Router's manifest module only sets a global.
    if (specifier.includes("manifest")) win.__reactRouterManifest = manifest;
    return Promise.resolve({ specifier });
  };
  const run = new Function(
    "window",
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "PerformanceObserver",
    "performance",
    "load",
    code.replace(/\bimport\(/g, "load("),
  );
  run(
    win,
    fakeDocument,
    (type, fn) => (listeners[type] = fn),
    (fn) => frames.push(fn),
    (fn, ms = 0) => timers.push({ fn, ms }),
    FakeObserver,
    fakePerformance,
    load,
  );
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    imported,
    preloaded,
    win,
    fireLoad: () => listeners.load?.(),
    /** Fires a window event the script listens for; fails when it does not listen. */
    fire(type) {
      expect(listeners[type], `listens for ${type}`).toBeTypeOf("function");
      listeners[type]();
    },
    paint: (name) => paintCallback?.(name),
    /** Runs the pending frame, then the zero-delay timer it set, then lets the imports resolve. */
    async nextFrame() {
      frames.splice(0).forEach((fn) => fn());
      for (const timer of timers.filter((t) => t.ms === 0)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
      await settle();
    },
    /** Runs the timers due after `ms`. */
    async elapse(ms) {
      for (const timer of timers.filter((t) => t.ms <= ms)) {
        timers.splice(timers.indexOf(timer), 1);
        timer.fn();
      }
      await settle();
    },
  };
}

describe("deferRouterModules", () => {
  it("imports nothing until the page has loaded and painted, then hydrates a frame later", async () => {
    const code = deferRouterModules(ROUTER_SCRIPT);
    expect(code).not.toBeNull();
    const page = runInFakePage(code);
    page.paint("first-paint");
    page.fireLoad();
    await page.nextFrame();
    expect(page.imported).toEqual([]);

    page.paint("first-contentful-paint");
    expect(page.imported).toEqual([]);
    await page.nextFrame();
    expect(page.imported).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/home-3.js",
      "/assets/entry.client-4.js",
    ]);
    expect(page.win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-2.js" },
      "routes/home": { specifier: "/assets/home-3.js" },
    });
  });

  it("waits for load when the first paint came first", async () => {
    const page = runInFakePage(deferRouterModules(ROUTER_SCRIPT));
    page.paint("first-contentful-paint");
    await page.nextFrame();
    expect(page.imported).toEqual([]);
    page.fireLoad();
    await page.nextFrame();
    expect(page.imported).toHaveLength(4);
  });

  it("starts after load alone where paint timing is not supported, or load has passed", async () => {
    const unsupported = runInFakePage(deferRouterModules(ROUTER_SCRIPT), {
      paintSupported: false,
    });
    unsupported.fireLoad();
    await unsupported.nextFrame();
    expect(unsupported.imported).toHaveLength(4);

    const complete = runInFakePage(deferRouterModules(ROUTER_SCRIPT), { readyState: "complete" });
    complete.paint("first-contentful-paint");
    await complete.nextFrame();
    expect(complete.imported).toHaveLength(4);
  });

  it("starts by the deadline when load never comes, and only once", async () => {
    const page = runInFakePage(deferRouterModules(ROUTER_SCRIPT));
    page.paint("first-contentful-paint");
    await page.elapse(HYDRATION_DEADLINE_MS - 1);
    expect(page.imported).toEqual([]);
    await page.elapse(HYDRATION_DEADLINE_MS);
    expect(page.imported).toHaveLength(4);
    page.fireLoad();
    await page.nextFrame();
    expect(page.imported).toHaveLength(4);
  });

  for (const type of ["pointerdown", "touchstart", "keydown", "focusin"]) {
    it(`starts at once on the visitor's first ${type}, before load or paint, and only once`, async () => {
      const page = runInFakePage(deferRouterModules(ROUTER_SCRIPT));
      expect(page.imported).toEqual([]);
      page.fire(type);
      await page.elapse(0);
      expect(page.imported).toHaveLength(4);
      page.paint("first-contentful-paint");
      page.fireLoad();
      await page.nextFrame();
      await page.elapse(HYDRATION_DEADLINE_MS);
      expect(page.imported).toHaveLength(4);
    });
  }

  it("requests the entry at once and the page's whole module graph once the manifest has run", async () => {
    const manifest = {
      entry: { module: "/assets/entry.client-4.js", imports: ["/assets/jsx-runtime-6.js"] },
      routes: {
        root: { imports: ["/assets/jsx-runtime-6.js", "/assets/header-7.js"] },
        "routes/home": { imports: ["/assets/hero-8.js"] },
        "routes/about": { imports: ["/assets/about-only-9.js"] },
      },
    };
    const page = runInFakePage(deferRouterModules(ROUTER_SCRIPT), { manifest });
    page.fireLoad();
    expect(page.preloaded).toEqual([]);
    page.paint("first-contentful-paint");
    await page.nextFrame();
    expect(page.preloaded).toEqual([
      "modulepreload /assets/entry.client-4.js",
      "modulepreload /assets/jsx-runtime-6.js",
      "modulepreload /assets/header-7.js",
      "modulepreload /assets/hero-8.js",
    ]);
    expect(page.imported).toHaveLength(4);
    expect(page.win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-2.js" },
      "routes/home": { specifier: "/assets/home-3.js" },
    });
  });

  it("preloads each module once", async () => {
    const manifest = {
      entry: { module: "/assets/entry.client-4.js", imports: ["/assets/a-10.js"] },
      routes: {
        root: { imports: ["/assets/a-10.js", "/assets/b-11.js", "/assets/entry.client-4.js"] },
        "routes/home": { imports: ["/assets/b-11.js", "/assets/c-12.js"] },
      },
    };
    const page = runInFakePage(deferRouterModules(ROUTER_SCRIPT), { manifest });
    page.fire("pointerdown");
    await page.elapse(0);
    expect(page.preloaded).toEqual([
      "modulepreload /assets/entry.client-4.js",
      "modulepreload /assets/a-10.js",
      "modulepreload /assets/b-11.js",
      "modulepreload /assets/c-12.js",
    ]);
  });

  it("still hydrates when the manifest module sets no manifest", async () => {
    const page = runInFakePage(deferRouterModules(ROUTER_SCRIPT));
    page.fire("keydown");
    await page.elapse(0);
    expect(page.preloaded).toEqual(["modulepreload /assets/entry.client-4.js"]);
    expect(page.imported).toHaveLength(4);
  });

  it("refuses a script of another shape, so the build fails instead of never hydrating", () => {
    expect(deferRouterModules('import("/assets/entry.js");')).toBeNull();
    expect(deferRouterModules('import "/assets/manifest.js";\nconsole.log(1);')).toBeNull();
  });
});

describe("minifyHeadScripts", () => {
  const page = (head, body = "") =>
    `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

  it("minifies the head's inline classic scripts and leaves JSON-LD and the body alone", () => {
    const readable = `(function () {\n  var answer = 40 + 2;\n  window.answer = answer;\n})();`;
    const jsonLd = `<script type="application/ld+json">{ "@type": "Organization" }</script>`;
    const bodyScript = `<script>\n  window.kept = true;\n</script>`;
    const out = minifyHeadScripts(page(`${jsonLd}<script>${readable}</script>`, bodyScript), "x");
    const headScript = /<head>.*<script>(.*?)<\/script><\/head>/s.exec(out)?.[1] ?? "";
    expect(headScript.length).toBeGreaterThan(0);
    expect(headScript.length).toBeLessThan(readable.length);
    expect(headScript).not.toMatch(/\n/);
    // Still does the same.
    const win = {};
    new Function("window", headScript)(win);
    expect(win).toEqual({ answer: 42 });
    expect(out).toContain(jsonLd);
    expect(out).toContain(bodyScript);
  });

  it("fails the build on a script it cannot parse", () => {
    expect(() => minifyHeadScripts(page("<script>var = ;</script>"), "page.html")).toThrow(
      /page\.html/,
    );
  });
});

describe("assertContentInPlace", () => {
  /** What React's streaming renderer writes for a page with one large Suspense boundary. */
  function render(options) {
    const page = createElement(
      "main",
      null,
      createElement(Suspense, null, createElement("p", null, "Findings. ".repeat(3000))),
    );
    return new Promise((resolve, reject) => {
      const { pipe } = renderToPipeableStream(page, {
        ...options,
        onAllReady() {
          let html = "";
          const sink = new PassThrough();
          sink.on("data", (chunk) => (html += chunk));
          sink.on("end", () => resolve(html));
          pipe(sink);
        },
        onShellError: reject,
      });
    });
  }

  it("fails the build on a boundary React moved out of place (hidden without JavaScript)", async () => {
    const streamed = await render({});
    expect(() => assertContentInPlace(streamed, "page.html")).toThrow(/page\.html.*out of place/);
  });

  it("passes a page rendered whole, as app/entry.server.tsx renders it", async () => {
    const whole = await render({ progressiveChunkSize: Number.POSITIVE_INFINITY });
    expect(whole).toContain("Findings.");
    expect(() => assertContentInPlace(whole, "page.html")).not.toThrow();
  });
});
