// @ts-check
import { existsSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { attr, findOne, htmlFileFor, readHtml } from "./html.mjs";
import { loadSiteData, pageUrl } from "./site-data.mjs";

const xmlEscape = (/** @type {string} */ s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** @typedef {import("./html.mjs").Document} Document */

/**
 * What a page tells search engines about itself: whether it is noindex, its canonical URL.
 * @param {Document} page
 */
export function indexingOf(page) {
  const robots = findOne(page, (e) => e.name === "meta" && attr(e, "name")?.toLowerCase() === "robots");
  const canonical = findOne(
    page,
    (e) =>
      e.name === "link" &&
      (attr(e, "rel") ?? "").toLowerCase().split(/\s+/).includes("canonical"),
  );
  return {
    // "none" is noindex and nofollow together.
    noindex: (robots ? (attr(robots, "content") ?? "") : "")
      .toLowerCase()
      .split(",")
      .some((d) => d.trim() === "noindex" || d.trim() === "none"),
    canonical: canonical ? attr(canonical, "href") : undefined,
  };
}

/**
 * Writes sitemap.xml (split past 50,000 URLs): every indexable page of the routes manifest (not the 404 page, not
 * redirects). Fails the build when an indexable page was not prerendered, is marked noindex or
 * declares a different canonical URL, so the sitemap never lists a page search engines would
 * drop.
 * @param {{ clientDir: string }} options
 */
export async function writeSitemap({ clientDir }) {
  const { indexablePaths, origin } = await loadSiteData();
  const urls = [];
  for (const pagePath of indexablePaths) {
    const file = htmlFileFor(clientDir, pagePath);
    if (!existsSync(file)) throw new Error(`sitemap: ${pagePath} was not prerendered (${file})`);
    const { noindex, canonical } = indexingOf(await readHtml(file));
    if (noindex) {
      throw new Error(`sitemap: ${pagePath} is indexable in the manifest but its page is noindex`);
    }
    const url = pageUrl(origin, pagePath);
    if (canonical !== url) {
      throw new Error(`sitemap: ${pagePath} declares canonical ${canonical}, expected ${url}`);
    }
    urls.push(url);
  }
  const files = sitemapFiles(urls, origin);
  for (const [name, body] of files) await writeFile(path.join(clientDir, name), body);
  return `${urls.length} URLs${files.length > 1 ? ` in ${files.length - 1} sitemaps + index` : ""}`;
}

/** The protocol's limit of URLs in one sitemap file (sitemaps.org). */
const SITEMAP_MAX_URLS = 50000;

/**
 * The sitemap files: `sitemap.xml` alone, or, past `max` URLs, `sitemap.xml` as a sitemap index
 * of `sitemap-1.xml`, `sitemap-2.xml` … (robots.txt names sitemap.xml either way).
 * @param {string[]} urls @param {string} origin @returns {[string, string][]}
 */
export function sitemapFiles(urls, origin, max = SITEMAP_MAX_URLS) {
  const urlset = (/** @type {string[]} */ part) =>
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...part.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`),
      "</urlset>",
      "",
    ].join("\n");
  if (urls.length <= max) return [["sitemap.xml", urlset(urls)]];
  /** @type {[string, string][]} */
  const parts = [];
  for (let i = 0; i < urls.length; i += max) {
    parts.push([`sitemap-${parts.length + 1}.xml`, urlset(urls.slice(i, i + max))]);
  }
  const index = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts.map(([name]) => `  <sitemap><loc>${xmlEscape(`${origin}/${name}`)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
  return [["sitemap.xml", index], ...parts];
}
