// @ts-check
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";

/**
 * GET/HEAD with node:http: no automatic decompression or redirect following, so the tests see
 * exactly what the server sent.
 * @param {string} url
 * @param {{ method?: string, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, headers: http.IncomingHttpHeaders, body: Buffer }>}
 */
export function request(url, { method = "GET", headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (d) => chunks.push(d));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.end();
  });
}

/** Every prerendered page of a build: "/" and each folder holding an index.html. */
export function pagePathsOf(/** @type {string} */ clientDir) {
  /** @type {string[]} */
  const pages = [];
  const walk = (/** @type {string} */ dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "index.html") {
        const rel = path.relative(clientDir, dir).split(path.sep).join("/");
        pages.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(clientDir);
  return pages.sort();
}

/** Every file of a build folder, as URL paths. */
export function filePathsOf(/** @type {string} */ dir, /** @type {string} */ prefix = "") {
  /** @type {string[]} */
  const files = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) files.push(...filePathsOf(dir, rel));
    else files.push(rel);
  }
  return files;
}
