// @ts-check
/**
 * Writes the site search index (docs/decisions/0600): MiniSearch over the text of every built,
 * indexable page (services, industries, resources, careers, about …), serialised to
 * /search-index.json, which /search downloads on first use. Reading the built HTML indexes
 * exactly what visitors see. Filter views and /search itself are left out: they only repeat
 * other pages.
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
 * One search document from a built page: its title, meta description, h2/h3 headings and the
 * text of <main> without navigation, scripts or cards of other pages.
 * @param {string} html @param {string} url @param {string} section
 */
function pageDocument(html, url, section) {
  const main = html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? "";
  const cleaned = main
    // Cards (<article>) summarise other pages; navigation and scripts are not content.
    .replace(/<(script|style|template|svg|noscript|nav|article)\b[\s\S]*?<\/\1>/g, " ")
    .replace(/<(h[1-6]|p|li|dt|dd|td|th|figcaption|blockquote)\b/g, " <$1");
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

/** Pages that only repeat others: the Resource Center's filter views and the search page. */
const skipped = (/** @type {string} */ p) => /\/(industry|topic)\/[^/]+$/.test(p) || p === "/search";

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
    documents.push(pageDocument(html, pagePath, search.searchSectionOf(pagePath)));
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
