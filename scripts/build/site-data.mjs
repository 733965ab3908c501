// @ts-check
/**
 * Loads the site's own TypeScript modules (routes manifest, site config) in Node for build
 * steps, through Vite's module runner, so sitemap.xml and robots.txt read the same data and the
 * same VITE_SITE_ORIGIN as the pages.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { contentData } from "./content-data.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @type {Promise<import("vite").InlineConfig> | undefined} */
let runnerOptions;

/**
 * A module of the app (repository-relative path) in Node, with the content data files' plugin
 * so the copy it imports from app/content/data is read and checked as in the build.
 * @param {string} file
 * @returns {Promise<any>}
 */
export async function importAppModule(file) {
  runnerOptions ??= runnerImport(path.join(root, "app/content/schemas/registry.ts"), {
    configFile: false,
    logLevel: "silent",
    root,
  }).then(({ module }) => ({
    configFile: false,
    logLevel: "silent",
    root,
    plugins: [contentData(module.contentFiles)],
  }));
  return (await runnerImport(path.join(root, file), await runnerOptions)).module;
}

/** @type {Promise<{ indexablePaths: string[], gonePaths: string[], builtOn: string, origin: string }> | undefined} */
let cached;

export function loadSiteData() {
  cached ??= (async () => {
    const [manifest, siteModule] = await Promise.all([
      importAppModule("app/catalog/routes-manifest.ts"),
      importAppModule("app/content/site.ts"),
    ]);
    const origin = String(siteModule.site.origin).replace(/\/+$/, "");
    return {
      indexablePaths: [...manifest.indexablePaths],
      gonePaths: [...manifest.gonePaths],
      builtOn: String(manifest.builtOn),
      origin,
    };
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
