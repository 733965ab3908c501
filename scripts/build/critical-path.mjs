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

const MODULEPRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;

/**
 * Shapes each page's critical path for the first paint (docs/decisions/0501-critical-path.md):
 * - React Router's <link rel="modulepreload"> hints are dropped: the prerendered HTML is
 *   complete without JavaScript, so the ~130 KB of modules load through the page's own module
 *   script after the document is parsed instead of competing with the stylesheet and fonts for
 *   the first paint. Hydration starts a round trip or two later.
 * React hydrates <head> without complaint (it re-adds the hints once hydrated, when the modules
 * are already loaded). Moving the stylesheet to the top of <head> was tried and dropped: with a
 * JSON-LD script in the head React reports a hydration mismatch (#418) and duplicates the
 * JSON-LD. Runs before the CSP step; it does not touch inline scripts.
 * @param {{ clientDir: string }} options
 */
export async function shapeCriticalPath({ clientDir }) {
  let pages = 0;
  let hints = 0;
  for await (const file of htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    hints += (head.match(MODULEPRELOAD) ?? []).length;
    const out = html.replace(MODULEPRELOAD, "");
    if (out !== html) {
      await writeFile(file, out);
      pages++;
    }
  }
  return `${pages} pages, ${hints} modulepreload hints dropped`;
}
