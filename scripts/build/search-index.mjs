// @ts-check
/**
 * Writes the site search index (docs/decisions/0600): MiniSearch over the text of every built,
 * indexable page (services, industries, resources, careers, about …), serialised to
 * /search-index.json, which /search downloads on first use. Reading the built HTML indexes
 * exactly what visitors see. Each tab panel of /industries is a result of its own
 * (/industries#healthcare); the Resource Center's own filter views are indexed (their titles
 * name an industry or topic), a section's filter views and /search itself are not: they only
 * narrow or repeat those.
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import MiniSearch from "minisearch";
import { runnerImport } from "vite";
import { htmlFileFor } from "./sitemap.mjs";
import { loadSiteData } from "./site-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const entities = /** @type {Record<string, string>} */ ({
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
});

/** @param {string} s */
function decodeEntities(s) {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return entities[name.toLowerCase()] ?? whole;
  });
}

/** @param {string} html */
const toText = (html) =>
  decodeEntities(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

/**
 * Markup that is not the page's own text: cards (<article>) summarise other pages, select
 * options repeat a tab list, navigation and scripts are not content.
 * @param {string} html
 */
const cleanMarkup = (html) =>
  html
    .replace(/<(script|style|template|svg|noscript|nav|article|select)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<(h[1-6]|p|li|dt|dd|td|th|figcaption|blockquote)\b/g, " <$1");

/**
 * The tab panels of a page (`<div id=… role="tabpanel">`), each cut out whole by counting its
 * nested <div>s. Our own markup: every <div> is closed.
 * @param {string} html
 * @returns {{ id: string, html: string, start: number, end: number }[]}
 */
export function tabPanels(html) {
  const panels = [];
  const opening = /<div\b[^>]*\bid="([^"]+)"[^>]*\brole="tabpanel"[^>]*>/g;
  for (const match of html.matchAll(opening)) {
    const start = match.index;
    const divs = /<div\b|<\/div>/g;
    divs.lastIndex = start + match[0].length;
    let depth = 1;
    let end = html.length;
    for (let tag = divs.exec(html); tag; tag = divs.exec(html)) {
      depth += tag[0] === "</div>" ? -1 : 1;
      if (depth === 0) {
        end = divs.lastIndex;
        break;
      }
    }
    panels.push({ id: match[1] ?? "", html: html.slice(start, end), start, end });
  }
  return panels;
}

/** @param {string} html */
const headingsOf = (html) =>
  [...html.matchAll(/<h[2-4]\b[^>]*>([\s\S]*?)<\/h[2-4]>/g)]
    .map((m) => toText(m[1] ?? ""))
    .join(" · ");

/**
 * A tab panel as its own result: titled by its first heading, found at the page's URL with the
 * panel's id (the page selects the panel its hash names).
 * @param {{ id: string, html: string }} panel @param {string} pagePath @param {string} section
 */
function panelDocument(panel, pagePath, section) {
  const cleaned = cleanMarkup(panel.html);
  const heading = cleaned.match(/<(h[2-4])\b[^>]*>([\s\S]*?)<\/\1>/);
  const title = toText(heading?.[2] ?? panel.id);
  const rest = heading ? cleaned.replace(heading[0], " ") : cleaned;
  return {
    url: `${pagePath}#${panel.id}`,
    title,
    section,
    description: "",
    headings: headingsOf(rest),
    text: toText(rest),
  };
}

/**
 * One search document from a built page: its title, meta description, h2/h3 headings and the
 * text of <main> without navigation, scripts or cards of other pages.
 * @param {string} html @param {string} url @param {string} section
 */
function pageDocument(html, url, section) {
  const main = html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? "";
  const cleaned = cleanMarkup(main);
  // The page's title without the brand: clearer than a hero's h1 ("Resource Center", not its
  // marketing line; the home page's rotating words).
  const fullTitle = toText(html.match(/<title>([\s\S]*?)<\/title>/)?.[1] ?? "");
  const title = fullTitle.includes(" | ") ? fullTitle.replace(/ \| [^|]+$/, "") : fullTitle;
  const description = decodeEntities(
    html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "",
  );
  const headings = [...cleaned.matchAll(/<h[23]\b[^>]*>([\s\S]*?)<\/h[23]>/g)]
    .map((m) => toText(m[1] ?? ""))
    .join(" · ");
  const text = toText(cleaned.replace(/<h1\b[\s\S]*?<\/h1>/, " "));
  return { url, title, section, description, headings, text };
}

/**
 * Pages that only narrow or repeat others: a section's filter views, the pages after the first
 * of a list (their items are results of their own) and the search page.
 */
const skipped = (/** @type {string} */ p) =>
  /^\/resources\/[^/]+\/(industry|topic)\/[^/]+$/.test(p) || /\/page\/\d+$/.test(p) || p === "/search";

/** Pages whose tab panels are results of their own: each industry of /industries. */
const panelPages = new Set(["/industries"]);

/**
 * The search documents of a built page: the page, and on a panel page each tab panel apart
 * (the page's own document then keeps only what surrounds the panels).
 * @param {string} html @param {string} pagePath @param {string} section
 */
export function pageDocuments(html, pagePath, section) {
  if (!panelPages.has(pagePath)) return [pageDocument(html, pagePath, section)];
  const panels = tabPanels(html);
  let outside = html;
  for (const panel of [...panels].reverse())
    outside = outside.slice(0, panel.start) + outside.slice(panel.end);
  return [
    pageDocument(outside, pagePath, section),
    ...panels.map((panel) => panelDocument(panel, pagePath, section)),
  ];
}

/** @param {{ clientDir: string }} options */
export async function writeSearchIndex({ clientDir }) {
  const options = /** @type {const} */ ({ configFile: false, logLevel: "silent", root });
  const [{ indexablePaths }, { module: search }] = await Promise.all([
    loadSiteData(),
    runnerImport(path.join(root, "app/content/search.ts"), options),
  ]);
  const documents = [];
  for (const pagePath of indexablePaths.filter((p) => !skipped(p))) {
    const html = await readFile(htmlFileFor(clientDir, pagePath), "utf8");
    documents.push(...pageDocuments(html, pagePath, search.searchSectionOf(pagePath)));
  }
  const index = new MiniSearch({
    ...search.searchIndexOptions,
    fields: [...search.searchIndexOptions.fields],
    storeFields: [...search.searchIndexOptions.storeFields],
  });
  index.addAll(documents);
  const json = JSON.stringify(index);
  await writeFile(path.join(clientDir, search.SEARCH_INDEX_PATH.replace(/^\//, "")), json);
  const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
  return `${documents.length} pages, ${kb(json.length)} (${kb(gzipSync(json).length)} gzip)`;
}
