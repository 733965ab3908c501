// @vitest-environment node
import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { Suspense, createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertContentInPlace, minifyHeadScripts, shapeCriticalPath } from "./critical-path.mjs";

/** A built page as React Router writes it, before this step. */
const builtPage = ({ hints = ["/assets/manifest-1.js", "/assets/framework-2.js"], stylesheet = true } = {}) =>
  "<!DOCTYPE html><html><head><title>x</title>" +
  hints.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("") +
  (stylesheet ? '<link rel="stylesheet" href="/assets/app-3.css"/>' : "") +
  "<script>\n  window.early = true;\n</script></head><body><main>Findings</main>" +
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-4.js");</script>' +
  "</body></html>";

/** Runs shapeCriticalPath on one page in a folder of its own; returns the page it wrote. */
async function shape(html) {
  const dir = await mkdtemp(path.join(tmpdir(), "critical-path-"));
  try {
    await writeFile(path.join(dir, "index.html"), html);
    await shapeCriticalPath({ clientDir: dir });
    return await readFile(path.join(dir, "index.html"), "utf8");
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe("shapeCriticalPath", () => {
  it("asks for the page's modules from a module script after the stylesheet, not from hints", async () => {
    const out = await shape(builtPage());
    expect(out).not.toContain('rel="modulepreload"');
    const afterStylesheet = /<link rel="stylesheet" href="\/assets\/app-3\.css"\/><script type="module">([^<]+)<\/script>/.exec(
        out,
      );
    expect(afterStylesheet).not.toBeNull();
    // Run it against a stand-in document: one modulepreload link per module, in order.
    const appended = [];
    const document = {
      createElement: () => ({}),
      head: { append: (...links) => appended.push(...links) },
    };
    new Function("document", afterStylesheet?.[1] ?? "")(document);
    expect(appended).toEqual([
      { rel: "modulepreload", href: "/assets/manifest-1.js" },
      { rel: "modulepreload", href: "/assets/framework-2.js" },
    ]);
  });

  it("leaves React Router's module script and the body as they were, and minifies the head's scripts", async () => {
    const out = await shape(builtPage());
    expect(out).toContain(
      '<body><main>Findings</main><script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-4.js");</script></body>',
    );
    expect(out).not.toContain("\n  window.early = true;");
  });

  it("fails the build on a page without hints or without a stylesheet", async () => {
    await expect(shape(builtPage({ hints: [] }))).rejects.toThrow(/no modulepreload hints/);
    await expect(shape(builtPage({ stylesheet: false }))).rejects.toThrow(/no stylesheet/);
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
