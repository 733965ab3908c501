// @ts-check
import { readFile, writeFile } from "node:fs/promises";
import { minifySync } from "vite";
import { htmlFilesUnder } from "./files.mjs";

const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
/** React Router's inline module script: static imports of the manifest and route modules. */
const ROUTER_MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** Hydration starts by this time after the page's scripts ran, even if no paint was seen. */
const HYDRATION_DEADLINE_MS = 3000;
/**
 * The visitor's first interaction starts loading the modules at once (idle until urgent): a tap,
 * a key or focus moving into the page means the widgets are wanted now.
 */
const WAKE_EVENTS = ["pointerdown", "touchstart", "keydown", "focusin"];
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");?$/;

/**
 * Rewrites React Router's inline module script so the page's modules are requested only after
 * the first contentful paint (one frame later), not while the first paint still needs the
 * connection, or at the visitor's first tap, key or focus, whichever comes first. Static
 * imports become one Promise.all of dynamic imports; the script's remaining code (route module
 * map, entry import) runs after.
 * When loading starts, the entry module is requested with the route modules (it used to wait
 * for them), and as soon as React Router's manifest module has run, every module its entry and
 * this page's routes import (the manifest lists each route's whole import closure) is
 * preloaded, so the import chain is fetched in two rounds instead of one per level. The list
 * is read from the manifest rather than written into the page: in the page it cost ~400 bytes
 * of compressed HTML, enough to push the home page past the 14.6 KB a new connection's first
 * round trip carries (docs/decisions/0501-critical-path.md).
 * Returns null when the script is not of the expected shape, so a React Router change fails
 * the build instead of shipping a page that never hydrates.
 * @param {string} code
 */
export function deferRouterModules(code) {
  const lines = code.split("\n");
  /** @type {string[]} */
  const specifiers = [];
  /** @type {string[]} */
  const names = [];
  let rest = 0;
  for (; rest < lines.length; rest++) {
    const line = (lines[rest] ?? "").trim();
    const m = STATIC_IMPORT.exec(line);
    if (!m) break;
    names.push(m[1] ?? "");
    specifiers.push(`import(${m[2]})`);
  }
  const body = lines.slice(rest).join("\n").trim();
  const modulesLine = /^window\.__reactRouterRouteModules = (\{[^\n]*\});/.exec(body);
  const entry = /import\(("[^"]+")\);?$/.exec(body);
  if (specifiers.length === 0 || !modulesLine || !entry) return null;
  // The first static import is the manifest module (it only sets window.__reactRouterManifest).
  if (names[0] !== "" || !/manifest/.test(specifiers[0] ?? "")) return null;
  const routeIds = [...(modulesLine[1] ?? "").matchAll(/("(?:[^"\\]|\\.)*"):route\d+/g)].map(
    (m) => JSON.parse(m[1] ?? '""'),
  );
  return (
    `const preloaded = new Set();\n` +
    `const preload = (href) => {\n` +
    `  if (preloaded.has(href)) return;\n` +
    `  preloaded.add(href);\n` +
    `  const link = document.createElement("link");\n` +
    `  link.rel = "modulepreload";\n` +
    `  link.href = href;\n` +
    `  document.head.append(link);\n` +
    `};\n` +
    `const hydrate = () => {\n` +
    `  preload(${entry[1]});\n` +
    `  const manifest = ${specifiers[0]}.then((module) => {\n` +
    `    const m = window.__reactRouterManifest;\n` +
    `    if (m) [m.entry, ...${JSON.stringify(routeIds)}.map((id) => m.routes[id])].flatMap((r) => r?.imports ?? []).forEach(preload);\n` +
    `    return module;\n` +
    `  });\n` +
    `  return Promise.all([manifest, ${specifiers.slice(1).join(", ")}]).then(([${names.join(", ")}]) => {\n` +
    `${body}\n});\n};\n` +
    // Starts one frame after the first contentful paint. A page that never paints (a tab
    // opened in the background) starts by a deadline anyway.
    `let started = false;\n` +
    `const start = () => { if (!started) { started = true; hydrate(); } };\n` +
    `const ready = () => requestAnimationFrame(() => setTimeout(start));\n` +
    `setTimeout(start, ${HYDRATION_DEADLINE_MS});\n` +
    `for (const type of ${JSON.stringify(WAKE_EVENTS)}) addEventListener(type, start, { capture: true, passive: true, once: true });\n` +
    `if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) ready();\n` +
    `else new PerformanceObserver((list, observer) => {\n` +
    `  if (!list.getEntriesByName("first-contentful-paint").length) return;\n` +
    `  observer.disconnect();\n` +
    `  ready();\n` +
    `}).observe({ type: "paint", buffered: true });`
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
 * Shapes each page's critical path for the first paint (docs/decisions/0501-critical-path.md):
 * - React Router's <link rel="modulepreload"> hints are dropped: the prerendered HTML is
 *   complete without JavaScript, so the ~130 KB of modules load through the page's own module
 *   script after the document is parsed instead of competing with the stylesheet and fonts for
 *   the first paint. Hydration starts a round trip or two later.
 * - The page's module script waits for the first contentful paint (or a 3 s deadline) before
 *   it imports anything (deferRouterModules), so the first paint has the connection to itself.
 *   The page is complete and usable without JavaScript meanwhile.
 * - The head's inline scripts are minified (minifyHeadScripts).
 * React hydrates <head> without complaint (it re-adds the hints once hydrated, when the modules
 * are already loaded). Moving the stylesheet to the top of <head> was tried and dropped: with a
 * JSON-LD script in the head React reports a hydration mismatch (#418) and duplicates the
 * JSON-LD. Runs before the CSP step, which hashes the inline scripts as this step leaves them.
 * @param {{ clientDir: string }} options
 */
export async function shapeCriticalPath({ clientDir }) {
  let pages = 0;
  let hints = 0;
  for await (const file of htmlFilesUnder(clientDir)) {
    const html = await readFile(file, "utf8");
    assertContentInPlace(html, file);
    hints += html.slice(0, html.indexOf("</head>")).match(MODULEPRELOAD)?.length ?? 0;
    const routerScript = ROUTER_MODULE_SCRIPT.exec(html);
    if (!routerScript) throw new Error(`${file}: no React Router module script`);
    const deferred = deferRouterModules(routerScript[1] ?? "");
    if (!deferred) throw new Error(`${file}: React Router's module script changed shape`);
    // Minified: every byte of the home page counts against the first round trip.
    const loader = minifyOrFail(deferred, "loader.mjs", file);
    const out = minifyHeadScripts(html, file)
      .replace(MODULEPRELOAD, "")
      .replace(routerScript[0], () => `<script type="module">${loader}</script>`);
    if (out !== html) {
      await writeFile(file, out);
      pages++;
    }
  }
  return `${pages} pages, ${hints} modulepreload hints dropped (the loader preloads from the manifest), modules loaded after the first paint`;
}
