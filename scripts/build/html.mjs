// @ts-check
/**
 * The one way the build steps and checks read HTML (docs/decisions/0526-parse-dont-patch.md):
 * a real parser (htmlparser2), never a regular expression, over the pages React Router
 * prerendered (react-router.config.ts's `prerender` list), never over every .html of the
 * output: a file copied from public/ is no page.
 *
 *   const page = await readHtml(file);          // or parseHtml(text)
 *   findAll(page, (el) => el.name === "a")      // elements, in document order
 *   findOne(page, (el) => el.name === "main")   // the first, or undefined
 *   attr(el, "href"), textOf(el)                // an attribute's value, an element's text
 *   remove(el)                                  // out of the document, to read the rest
 *   for (const { path, file } of await prerenderedPages(clientDir)) …
 *
 * Tag and attribute names come lower-cased, so `<SCRIPT>` is "script". Each node knows where
 * it starts and ends in the text (`startIndex`, `endIndex`).
 */
import { existsSync, readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { importAppModule } from "./site-data.mjs";

/**
 * @typedef {import("domhandler").Document} Document
 * @typedef {import("domhandler").Element} Element
 * @typedef {import("domhandler").AnyNode} AnyNode
 */

/** @param {string} html @returns {Document} */
export const parseHtml = (html) =>
  parseDocument(html, { withStartIndices: true, withEndIndices: true });

/** @param {string} file @returns {Promise<Document>} */
export const readHtml = async (file) => parseHtml(await readFile(file, "utf8"));

/** @param {AnyNode | AnyNode[]} scope */
const nodes = (scope) => (Array.isArray(scope) ? scope : [scope]);

/**
 * Every element under `scope` that passes `test`, in document order.
 * @param {AnyNode | AnyNode[]} scope @param {(el: Element) => boolean} test @returns {Element[]}
 */
export const findAll = (scope, test) => DomUtils.findAll(test, nodes(scope));

/**
 * The first element under `scope` that passes `test`.
 * @param {AnyNode | AnyNode[]} scope @param {(el: Element) => boolean} test
 * @returns {Element | undefined}
 */
export const findOne = (scope, test) => DomUtils.findOne(test, nodes(scope), true) ?? undefined;

/**
 * An attribute's value (names are lower-case), undefined when the element has none.
 * @param {Element} el @param {string} name
 */
export const attr = (el, name) => el.attribs[name.toLowerCase()];

/** Whether a node is an element (`<script>` and `<style>` included). @param {AnyNode} node */
export const isElement = (node) => DomUtils.isTag(node);

/**
 * The text under a node as written (entities decoded, a script's or style's code as is).
 * @param {AnyNode | AnyNode[]} node
 */
export const textOf = (node) => DomUtils.textContent(node);

/** Takes an element out of its document (to read what is left). @param {AnyNode} node */
export const remove = (node) => DomUtils.removeElement(node);

/** Where the not-found page lives once scripts/build/not-found.mjs has moved it. */
export const NOT_FOUND_FILE = "404.html";

/**
 * The built HTML file of a prerendered page path: React Router writes `/about` to
 * about/index.html (and `/` to index.html).
 * @param {string} clientDir @param {string} pagePath
 */
export function htmlFileFor(clientDir, pagePath) {
  return pagePath === "/"
    ? path.join(clientDir, "index.html")
    : path.join(clientDir, pagePath.replace(/^\//, ""), "index.html");
}

/** @type {Promise<{ paths: string[], notFound: string }> | undefined} */
let prerenderList;

/** The paths react-router.config.ts asks React Router to prerender, and the not-found page's. */
function prerenderConfig() {
  prerenderList ??= Promise.all([
    importAppModule("react-router.config.ts"),
    importAppModule("app/content/routes-constants.ts"),
  ]).then(([{ default: config }, { NOT_FOUND_PRERENDER_PATH }]) => {
    if (!Array.isArray(config.prerender)) {
      throw new Error("react-router.config.ts: `prerender` must be a list of paths");
    }
    return { paths: [...config.prerender], notFound: NOT_FOUND_PRERENDER_PATH };
  });
  return prerenderList;
}

/**
 * Every page React Router prerendered, with its file: the not-found page at 404.html once moved
 * there (servers answer unknown paths with it). A path whose file is missing fails.
 * @param {string} clientDir
 * @returns {Promise<{ path: string, file: string }[]>}
 */
export async function prerenderedPages(clientDir) {
  // The list depends on the build's day (closed roles are not built): a check run later, or on
  // another day, takes the day the build recorded (decision 0907).
  const gone = path.join(clientDir, "..", "deploy", "gone.json");
  if (!process.env.BUILD_DATE && existsSync(gone))
    process.env.BUILD_DATE = JSON.parse(readFileSync(gone, "utf8")).builtOn;
  const { paths, notFound } = await prerenderConfig();
  const moved = path.join(clientDir, NOT_FOUND_FILE);
  return paths.map((pagePath) => {
    const file =
      pagePath === notFound && existsSync(moved) ? moved : htmlFileFor(clientDir, pagePath);
    if (!existsSync(file)) throw new Error(`${pagePath} was not prerendered (${file})`);
    return { path: pagePath, file };
  });
}
