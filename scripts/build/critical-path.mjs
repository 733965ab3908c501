// @ts-check
import { readFile, writeFile } from "node:fs/promises";
import { minifySync } from "vite";
import { htmlFilesUnder } from "./files.mjs";

/** React Router's hints for the page's modules: the entry's and routes' import closure. */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const STYLESHEET = /<link rel="stylesheet" href="[^"]+"\/>/;

/**
 * The inline module script that asks for the page's modules. A module script runs once the
 * document is parsed and the stylesheet has arrived, without holding up the parser, so the
 * modules do not share the connection with the stylesheet the first paint waits for. All are
 * asked for at once, so they arrive in one round rather than one per level of imports.
 * @param {string[]} hrefs
 */
function modulePreloadScript(hrefs) {
  return (
    `document.head.append(...${JSON.stringify(hrefs)}.map((href) => {\n` +
    `  const link = document.createElement("link");\n` +
    `  link.rel = "modulepreload";\n` +
    `  link.href = href;\n` +
    `  return link;\n` +
    `}));`
  );
}

/** An inline classic script with no attributes (JSON-LD has a type and is left alone). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * Minifies the inline scripts in <head> (the early-input script, app/lib/early-input.ts, is
 * written readable in the source): ~65 compressed bytes of every page, margin for the home
 * page's first round trip. The CSP step, later, hashes the minified text.
 * @param {string} html
 * @param {string} file
 */
export function minifyHeadScripts(html, file) {
  const headEnd = html.indexOf("</head>");
  if (headEnd < 0) return html;
  const head = html
    .slice(0, headEnd)
    .replace(INLINE_SCRIPT, (_, code) => `<script>${minifyOrFail(code, "head-script.js", file)}</script>`);
  return head + html.slice(headEnd);
}

/**
 * Minifies one inline script of `file`; a script that does not parse fails the build.
 * @param {string} code
 * @param {string} name the minifier's file name (its extension picks module or script)
 * @param {string} file
 */
function minifyOrFail(code, name, file) {
  const result = minifySync(name, code);
  if (result.errors.length) throw new Error(`${file}: ${result.errors[0]?.message}`);
  return result.code.trim();
}

/**
 * React's markers of content rendered out of place: a Suspense boundary streamed after the shell
 * (`<!--$?-->` and a `<template id="B:…">` placeholder) is moved into the page by an inline
 * script, so without JavaScript it stays hidden. app/entry.server.tsx renders every page whole.
 */
const OUT_OF_PLACE_CONTENT = /<!--\$\?-->|<template id="B:/;

/**
 * Fails the build when a page's content would be hidden without JavaScript.
 * @param {string} html
 * @param {string} file
 */
export function assertContentInPlace(html, file) {
  if (OUT_OF_PLACE_CONTENT.test(html))
    throw new Error(
      `${file}: content streamed out of place (a pending Suspense boundary); without JavaScript it stays hidden`,
    );
}

/**
 * Shapes each page's critical path (docs/decisions/0501-critical-path.md): React Router's
 * <link rel="modulepreload"> hints in the head would be fetched as soon as the HTML is scanned,
 * sharing the connection with the stylesheet the first paint waits for. They are replaced by
 * modulePreloadScript (after the stylesheet), which asks for the same modules once the
 * stylesheet has arrived. React
 * Router's module script is left as it is. The head's inline scripts are minified, and a page
 * with content streamed out of place fails the build. Runs before the CSP step, which hashes the
 * inline scripts as this step leaves them.
 * @param {{ clientDir: string }} options
 */
export async function shapeCriticalPath({ clientDir }) {
  let pages = 0;
  let hints = 0;
  for await (const file of htmlFilesUnder(clientDir)) {
    const html = await readFile(file, "utf8");
    assertContentInPlace(html, file);
    const head = html.slice(0, html.indexOf("</head>"));
    const hrefs = [...head.matchAll(MODULEPRELOAD)].map((m) => m[1] ?? "");
    if (!hrefs.length) throw new Error(`${file}: no modulepreload hints in the head`);
    if (!STYLESHEET.test(head)) throw new Error(`${file}: no stylesheet in the head`);
    const preload = minifyOrFail(modulePreloadScript(hrefs), "preload.mjs", file);
    const out = minifyHeadScripts(html, file)
      .replace(MODULEPRELOAD, "")
      .replace(STYLESHEET, (stylesheet) => `${stylesheet}<script type="module">${preload}</script>`);
    await writeFile(file, out);
    hints += hrefs.length;
    pages++;
  }
  return `${pages} pages, ${hints} modulepreload hints asked for once the stylesheet has arrived`;
}
