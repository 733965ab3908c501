// @ts-check
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* htmlFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

const STYLESHEET = /<link rel="stylesheet" href="\/assets\/[^"]+"\/>/g;
const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
const VIEWPORT = /<meta name="viewport"[^>]*\/>/;

/**
 * Shapes each page's critical path for the first paint (docs/decisions/0501-critical-path.md):
 * - the stylesheet, the only render-blocking resource, moves to the top of <head> so it is
 *   requested first instead of after the font preloads and module hints;
 * - React Router's <link rel="modulepreload"> hints are dropped: the prerendered HTML is
 *   complete without JavaScript, so the ~130 KB of modules load through the page's own module
 *   script after the document is parsed instead of competing with the stylesheet and fonts for
 *   the first paint. Hydration starts a round trip or two later.
 * React hydrates <head> without complaint (it re-adds the hints once hydrated, when the modules
 * are already loaded). Runs before the CSP step; it does not touch inline scripts.
 * @param {{ clientDir: string }} options
 */
export async function shapeCriticalPath({ clientDir }) {
  let pages = 0;
  let hints = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const stylesheets = html.match(STYLESHEET) ?? [];
    const head = html.slice(0, html.indexOf("</head>"));
    if (!VIEWPORT.test(head)) throw new Error(`critical path: no viewport meta in ${file}`);
    hints += (head.match(MODULEPRELOAD) ?? []).length;
    let out = html.replace(MODULEPRELOAD, "");
    out = out.replace(STYLESHEET, "");
    out = out.replace(VIEWPORT, (meta) => meta + stylesheets.join(""));
    if (out !== html) {
      await writeFile(file, out);
      pages++;
    }
  }
  return `${pages} pages: stylesheet first, ${hints} modulepreload hints dropped`;
}
