// @vitest-environment node
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  criticalCss,
  inlineCriticalCss,
  matchableSelectors,
  stylesheetSelectors,
  withCriticalCss,
  withoutFontFaces,
} from "./critical-css.mjs";
import { inlineSources } from "./csp.mjs";
import { attr, findAll, findOne, parseHtml, textOf } from "./html.mjs";

describe("selectors of the stylesheet", () => {
  it("splits a list only at its own commas, not inside :is(), strings or escapes", () => {
    expect(
      matchableSelectors(
        '.a, :is(ul,ol) > li,[title="a,b"] , .w-\\[min\\(56rem\\,calc\\(100vw-4rem\\)\\)\\]',
      ),
    ).toEqual([
      ".a",
      ":is(ul,ol) > li",
      '[title="a,b"]',
      ".w-\\[min\\(56rem\\,calc\\(100vw-4rem\\)\\)\\]",
    ]);
  });

  it("sets pseudo-elements aside (one colon or two), keeps pseudo-classes and escaped colons", () => {
    /** @param {string} selector */
    const one = (selector) => matchableSelectors(selector)[0];
    expect(one(".before\\:content-none:before")).toBe(".before\\:content-none");
    expect(one("input::placeholder")).toBe("input");
    expect(one("::backdrop")).toBe("*");
    expect(one(".a > ::marker")).toBe(".a > *");
    expect(one(".hover\\:underline:hover")).toBe(".hover\\:underline:hover");
    expect(one(".lg\\:flex")).toBe(".lg\\:flex");
    expect(one(':where(html[data-x="a::b"] *) .y')).toBe(':where(html[data-x="a::b"] *) .y');
    expect(one("html:has(#site-menu:popover-open)")).toBe("html:has(#site-menu:popover-open)");
    expect(one(".prose :where(li)::marker")).toBe(".prose :where(li)");
  });
});

const SHEET = [
  "/*! a licence */",
  "@layer properties;@layer theme, base, utilities;",
  "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0;--tw-y:0}}}",
  "@layer theme{:root,:host{--c:#123}}",
  "@layer base{*,:after,:before{box-sizing:border-box}a{color:inherit}}",
  "@layer utilities{.flex{display:flex;translate:var(--tw-x) 0}.grid{display:grid}",
  "@media (width>=64rem){.lg\\:grid{display:grid}.lg\\:hidden{display:none}}",
  ".hover\\:underline{&:hover{text-decoration:underline}}}",
  "@font-face{font-family:X;src:url(x.woff2)}",
  "@property --tw-x{syntax:'*';inherits:false}",
  "@property --tw-y{syntax:'*';inherits:false}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  "@media (scripting:enabled){html:not([data-hydrated]) main>:not(:first-child){content-visibility:auto;contain-intrinsic-block-size:auto 800px}}",
  "@media print{.grid{break-inside:avoid}}",
].join("");

describe("the first stylesheet", () => {
  it("keeps the used rules in their layers and at-rules, in order, and drops the rest (print too)", () => {
    // Every @font-face and @keyframes; an @property and a default only where a kept rule reads it.
    const used = new Set([":root", "*", ".flex", ".lg\\:grid"]);
    expect(criticalCss(SHEET, used)).toBe(
      [
        "@layer properties;@layer theme, base, utilities;",
        "@layer properties{@supports (-moz-orient:inline){*,:before{--tw-x:0}}}",
        "@layer theme{:root,:host{--c:#123}}",
        "@layer base{*,:after,:before{box-sizing:border-box}}",
        "@layer utilities{.flex{display:flex;translate:var(--tw-x) 0}",
        "@media (width>=64rem){.lg\\:grid{display:grid}}}",
        "@font-face{font-family:X;src:url(x.woff2)}",
        "@property --tw-x{syntax:'*';inherits:false}",
        "@keyframes spin{to{transform:rotate(1turn)}}",
        "@media (scripting:enabled){html:not([data-hydrated]) main>:not(:first-child){content-visibility:auto;contain-intrinsic-block-size:auto 800px}}",
      ].join(""),
    );
  });

  it("leaves the faces to the first stylesheet: the whole one declares none, the rest as it was", () => {
    expect(withoutFontFaces(SHEET)).toBe(SHEET.replace("@font-face{font-family:X;src:url(x.woff2)}", ""));
  });

  it("lists every selector an element could match, none from inside @keyframes", () => {
    const selectors = stylesheetSelectors(SHEET);
    expect(selectors).toContain("*");
    expect(selectors).toContain(".lg\\:hidden");
    expect(selectors).not.toContain("to");
  });
});

describe("a page with its first stylesheet", () => {
  const LINK = '<LINK REL="Stylesheet" href="/assets/app.css" data-precedence="default">';
  const HEAD = [
    "<!DOCTYPE html>\r\n<HTML lang=en><HEAD><META charset=utf-8>",
    '<!-- <link rel="stylesheet" href="/old.css"> -->',
    '<meta name="x" content="<link rel=stylesheet href=/fake.css>">',
  ].join("");
  const TITLE = "<title>T</title></HEAD>\r\n<BODY><p>a > b</p><script>var x = 1;</script>";
  const END = "\r\n</BODY></HTML>";
  const PAGE = `${HEAD}${LINK}${TITLE}${END}`;

  it("holds the rules where the link was and the link at the body's end, nothing else moved", () => {
    const out = withCriticalCss(PAGE, ".a{color:red}");
    expect(out).toBe(`${HEAD}<style>.a{color:red}</style>${TITLE}\r\n${LINK}</BODY></HTML>`);
    const page = parseHtml(out);
    const head = findOne(page, (e) => e.name === "head");
    const body = findOne(page, (e) => e.name === "body");
    if (!head || !body) throw new Error("no head or body");
    expect(findAll(head, (e) => e.name === "style").map(textOf)).toEqual([".a{color:red}"]);
    expect(findAll(head, (e) => e.name === "link")).toHaveLength(0);
    const links = findAll(body, (e) => e.name === "link");
    expect(links.map((l) => attr(l, "href"))).toEqual(["/assets/app.css"]);
  });

  it("is hashed by the CSP step, as the browser hashes it", () => {
    const { styles } = inlineSources(withCriticalCss(PAGE, ".a{color:red}"));
    expect(styles).toEqual(["'sha256-AYkV/wUaXEz1i9pndN1veIXFHZVFTj4Ojce2rMK7bSc='"]);
  });

  it("refuses rules that would end their <style> early, and a page with two stylesheets", () => {
    expect(() => withCriticalCss(PAGE, 'a::after{content:"</STYLE>"}')).toThrow(/<\/style/);
    const two = `${HEAD}${LINK}<link rel="stylesheet" href="/b.css">${TITLE}${END}`;
    expect(() => withCriticalCss(two, ".a{}")).toThrow(/one stylesheet link/);
  });
});

describe("a host without Chromium", () => {
  it("builds the pages as they were: the step says it skipped, and changes no file", async () => {
    const client = await mkdtemp(path.join(os.tmpdir(), "critical-css-"));
    try {
      const css = "@font-face{font-family:X;src:url(x.woff2)}.a{color:red}";
      const html =
        '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"></head><body><p class="a">A</p></body></html>';
      await mkdir(path.join(client, "assets"));
      await writeFile(path.join(client, "assets/app.css"), css);
      await writeFile(path.join(client, "index.html"), html);
      const missing = path.join(client, "no-chromium-here");
      const summary = await inlineCriticalCss({
        clientDir: client,
        pages: [{ path: "/", file: path.join(client, "index.html") }],
        browserPath: missing,
      });
      expect(summary).toBe(
        `skipped: no headless Chromium at ${missing} (set CHROMIUM_HEADLESS_SHELL_PATH or CHROMIUM_PATH); every page keeps its stylesheet link in <head>`,
      );
      expect(await readFile(path.join(client, "index.html"), "utf8")).toBe(html);
      expect(await readFile(path.join(client, "assets/app.css"), "utf8")).toBe(css);
    } finally {
      await rm(client, { recursive: true, force: true });
    }
  });
});
