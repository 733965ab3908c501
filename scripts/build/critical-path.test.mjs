// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { Suspense, createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { assertContentInPlace, deferRouterModules, minifyHeadScripts } from "./critical-path.mjs";

/*
 * What the rewritten loader does in a browser (nothing before the first paint and load, a tap or
 * key starts it, the deadline, each module once) is shown on the real build by
 * tests/e2e/critical-path.spec.ts. React Router's real script exists only inside the build (the
 * rewrite replaces it in place), and every build runs this guard on every page: a page whose
 * script it does not recognise fails the build. Here, only the refusals.
 */
describe("deferRouterModules", () => {
  it("refuses a script of another shape, so the build fails instead of never hydrating", () => {
    // No static imports at all.
    expect(deferRouterModules('import("/assets/entry.js");')).toBeNull();
    // The manifest, but no route module map and no entry import.
    expect(deferRouterModules('import "/assets/manifest.js";\nconsole.log(1);')).toBeNull();
    // React Router with lazy route discovery: no manifest import, the manifest inline.
    expect(
      deferRouterModules(
        ';\nimport * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {};\n' +
          'window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");',
      ),
    ).toBeNull();
    // A route split into chunks (client loader): merged by a `const`, not a plain import.
    expect(
      deferRouterModules(
        'import "/assets/manifest.js";\nimport * as route0_clientLoader from "/assets/a.js";\n' +
          'import * as route0_main from "/assets/b.js";\n' +
          "const route0 = {...route0_clientLoader,...route0_main};\n" +
          'window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");',
      ),
    ).toBeNull();
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
