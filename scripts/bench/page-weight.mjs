// @ts-check
/**
 * JavaScript weight of each prerendered page, from the build output alone (no browser): the
 * scripts a page's HTML names (its modulepreload links and script sources, read with the shared
 * parser, scripts/build/html.mjs) plus every chunk those import statically as the bundler
 * reported it at build (<BUILD_DIR>/bundle-stats.json, scripts/build/bundle-stats.mjs), with
 * gzip sizes read from the precompressed .gz files (or computed with zlib for files too small to
 * be precompressed). The site's own share of each chunk comes from the same stats: own bytes =
 * chunk gzip bytes x the chunk's share of rendered bytes from modules outside node_modules.
 * Used by scripts/checks/size-budget.sh and scripts/bench/lighthouse.mjs.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { attr, findAll, htmlFileFor, parseHtml, prerenderedPages } from "../build/html.mjs";

/**
 * The site's scripts a page names: module preloads and script sources under /assets/.
 * @param {import("../build/html.mjs").Document} page
 */
export function scriptsNamed(page) {
  const named = findAll(
    page,
    (e) =>
      (e.name === "link" &&
        (attr(e, "rel") ?? "").toLowerCase().split(/\s+/).includes("modulepreload")) ||
      e.name === "script",
  ).map((e) => (e.name === "link" ? attr(e, "href") : attr(e, "src")) ?? "");
  return [...new Set(named.filter((url) => url.startsWith("/assets/") && url.endsWith(".js")))];
}

/**
 * @param {string} buildDir e.g. "build"
 */
export function createPageWeigher(buildDir) {
  const clientDir = path.resolve(buildDir, "client");
  const statsFile = path.resolve(buildDir, "bundle-stats.json");
  /** @type {Record<string, { total: number, own: number, imports?: string[] }>} */
  const stats = existsSync(statsFile) ? JSON.parse(readFileSync(statsFile, "utf8")) : {};
  /** @type {Map<string, number>} */
  const gzipCache = new Map();

  /** @param {string} assetPath "/assets/x.js" */
  function gzipBytes(assetPath) {
    let size = gzipCache.get(assetPath);
    if (size === undefined) {
      const file = path.join(clientDir, assetPath);
      size = existsSync(`${file}.gz`)
        ? statSync(`${file}.gz`).size
        : zlib.gzipSync(readFileSync(file), { level: 9 }).length;
      gzipCache.set(assetPath, size);
    }
    return size;
  }

  /**
   * Every /assets/*.js a page loads: what it names, and what those import, as built.
   * @param {string} html
   */
  function scriptsOf(html) {
    const seen = new Set();
    const queue = scriptsNamed(parseHtml(html));
    while (queue.length) {
      const asset = /** @type {string} */ (queue.shift());
      if (seen.has(asset)) continue;
      seen.add(asset);
      for (const file of stats[asset.replace(/^\//, "")]?.imports ?? []) queue.push(`/${file}`);
    }
    return [...seen].sort();
  }

  /** @param {{ path: string, file: string }} page a prerendered page */
  function weigh({ path: pagePath, file }) {
    const html = readFileSync(file, "utf8");
    const scripts = scriptsOf(html);
    let jsGzip = 0;
    let ownGzip = 0;
    for (const asset of scripts) {
      const gz = gzipBytes(asset);
      jsGzip += gz;
      const s = stats[asset.replace(/^\//, "")];
      if (s && s.total > 0) ownGzip += Math.round((gz * s.own) / s.total);
    }
    const htmlGzip = existsSync(`${file}.gz`)
      ? statSync(`${file}.gz`).size
      : zlib.gzipSync(html, { level: 9 }).length;
    return {
      path: pagePath,
      scripts,
      jsGzip,
      ownGzip,
      htmlGzip,
    };
  }

  return {
    clientDir,
    hasStats: Object.keys(stats).length > 0,
    weigh,
    /** Every prerendered page (react-router.config.ts), in its order. */
    weighAll: async () => (await prerenderedPages(clientDir)).map(weigh),
    weighPath: (/** @type {string} */ p) => weigh({ path: p, file: htmlFileFor(clientDir, p) }),
  };
}
