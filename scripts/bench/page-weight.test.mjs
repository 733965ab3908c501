// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseHtml } from "../build/html.mjs";
import { createPageWeigher, scriptsNamed } from "./page-weight.mjs";

describe("the scripts a page names", () => {
  it("takes module preloads and script sources under /assets/, however the markup is written", () => {
    const page = parseHtml(
      [
        '<HEAD><LINK REL="modulepreload" HREF="/assets/entry-a.js" data-x="a > b">',
        '<link rel="stylesheet" href="/assets/root-c.css"><link rel="preload" as="font" href="/assets/f.woff2">',
        '<!-- <link rel="modulepreload" href="/assets/commented.js"> -->',
        '<link\r\n  rel="modulepreload"\r\n  href="/assets/root-b.js">',
        '<link rel="modulepreload" href="/assets/entry-a.js"></HEAD>',
        '<BODY><SCRIPT TYPE="module" SRC="/assets/deferred.js"></SCRIPT>',
        '<script>import("/assets/not-a-source.js")</script><script src="https://elsewhere.example/x.js"></script>',
      ].join("\n"),
    );
    expect(scriptsNamed(page)).toEqual([
      "/assets/entry-a.js",
      "/assets/root-b.js",
      "/assets/deferred.js",
    ]);
  });
});

describe("a page's JavaScript", () => {
  it("follows each chunk's imports as the bundler reported them, not as its code reads", () => {
    const build = mkdtempSync(path.join(os.tmpdir(), "page-weight-"));
    try {
      const files = {
        "client/index.html": '<link rel="modulepreload" href="/assets/entry.js"><p>Home</p>',
        // Minified code whose import a pattern would miss, and a string that looks like one.
        "client/assets/entry.js": 'import{a}from"./shared.js";const s=\'import "./decoy.js"\';',
        "client/assets/shared.js": "export const a=1;".repeat(40),
        "client/assets/decoy.js": "export const d=1;".repeat(400),
        "bundle-stats.json": JSON.stringify({
          "assets/entry.js": {
            total: 10,
            own: 10,
            parts: { app: 10 },
            imports: ["assets/shared.js"],
          },
          "assets/shared.js": { total: 10, own: 5, parts: { app: 5, react: 5 }, imports: [] },
        }),
      };
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
        writeFileSync(path.join(build, file), text);
      }
      const page = createPageWeigher(build).weighPath("/");
      expect(page.path).toBe("/");
      expect(page.scripts).toEqual(["/assets/entry.js", "/assets/shared.js"]);
      expect(page.jsGzip).toBeGreaterThan(0);
      expect(page.ownGzip).toBeLessThan(page.jsGzip);
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });
});
