#!/usr/bin/env node
// @ts-check
/**
 * The embedded production server: serves the prerendered build with sirv (precompressed
 * brotli/gzip, ETags), answers unknown paths with the 404 page and status 404, and applies the
 * shared redirect, cache and security-header rules of site-config.mjs. Each page's
 * Content-Security-Policy comes from <build>/deploy/headers.json, written by the build.
 *
 * Usage: node server/serve.mjs [--port 3000] [--host 127.0.0.1] [--dir build/client]
 * Environment: PORT, HOST, BUILD_DIR.
 */
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import sirv from "sirv";
import {
  ADMIN_PATH,
  adminHeaders,
  adminRedirect,
  ALLOWED_METHODS,
  binaryContentTypes,
  cacheControlFor,
  canonicalRedirect,
  extraContentTypes,
  GONE_FILE,
  hiddenPaths,
  indexFileRedirect,
  redirectFor,
} from "./site-config.mjs";

/**
 * @typedef {{ securityHeaders: Record<string, string>, defaultPolicy: string,
 *   policies: Record<string, string> }} HeadersConfig
 */

/** Types sirv's table lacks that nginx's mime.types has (so not in extraContentTypes). */
const sirvMissingTypes = /** @type {Record<string, string>} */ ({ ico: "image/x-icon" });

/**
 * The request handler for one build folder.
 * @param {{ root: string, headersFile?: string }} options
 */
export function createHandler({ root, headersFile }) {
  const notFoundFile = path.join(root, "404.html");
  const headersPath = headersFile ?? path.join(path.dirname(root), "deploy", "headers.json");
  if (!existsSync(notFoundFile)) throw new Error(`No build found at ${root}. Run "npm run build".`);
  if (!existsSync(headersPath)) {
    throw new Error(`No ${headersPath}: the build writes it. Run "npm run build".`);
  }
  const notFoundHtml = readFileSync(notFoundFile);
  /** @type {HeadersConfig} */
  const config = JSON.parse(readFileSync(headersPath, "utf8"));
  const hidden = new Set(hiddenPaths);
  // Pages gone for good (closed roles, decision 0907): 410 with the 404 page. A build made
  // before the list existed has none.
  const goneFile = path.join(path.dirname(headersPath), GONE_FILE);
  /** @type {Set<string>} */
  const gone = new Set(
    existsSync(goneFile) ? JSON.parse(readFileSync(goneFile, "utf8")).paths : [],
  );
  // The editor only when this build has it (CMS_ADMIN=true): otherwise /admin is any unknown path.
  const hasAdmin = existsSync(path.join(root, ADMIN_PATH, "index.html"));
  const allow = ALLOWED_METHODS.join(", ");

  /** The policy of the file served ("/about/index.html"); non-pages get the base policy. */
  const policyFor = (/** @type {string} */ file) => config.policies[file] ?? config.defaultPolicy;

  const assets = sirv(root, {
    etag: true,
    gzip: true,
    brotli: true,
    // Only exact files: the handler maps extensionless routes to <path>/index.html itself.
    extensions: [],
    dotfiles: false,
    setHeaders(res, pathname) {
      const extension = path.extname(pathname).slice(1);
      const extraType =
        extraContentTypes[extension] ??
        binaryContentTypes[extension] ??
        sirvMissingTypes[extension];
      if (extraType) res.setHeader("Content-Type", extraType);
      res.setHeader("Cache-Control", cacheControlFor(pathname));
      res.setHeader("Content-Security-Policy", policyFor(pathname));
    },
  });

  /**
   * @param {http.ServerResponse} res
   * @param {number} status
   * @param {Record<string, string>} [headers]
   * @param {Buffer | string} [body]
   */
  const send = (res, status, headers = {}, body) => {
    res.writeHead(status, { "Cache-Control": "no-cache", ...headers });
    res.end(body);
  };

  /**
   * The 404 page, as 404 or (for a path that cannot be decoded) 400: a visitor always gets the
   * site's header, footer and a way home.
   * @param {http.IncomingMessage} req @param {http.ServerResponse} res
   */
  const notFound = (req, res, status = 404) =>
    send(
      res,
      status,
      {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": config.policies["/404.html"] ?? config.defaultPolicy,
      },
      req.method === "HEAD" ? undefined : notFoundHtml,
    );

  /** @param {http.IncomingMessage} req @param {http.ServerResponse} res */
  return function handler(req, res) {
    for (const [name, value] of Object.entries(config.securityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", config.defaultPolicy);

    if (!ALLOWED_METHODS.includes(req.method ?? "")) {
      return send(
        res,
        405,
        { Allow: allow, "Content-Type": "text/plain; charset=utf-8" },
        "405 Method Not Allowed\n",
      );
    }
    const target = req.url ?? "";
    if (!target.startsWith("/")) return notFound(req, res, 400);
    const queryAt = target.indexOf("?");
    const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
    const search = queryAt === -1 ? "" : target.slice(queryAt);

    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      return notFound(req, res, 400);
    }
    // Control bytes, backslashes and dot segments never name a file of the build.
    // eslint-disable-next-line no-control-regex -- matching control bytes is the point
    if (/[\u0000-\u001f\u007f\\]/.test(pathname)) return notFound(req, res, 400);
    if (pathname.split("/").some((segment) => segment === ".." || segment === ".")) {
      return notFound(req, res, 400);
    }
    pathname = pathname.replace(/\/{2,}/g, "/");

    const inAdmin = hasAdmin && pathname.startsWith(ADMIN_PATH);
    const redirect =
      (hasAdmin ? adminRedirect(pathname) : null) ??
      redirectFor(pathname) ??
      (inAdmin ? null : (indexFileRedirect(pathname) ?? canonicalRedirect(pathname)));
    if (redirect) {
      return send(res, 301, {
        Location: redirect + search,
        "Cache-Control": cacheControlFor(pathname),
      });
    }
    if (hidden.has(pathname)) return notFound(req, res);
    if (gone.has(pathname)) return notFound(req, res, 410);

    // Extensionless routes map to <path>/index.html (as nginx's try_files; an extension may have
    // an underscore: Pagefind's .pf_meta, .pf_index, .pf_fragment); sirv looks files up
    // by the decoded path, so hand it the normalized file path.
    const file =
      pathname === "/" || (inAdmin && pathname === ADMIN_PATH)
        ? `${pathname}index.html`
        : /\.[A-Za-z0-9_]+$/.test(pathname)
          ? pathname
          : `${pathname}/index.html`;
    if (inAdmin)
      for (const [name, value] of Object.entries(adminHeaders)) res.setHeader(name, value);
    req.url = encodeURI(file).replace(/[?#]/g, encodeURIComponent) + search;
    // The page's own policy also on a 304 (sirv skips setHeaders then): a revalidated cached
    // page keeps the CSP hashes of its inline scripts.
    res.setHeader("Content-Security-Policy", policyFor(file));
    res.setHeader("Cache-Control", cacheControlFor(file));
    assets(req, res, () => notFound(req, res));
  };
}

/**
 * Starts the server; resolves once it listens.
 * @param {{ root: string, port: number, host: string, headersFile?: string, log?: boolean }} options
 */
export async function startServer({ root, port, host, headersFile, log = true }) {
  const server = http.createServer(createHandler({ root, headersFile }));
  // No proxying: CONNECT is refused instead of leaving the socket hanging.
  server.on("connect", (_req, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n",
    );
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve(undefined));
  });
  if (log) {
    const shown = host.includes(":") ? `[${host}]` : host;
    console.log(`Serving ${path.relative(process.cwd(), root) || "."} at http://${shown}:${port}`);
  }
  return server;
}

/** Stops accepting connections, lets requests in flight finish, then exits. */
function stopOnSignals(/** @type {http.Server} */ server) {
  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.close(() => process.exit(0));
      server.closeIdleConnections();
      // Keep-alive clients that never go idle do not hold the process open for long.
      setTimeout(() => {
        server.closeAllConnections();
        process.exit(0);
      }, 3000).unref();
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
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
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`Invalid port: ${args.port ?? process.env.PORT}`);
    process.exit(1);
  }
  try {
    stopOnSignals(await startServer({ root, port, host }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
