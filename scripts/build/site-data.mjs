// @ts-check
/**
 * Loads the site's own TypeScript modules (routes manifest, site config) in Node for build
 * steps, through Vite's module runner, so sitemap.xml and robots.txt read the same data and the
 * same VITE_SITE_ORIGIN as the pages.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {Promise<{ indexablePaths: string[], origin: string }> | undefined} */
let cached;

export function loadSiteData() {
  cached ??= (async () => {
    const options = /** @type {const} */ ({ configFile: false, logLevel: "silent", root });
    const [{ module: manifest }, { module: siteModule }] = await Promise.all([
      runnerImport(path.join(root, "app/catalog/routes-manifest.ts"), options),
      runnerImport(path.join(root, "app/content/site.ts"), options),
    ]);
    const origin = String(siteModule.site.origin).replace(/\/+$/, "");
    return { indexablePaths: [...manifest.indexablePaths], origin };
  })();
  return cached;
}

/**
 * Absolute canonical URL of a page path (no trailing slash except the root).
 * @param {string} origin @param {string} pagePath
 */
export function pageUrl(origin, pagePath) {
  return new URL(pagePath === "/" ? "/" : pagePath.replace(/\/+$/, ""), origin + "/").toString();
}
