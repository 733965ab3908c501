#!/usr/bin/env node
// @ts-check
/**
 * The embedded production server: serves the prerendered build with sirv (precompressed
 * brotli/gzip, ETags), answers unknown paths with the 404 page and status 404, and applies the
 * shared redirect and cache rules of site-config.mjs.
 *
 * Usage: node server/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build/client]
 * Environment: PORT, HOST, BUILD_DIR.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { parseArgs } from "node:util";
import sirv from "sirv";
import { cacheControlFor, canonicalRedirect, redirects } from "./site-config.mjs";

const { values: args } = parseArgs({
  options: {
    port: { type: "string" },
    host: { type: "string" },
    dir: { type: "string" },
  },
});

const port = Number(args.port ?? process.env.PORT ?? 3000);
const host = args.host ?? process.env.HOST ?? "127.0.0.1";
const root = path.resolve(args.dir ?? path.join(process.env.BUILD_DIR ?? "build", "client"));
const notFoundFile = path.join(root, "404.html");

if (!existsSync(notFoundFile)) {
  console.error(`No build found at ${root}. Run "npm run build" first.`);
  process.exit(1);
}
const notFoundHtml = readFileSync(notFoundFile);

const assets = sirv(root, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ["html"],
  setHeaders(res, pathname) {
    res.setHeader("Cache-Control", cacheControlFor(pathname));
  },
});

/** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
function handler(req, res) {
  const url = new URL(req.url ?? "/", "http://localhost");
  const pathname = url.pathname;

  const target = redirects[/** @type {keyof typeof redirects} */ (pathname.replace(/\/+$/, ""))];
  const canonical = target ?? canonicalRedirect(pathname);
  if (canonical) {
    res.writeHead(301, {
      Location: canonical + url.search,
      "Cache-Control": "public, max-age=3600",
    });
    res.end();
    return;
  }

  assets(req, res, () => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache" });
    res.end(req.method === "HEAD" ? undefined : notFoundHtml);
  });
}

const server = http.createServer(handler);
server.listen(port, host, () => {
  console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://${host}:${port}`);
});

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
