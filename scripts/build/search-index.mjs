// @ts-check
/**
 * Writes the site search index (docs/decisions/0601-resource-center-at-scale.md): the text of
 * every built, indexable page, read with a real HTML parser (htmlparser2), indexed by Pagefind
 * into /pagefind/: an index split into chunks by word, one fragment per page, so a search
 * downloads only the chunks and fragments its words need, not the whole index. Each industry
 * panel of /industries (the element whose id is the industry's slug, inside the industry
 * explorer section) is a result of its own (/industries#healthcare); the Resource Center's own
 * filter views are indexed (their titles name an industry or topic); a section's filter views,
 * a list's pages after the first and /search itself are not: they only narrow or repeat those.
 * Beside the index it writes the words the index holds (SEARCH_WORDS_FILE), which the search
 * corrects a near-miss typo to (docs/decisions/0602-search-relevance.md).
 */
import { readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import { findAll, findOne, htmlFileFor, isElement, parseHtml, remove } from "./html.mjs";
import { importAppModule, loadSiteData } from "./site-data.mjs";

/** @typedef {import("./html.mjs").AnyNode} AnyNode */
/** @typedef {import("./html.mjs").Element} Element */

/**
 * Markup that is not the page's own text: cards (<article>) summarise other pages, select
 * options repeat a tab list, navigation and scripts are not content.
 */
const NOT_TEXT = new Set(["script", "style", "template", "svg", "noscript", "nav", "article", "select"]);
/** Elements whose text is a block of its own: words on either side never run together. */
const BLOCKS = new Set(
  "address blockquote dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header li main ol p section table td th tr ul br".split(
    " ",
  ),
);

/** The text of a node, blocks separated by spaces, whitespace collapsed. @param {AnyNode | AnyNode[]} node */
function textOf(node) {
  /** @param {AnyNode} n @returns {string} */
  const walk = (n) => {
    if (n.type === "text") return /** @type {import("domhandler").Text} */ (n).data;
    if (!("children" in n) || (isElement(n) && NOT_TEXT.has(n.name))) return "";
    const inner = n.children.map(walk).join("");
    return isElement(n) && BLOCKS.has(n.name) ? ` ${inner} ` : inner;
  };
  return (Array.isArray(node) ? node : [node]).map(walk).join("").replace(/\s+/g, " ").trim();
}

/** Headings h2–h4 of a scope, joined. @param {AnyNode} scope @param {Element} [skip] */
const headingsOf = (scope, skip) =>
  findAll(scope, (e) => /^h[2-4]$/.test(e.name) && e !== skip)
    .map((h) => textOf(h))
    .join(" · ");

/**
 * @typedef {{ url: string, title: string, section: string, description: string,
 *   headings: string, text: string }} SearchDocument
 * @typedef {{ within: string, ids: readonly string[] }} PanelSpec the id of the heading that
 *   labels the section holding the panels, and the panels' ids
 */

/**
 * The search documents of a built page: the page (its title without the brand, meta
 * description, h2/h3 headings and the text of <main> without navigation, scripts or cards of
 * other pages) and, given `panels`, each panel apart, titled by its first heading, at the page's
 * URL with the panel's id (the page then keeps only what surrounds the panels).
 * @param {string} html @param {string} pagePath @param {string} section @param {PanelSpec} [panels]
 * @returns {SearchDocument[]}
 */
export function pageDocuments(html, pagePath, section, panels) {
  const document = parseHtml(html);
  const main = findOne(document, (e) => e.name === "main");
  const fullTitle = textOf(findOne(document, (e) => e.name === "title") ?? []);
  // The page's title without the brand: clearer than a hero's h1 ("Resource Center", not its
  // marketing line; the home page's rotating words).
  const title = fullTitle.includes(" | ") ? fullTitle.replace(/ \| [^|]+$/, "") : fullTitle;
  const description =
    findOne(document, (e) => e.name === "meta" && e.attribs.name === "description")?.attribs
      .content ?? "";
  if (!main) return [{ url: pagePath, title, section, description, headings: "", text: "" }];
  for (const element of findAll(main, (e) => NOT_TEXT.has(e.name))) remove(element);

  const documents = [];
  if (panels) {
    const holder = findOne(
      main,
      (e) => e.attribs["aria-labelledby"] === panels.within,
    );
    const ids = new Set(panels.ids);
    for (const panel of holder ? findAll(holder, (e) => ids.has(e.attribs.id ?? "")) : []) {
      const heading = findOne(panel, (e) => /^h[2-4]$/.test(e.name));
      const panelTitle = heading ? textOf(heading) : (panel.attribs.id ?? "");
      if (heading) remove(heading);
      documents.push({
        url: `${pagePath}#${panel.attribs.id}`,
        title: panelTitle,
        section,
        description: "",
        headings: headingsOf(panel),
        text: textOf(panel),
      });
      remove(panel);
    }
  }
  const h1 = findOne(main, (e) => e.name === "h1");
  if (h1) remove(h1);
  const headings = findAll(main, (e) => e.name === "h2" || e.name === "h3")
    .map((h) => textOf(h))
    .join(" · ");
  return [{ url: pagePath, title, section, description, headings, text: textOf(main) }, ...documents];
}

const escape = (/** @type {string} */ s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A list of other pages (a filter view): its title counts less than a page's own. */
const isList = (/** @type {string} */ url) => /^\/resources\/(industry|topic)\//.test(url);

/**
 * A search document as the page Pagefind indexes: the title weighted most, then headings, then
 * the description, over the body (in the order description, body, headings, so excerpts start
 * in the page's own words), so the page about a thing (the Healthcare industry) outranks
 * pages that name it, a list of such pages (the Healthcare filter view) included; title and
 * section travel as the result's metadata.
 * @param {SearchDocument} doc
 */
export function indexedHtml(doc) {
  return [
    '<html lang="en"><body>',
    isList(doc.url)
      ? `<span data-pagefind-meta="title:${escape(doc.title)}"></span>`
      : `<h1 data-pagefind-weight="10" data-pagefind-meta="title">${escape(doc.title)}</h1>`,
    `<span data-pagefind-meta="section:${escape(doc.section)}"></span>`,
    doc.description ? `<p data-pagefind-weight="3">${escape(doc.description)}</p>` : "",
    `<p>${escape(doc.text)}</p>`,
    // Last: an excerpt is the stretch of this content richest in the query's words, and the
    // headings joined ("Related resources · Need something…") read as noise at its start.
    doc.headings ? `<h2 data-pagefind-weight="5">${escape(doc.headings)}</h2>` : "",
    "</body></html>",
  ].join("");
}

/**
 * Pages that only narrow or repeat others: a section's filter views, the pages after the first
 * of a list (their items are results of their own) and the search page.
 */
const skipped = (/** @type {string} */ p) =>
  /^\/resources\/[^/]+\/(industry|topic)\/[^/]+$/.test(p) || /\/page\/\d+$/.test(p) || p === "/search";

/** The words of a text as the search reads a query (app/lib/search-engine.ts), lower-cased. */
const wordsOf = (/** @type {string} */ text) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The words of the search documents that a typo may be corrected to: three characters or more,
 * not only digits, the words most documents use first (a typo as near to two words means the
 * commoner one).
 * @param {readonly SearchDocument[]} docs
 * @returns {string[]}
 */
export function vocabularyOf(docs) {
  /** @type {Map<string, number>} */
  const documents = new Map();
  for (const doc of docs) {
    const words = new Set(wordsOf([doc.title, doc.headings, doc.description, doc.text].join(" ")));
    for (const word of words) {
      if (word.length >= 3 && /\p{L}/u.test(word)) documents.set(word, (documents.get(word) ?? 0) + 1);
    }
  }
  return [...documents].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : 1)).map(([word]) => word);
}

/** @param {{ clientDir: string }} options */
export async function writeSearchIndex({ clientDir }) {
  const [{ indexablePaths }, search, industries] = await Promise.all([
    loadSiteData(),
    importAppModule("app/content/search.ts"),
    importAppModule("app/content/industries.ts"),
  ]);
  /** Pages whose panels are results of their own: each industry of /industries. */
  const panelPages = new Map([
    [
      "/industries",
      {
        within: "industry-explorer-heading",
        ids: industries.industries.map((/** @type {{ slug: string }} */ i) => i.slug),
      },
    ],
  ]);
  const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error(`search index: ${errors.join("; ")}`);
  /** @type {SearchDocument[]} */
  const indexed = [];
  try {
    for (const pagePath of indexablePaths.filter((p) => !skipped(p))) {
      const html = await readFile(htmlFileFor(clientDir, pagePath), "utf8");
      const docs = pageDocuments(html, pagePath, search.searchSectionOf(pagePath), panelPages.get(pagePath));
      for (const doc of docs) {
        const added = await index.addHTMLFile({ url: doc.url, content: indexedHtml(doc) });
        if (added.errors.length) throw new Error(`search index: ${doc.url}: ${added.errors.join("; ")}`);
        indexed.push(doc);
      }
    }
    const outputPath = path.join(clientDir, search.SEARCH_BUNDLE_PATH.replace(/^\//, ""));
    await rm(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join("; ")}`);
    const vocabulary = vocabularyOf(indexed);
    await writeFile(path.join(outputPath, search.SEARCH_WORDS_FILE), JSON.stringify(vocabulary));
    // Pagefind's own search interfaces (/search has its own, built from the site's components)
    // and its worker (the search runs on the main thread: app/lib/search-engine.ts).
    for (const name of await readdir(outputPath)) {
      if (/^pagefind-(ui|component-ui|modular-ui|highlight|worker)\./.test(name)) {
        await rm(path.join(outputPath, name));
      }
    }
    return `${indexed.length} documents (Pagefind), ${vocabulary.length} words`;
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
