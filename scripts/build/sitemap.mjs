// @ts-check
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { loadSiteData, pageUrl } from "./site-data.mjs";

const xmlEscape = (/** @type {string} */ s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The built HTML file of a page path.
 * @param {string} clientDir @param {string} pagePath
 */
export function htmlFileFor(clientDir, pagePath) {
  return pagePath === "/"
    ? path.join(clientDir, "index.html")
    : path.join(clientDir, pagePath.replace(/^\//, ""), "index.html");
}

/**
 * Writes sitemap.xml: every indexable route of the routes manifest (not the 404 page, not
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
    const html = await readFile(file, "utf8");
    if (/<meta name="robots" content="[^"]*noindex/.test(html)) {
      throw new Error(`sitemap: ${pagePath} is indexable in the manifest but its page is noindex`);
    }
    const url = pageUrl(origin, pagePath);
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    if (canonical !== url) {
      throw new Error(`sitemap: ${pagePath} declares canonical ${canonical}, expected ${url}`);
    }
    urls.push(url);
  }
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map((url) => `  <url><loc>${xmlEscape(url)}</loc></url>`),
    "</urlset>",
    "",
  ].join("\n");
  await writeFile(path.join(clientDir, "sitemap.xml"), body);
  return `${urls.length} URLs`;
}
