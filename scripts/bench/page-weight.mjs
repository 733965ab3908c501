// @ts-check
/**
 * JavaScript weight of each built page, from the build output alone (no browser): the scripts
 * a page's HTML loads (modulepreload links, module scripts, dynamic import() of the entry) plus
 * every chunk those import statically, with gzip sizes read from the precompressed .gz files
 * (or computed with zlib for files too small to be precompressed). The site's own share of each
 * chunk comes from <BUILD_DIR>/bundle-stats.json (scripts/build/bundle-stats.mjs): own bytes =
 * chunk gzip bytes x the chunk's share of rendered bytes from modules outside node_modules.
 * Used by scripts/checks/size-budget.sh and scripts/bench/lighthouse.mjs.
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...htmlFiles(full));
    else if (entry.name.endsWith(".html")) out.push(full);
  }
  return out.sort();
}

/**
 * Page path of a built HTML file: build/client/about/index.html -> /about.
 * @param {string} clientDir @param {string} file
 */
function pagePathOf(clientDir, file) {
  const rel = path.relative(clientDir, file).split(path.sep).join("/");
  if (rel === "index.html") return "/";
  if (rel.endsWith("/index.html")) return "/" + rel.slice(0, -"/index.html".length);
  return "/" + rel.replace(/\.html$/, "");
}

/**
 * Built HTML file of a page path.
 * @param {string} clientDir @param {string} pagePath
 */
function htmlFileOf(clientDir, pagePath) {
  return pagePath === "/"
    ? path.join(clientDir, "index.html")
    : path.join(clientDir, pagePath.replace(/^\//, ""), "index.html");
}

const ASSET_JS = /["'`(](\/assets\/[^"'`()\s]+?\.js)["'`)]/g;
const STATIC_IMPORT = /(?:\bimport|\bfrom)\s*["'](\.\/[^"']+?\.js)["']/g;

/**
 * @param {string} buildDir e.g. "build"
 */
export function createPageWeigher(buildDir) {
  const clientDir = path.resolve(buildDir, "client");
  const statsFile = path.resolve(buildDir, "bundle-stats.json");
  /** @type {Record<string, { total: number, own: number }>} */
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
   * Every /assets/*.js a page loads, following static imports between chunks.
   * @param {string} html
   */
  function scriptsOf(html) {
    const seen = new Set();
    const queue = [...html.matchAll(ASSET_JS)].map((m) => /** @type {string} */ (m[1]));
    while (queue.length) {
      const asset = /** @type {string} */ (queue.shift());
      if (seen.has(asset)) continue;
      seen.add(asset);
      const code = readFileSync(path.join(clientDir, asset), "utf8");
      for (const m of code.matchAll(STATIC_IMPORT)) {
        queue.push(path.posix.join(path.posix.dirname(asset), /** @type {string} */ (m[1])));
      }
    }
    return [...seen].sort();
  }

  /** @param {string} file built HTML file */
  function weigh(file) {
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
      path: pagePathOf(clientDir, file),
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
    weighAll: () => htmlFiles(clientDir).map(weigh),
    weighPath: (/** @type {string} */ p) => weigh(htmlFileOf(clientDir, p)),
  };
}
