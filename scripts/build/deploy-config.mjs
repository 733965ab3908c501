#!/usr/bin/env node
// @ts-check
/**
 * Build step and CLI: renders every server configuration from the one definition in
 * server/site-config.mjs plus the per-page policies of scripts/build/csp.mjs:
 *   <build>/deploy/nginx.conf   full nginx configuration (from the template deploy/nginx.conf)
 *   <build>/client/_headers     Netlify / Cloudflare Pages headers
 *   <build>/client/_redirects   Netlify / Cloudflare Pages redirects
 *
 * CLI (render nginx.conf for another root, address or temp folder):
 *   node scripts/build/deploy-config.mjs nginx --root build/client --listen 127.0.0.1:8080 \
 *     --tmp /tmp/nginx --out /tmp/nginx/nginx.conf [--access-log off] [--error-log stderr]
 */
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import {
  ADMIN_PATH,
  adminHeaders,
  CACHE_HTML,
  CACHE_IMMUTABLE,
  CANONICALIZABLE_PATH,
  cacheRules,
  extraContentTypes,
  GONE_FILE,
  hiddenPaths,
  INDEX_FILE_PATH,
  patternRedirects,
  redirects,
} from "../../server/site-config.mjs";
import { computeHeaders, deployDirFor } from "./csp.mjs";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const NGINX_TEMPLATE = path.join(repoRoot, "deploy", "nginx.conf");

/** Defaults of the shipped configuration (the official nginx image, run as a non-root user). */
const NGINX_DEFAULTS = {
  root: "/usr/share/nginx/html",
  listen: "8080",
  tmp: "/tmp/nginx",
  accessLog: "/dev/stdout",
  errorLog: "stderr",
  mimeTypes: "/etc/nginx/mime.types",
};

/** @param {string} value */
const quote = (value) => {
  if (/["\\\n\r$]/.test(value)) {
    throw new Error(`value cannot be quoted for nginx: ${value}`);
  }
  return `"${value}"`;
};
/** @param {string} text */
const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * @typedef {{ securityHeaders: Record<string, string>, defaultPolicy: string,
 *   policies: Record<string, string> }} HeadersConfig
 */

/**
 * Page URL paths at which a file's policy applies ("/about/index.html" -> "/about", …).
 * @param {string} file
 */
export function urlPathsFor(file) {
  if (file === "/index.html") return ["/", "/index.html"];
  if (file.endsWith("/index.html")) {
    const page = file.slice(0, -"/index.html".length);
    return [page, `${page}/`, file];
  }
  return [file];
}

/**
 * @param {HeadersConfig} headers
 * @param {{ root: string, listen: string, tmp: string, accessLog?: string, errorLog?: string,
 *   mimeTypes?: string, gone?: readonly string[] }} options `gone`: the paths answered 410
 */
export async function renderNginx(headers, options) {
  const opts = { ...NGINX_DEFAULTS, ...options };
  const indent = (/** @type {number} */ n) => " ".repeat(n);
  const cacheMap = [
    ...cacheRules.map((rule) => `${indent(8)}~${rule.pattern} ${quote(rule.value)};`),
    `${indent(8)}default ${quote(CACHE_HTML)};`,
  ].join("\n");
  const cspMap = [
    `${indent(8)}default ${quote(headers.defaultPolicy)};`,
    ...Object.entries(headers.policies).flatMap(([file, policy]) =>
      // try_files may leave $uri as the request path or the file: map both.
      [...new Set([file, file === "/index.html" ? "/" : file.replace(/\/index\.html$/, "")])]
        .filter(Boolean)
        .map((key) => `${indent(8)}${quote(key)} ${quote(policy)};`),
    ),
  ].join("\n");
  const securityHeaders = Object.entries(headers.securityHeaders)
    .map(([name, value]) => `${indent(8)}add_header ${name} ${quote(value)} always;`)
    .join("\n");
  const redirectBlocks = Object.entries(redirects)
    .map(
      ([from, to]) =>
        `${indent(8)}location ~ "^${escapeRegex(from)}/*$" {\n` +
        `${indent(12)}return 301 ${to}$is_args$args;\n${indent(8)}}`,
    )
    .concat(
      patternRedirects.map(
        (rule) =>
          `${indent(8)}# ${rule.name}\n${indent(8)}location ~ "${rule.pattern}" {\n` +
          `${indent(12)}return 301 $1$is_args$args;\n${indent(8)}}`,
      ),
    )
    .join("\n");
  const hidden = hiddenPaths
    .filter((p) => p !== "/404.html")
    .map((p) => `${indent(8)}location = ${p} {\n${indent(12)}return 404;\n${indent(8)}}`)
    .join("\n");
  const gone = (opts.gone ?? [])
    .map((p) => `${indent(8)}location = ${quote(p)} {\n${indent(12)}return 410;\n${indent(8)}}`)
    .join("\n");
  // The content editor, when this build has it (CMS_ADMIN=true): a directory URL, and its own
  // headers (add_header in a location replaces the server's, so all are repeated there).
  const admin = headers.policies[`${ADMIN_PATH}index.html`]
    ? [
        `${indent(8)}location = ${ADMIN_PATH.slice(0, -1)} {`,
        `${indent(12)}return 301 ${ADMIN_PATH}$is_args$args;`,
        `${indent(8)}}`,
        `${indent(8)}location ^~ ${ADMIN_PATH} {`,
        `${indent(12)}add_header Cache-Control $site_cache_control always;`,
        `${indent(12)}add_header Content-Security-Policy $site_csp always;`,
        `${indent(12)}add_header Allow $site_allow always;`,
        ...Object.entries({ ...headers.securityHeaders, ...adminHeaders }).map(
          ([name, value]) => `${indent(12)}add_header ${name} ${quote(value)} always;`,
        ),
        // The editor's URL is its directory; its file URL redirects there. (try_files serves
        // the file within this location; `index` would redirect internally to the file URL.)
        // The inner locations inherit the headers above.
        `${indent(12)}location = ${ADMIN_PATH}index.html {`,
        `${indent(16)}return 301 ${ADMIN_PATH}$is_args$args;`,
        `${indent(12)}}`,
        `${indent(12)}location = ${ADMIN_PATH} {`,
        `${indent(16)}try_files ${ADMIN_PATH}index.html =404;`,
        `${indent(12)}}`,
        `${indent(12)}try_files $uri =404;`,
        `${indent(8)}}`,
      ].join("\n")
    : `${indent(8)}# (no content editor in this build)`;
  const extraTypes = Object.entries(extraContentTypes);
  const values = {
    ROOT: path.resolve(opts.root),
    LISTEN: opts.listen,
    TMP: path.resolve(opts.tmp),
    ACCESS_LOG: opts.accessLog,
    ERROR_LOG: opts.errorLog,
    MIME_TYPES: opts.mimeTypes,
    EXTRA_TYPES: extraTypes.map(([ext, type]) => `${indent(8)}${type} ${ext};`).join("\n"),
    EXTRA_TYPE_NAMES: [...new Set(extraTypes.map(([, type]) => type))].join(" "),
    CACHE_MAP: cacheMap,
    CSP_MAP: cspMap,
    SECURITY_HEADERS: securityHeaders,
    REDIRECTS: redirectBlocks,
    HIDDEN: hidden,
    GONE: gone || `${indent(8)}# (none in this build)`,
    ADMIN: admin,
    CANONICAL_PATH: CANONICALIZABLE_PATH,
    INDEX_FILE_PATH,
  };
  const template = await readFile(NGINX_TEMPLATE, "utf8");
  const body = template
    // The template's own header describes the template; the output says where it came from.
    .replace(/^(#.*\n)+\n/, "")
    .replace(/\{\{([A-Z_]+)\}\}/g, (_, key) => {
      const value = values[/** @type {keyof typeof values} */ (key)];
      if (value === undefined) throw new Error(`unknown placeholder {{${key}}} in ${NGINX_TEMPLATE}`);
      return value;
    });
  return (
    "# Generated by scripts/build/deploy-config.mjs from deploy/nginx.conf and\n" +
    "# server/site-config.mjs. Do not edit: change those and rebuild.\n\n" +
    body
  );
}

/** @param {HeadersConfig} headers */
/**
 * A page that is one of many views of one template (the Resource Center's industry and topic
 * filters, and the articles under /blog): the splat path its family shares, or null for a page
 * of its own. /blog itself is only a redirect, so its splat matches no page with a policy of its
 * own; the articles' rule saves five of Cloudflare Pages' 100 (decision 0935).
 * @param {string} page
 */
export function viewFamilyOf(page) {
  const m = /^(\/resources(?:\/[^/]+)?\/(?:industry|topic))\/[^/]+$/.exec(page);
  if (m) return `${m[1]}/*`;
  return /^\/blog\/[^/]+$/.test(page) ? "/blog/*" : null;
}

/**
 * Sections whose pages share one `_headers` rule but keep their own first stylesheet (decision
 * 0963): the service pages and the open roles. The section's own page keeps its rule at its
 * canonical path; its trailing-slash form falls under the splat, so its policy is united there.
 */
const RULE_SECTIONS = ["/services", "/careers"];

/**
 * The splat rule a page's policy is united into in `_headers`: its view family, or its section's.
 * @param {string} page
 */
function headersFamilyOf(page) {
  // One segment under the section: "/services/qualitative", not "/services/" or deeper.
  const section = RULE_SECTIONS.find((s) => {
    const rest = page.startsWith(`${s}/`) ? page.slice(s.length + 1) : "";
    return rest !== "" && !rest.includes("/");
  });
  return viewFamilyOf(page) ?? (section ? `${section}/*` : null);
}

/** The directives whose sources a family's policy unites: each page's inline scripts and first
 * stylesheet (decision 0528) stay allowed by hash; nothing else is. */
const UNITED = new Set(["script-src", "style-src"]);

/**
 * One policy for a family of pages: their directives must agree except script-src and
 * style-src, whose hashes are united.
 * @param {string[]} policies
 */
function unitePolicies(policies) {
  const parse = (/** @type {string} */ policy) => policy.split("; ").map((d) => d.split(" "));
  const [first, ...rest] = policies.map(parse);
  if (!first) return "";
  const without = (/** @type {string[][]} */ ds) =>
    ds.filter((d) => !UNITED.has(d[0] ?? "")).map((d) => d.join(" ")).join("; ");
  for (const other of rest) {
    if (without(other) !== without(first)) throw new Error("a view family's policies differ");
  }
  /** @param {string} name */
  const united = (name) =>
    new Set([first, ...rest].flatMap((ds) => ds.find((d) => d[0] === name)?.slice(1) ?? []));
  return first
    .map((d) => (d[0] && UNITED.has(d[0]) ? [d[0], ...united(d[0])].join(" ") : d.join(" ")))
    .join("; ");
}

/** @param {HeadersConfig} headers */
export function renderHeadersFile(headers) {
  // Static hosts join the values of every matching rule with commas; for the CSP that means
  // several policies, all enforced. So "/*" carries only the page-independent directives, and
  // each page URL adds its complete policy: its canonical path and trailing-slash form here,
  // /404.html too (unknown paths served with it get its policy from its own <meta>), while
  // …/index.html URLs redirect to the canonical path (renderRedirectsFile).
  // The filter views share one rule per family (a splat whose policy unites their script and
  // style hashes): Cloudflare Pages takes at most 100 rules, and there are dozens of views.
  // Any other header must come from one matching rule only: two values joined with a comma are
  // no valid value. A header the editor sends with a value of its own (adminHeaders: its opener
  // policy) is therefore left off "/*" and sent by each page's rule, while "/admin/*" sends
  // the editor's value (decision 0402).
  const perRule = new Set(Object.keys(adminHeaders));
  const shared = Object.entries(headers.securityHeaders).filter(([name]) => !perRule.has(name));
  const pageOnly = Object.entries(headers.securityHeaders).filter(([name]) => perRule.has(name));
  const base = headers.defaultPolicy
    .split("; ")
    .filter((d) => /^(frame-ancestors|base-uri|object-src|form-action)\b/.test(d))
    .join("; ");
  const lines = ["/*"];
  for (const [name, value] of shared) lines.push(`  ${name}: ${value}`);
  lines.push(`  Content-Security-Policy: ${base}`, "");
  lines.push("/assets/*", `  Cache-Control: ${CACHE_IMMUTABLE}`, "");
  /** @param {string} rulePath @param {string} policy @param {[string, string][]} rest */
  const rule = (rulePath, policy, rest = pageOnly) =>
    lines.push(
      rulePath,
      `  Content-Security-Policy: ${policy}`,
      ...rest.map(([name, value]) => `  ${name}: ${value}`),
      "",
    );
  /** @type {Map<string, string[]>} */
  const families = new Map();
  /** @param {string} family @param {string} policy */
  const uniteInto = (family, policy) =>
    families.set(family, [...(families.get(family) ?? []), policy]);
  for (const [file, policy] of Object.entries(headers.policies)) {
    if (file === "/404.html") {
      rule(file, policy);
      continue;
    }
    if (file === `${ADMIN_PATH}index.html`) {
      // The editor's page (its bare path is a redirect) has its policy; it and its files the
      // editor's other headers.
      rule(ADMIN_PATH, policy, []);
      lines.push(
        `${ADMIN_PATH}*`,
        ...Object.entries(adminHeaders).map(([name, value]) => `  ${name}: ${value}`),
        "",
      );
      continue;
    }
    const [page] = urlPathsFor(file);
    const family = page ? headersFamilyOf(page) : null;
    if (family) {
      uniteInto(family, policy);
      continue;
    }
    for (const urlPath of urlPathsFor(file).filter((p) => !p.endsWith(".html"))) {
      // A section's own page, at its trailing-slash URL, is under its section's splat.
      const under = RULE_SECTIONS.includes(page ?? "") && urlPath === `${page}/`;
      if (under) uniteInto(`${page}/*`, policy);
      else rule(urlPath, policy);
    }
  }
  for (const [family, policies] of families) rule(family, unitePolicies(policies));
  return lines.join("\n");
}

/**
 * @param {HeadersConfig} headers
 */
export function renderRedirectsFile(headers) {
  const lines = Object.entries(redirects).flatMap(([from, to]) => [
    `${from} ${to} 301`,
    `${from}/ ${to} 301`,
  ]);
  // Static hosts take no regular expressions: page 1 of each list that has a page 2.
  for (const file of Object.keys(headers.policies)) {
    const list = /^(\/resources\/.+)\/page\/2\/index\.html$/.exec(file)?.[1];
    if (list) lines.push(`${list}/page/1 ${list} 301`, `${list}/page/1/ ${list} 301`);
  }
  // A page's file URL (/about/index.html) would be served with no page rule of _headers, so
  // without its policy: send it to the canonical URL (the embedded server and nginx serve it
  // with the page's own policy).
  for (const file of Object.keys(headers.policies)) {
    if (!file.endsWith("/index.html")) continue;
    // The editor's URL is its directory (decision 0801).
    if (file === `${ADMIN_PATH}index.html`) {
      lines.push(`${ADMIN_PATH.slice(0, -1)} ${ADMIN_PATH} 301`, `${file} ${ADMIN_PATH} 301`);
      continue;
    }
    const [page] = urlPathsFor(file);
    if (page) lines.push(`${file} ${page} 301`);
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The paths this build answers 410 Gone (GONE_FILE, written by writeDeployConfig); none for a
 * build made before the file existed.
 * @param {string} clientDir @returns {Promise<string[]>}
 */
export async function loadGonePaths(clientDir) {
  const file = path.join(deployDirFor(clientDir), GONE_FILE);
  return existsSync(file) ? JSON.parse(await readFile(file, "utf8")).paths : [];
}

/** @param {string} clientDir */
async function loadHeaders(clientDir) {
  const file = path.join(deployDirFor(clientDir), "headers.json");
  if (existsSync(file)) return /** @type {HeadersConfig} */ (JSON.parse(await readFile(file, "utf8")));
  return computeHeaders(clientDir);
}

/** Build step. @param {{ clientDir: string }} options */
export async function writeDeployConfig({ clientDir }) {
  const headers = await loadHeaders(clientDir);
  const deployDir = deployDirFor(clientDir);
  await mkdir(deployDir, { recursive: true });
  // Loaded here only: the servers' tests import this module and need no Vite.
  const { loadSiteData } = await import("./site-data.mjs");
  const { gonePaths, builtOn } = await loadSiteData();
  await writeFile(
    path.join(deployDir, GONE_FILE),
    `${JSON.stringify({ builtOn, paths: gonePaths }, null, 2)}\n`,
  );
  const nginx = await renderNginx(headers, {
    root: process.env.NGINX_ROOT ?? NGINX_DEFAULTS.root,
    listen: process.env.NGINX_LISTEN ?? NGINX_DEFAULTS.listen,
    tmp: process.env.NGINX_TMP ?? NGINX_DEFAULTS.tmp,
    gone: gonePaths,
  });
  await writeFile(path.join(deployDir, "nginx.conf"), nginx);
  await writeFile(path.join(clientDir, "_headers"), renderHeadersFile(headers));
  await writeFile(path.join(clientDir, "_redirects"), renderRedirectsFile(headers));
  return `nginx.conf, _headers, _redirects, ${GONE_FILE} (${gonePaths.length} gone)`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      root: { type: "string" },
      listen: { type: "string" },
      tmp: { type: "string" },
      out: { type: "string" },
      "access-log": { type: "string" },
      "error-log": { type: "string" },
    },
  });
  if (positionals[0] !== "nginx" || !values.root || !values.out) {
    console.error("usage: deploy-config.mjs nginx --root DIR --out FILE [--listen ADDR] [--tmp DIR]");
    process.exit(2);
  }
  const clientDir = path.resolve(values.root);
  const headers = await loadHeaders(clientDir);
  const conf = await renderNginx(headers, {
    root: clientDir,
    listen: values.listen ?? NGINX_DEFAULTS.listen,
    tmp: values.tmp ?? path.dirname(path.resolve(values.out)),
    gone: await loadGonePaths(clientDir),
    ...(values["access-log"] ? { accessLog: values["access-log"] } : {}),
    ...(values["error-log"] ? { errorLog: values["error-log"] } : {}),
  });
  await mkdir(path.dirname(path.resolve(values.out)), { recursive: true });
  await writeFile(values.out, conf);
  console.log(`wrote ${values.out}`);
}
