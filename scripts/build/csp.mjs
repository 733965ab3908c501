// @ts-check
/**
 * Build step: the Content-Security-Policy of every prerendered page. React Router writes inline
 * scripts into each page (the router context, route module imports, React's streaming
 * runtime); each page's policy allows exactly its own inline scripts by SHA-256 hash. The
 * result, with the shared security headers, goes to <build>/deploy/headers.json, which the
 * embedded server reads and deploy-config.mjs renders into nginx.conf and _headers.
 * Per-page policies: docs/decisions/0400-hosting-and-security-headers.md.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder, htmlFilesUnder } from "./files.mjs";
import {
  ADMIN_PATH,
  adminPolicy,
  BASE_POLICY,
  contentSecurityPolicy,
  XML_POLICY,
  securityHeaders,
  wasmPagePaths,
} from "../../server/site-config.mjs";

/** Script types a browser executes (CSP applies); JSON-LD and other data blocks are skipped. */
const EXECUTABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** @param {string} text */
export function sha256Source(text) {
  // The HTML parser turns CR LF and lone CR into LF before the browser hashes the text.
  const normalized = text.replace(/\r\n?/g, "\n");
  return `'sha256-${createHash("sha256").update(normalized, "utf8").digest("base64")}'`;
}

/**
 * The inline code of one HTML document.
 * @param {string} html
 */
export function inlineSources(html) {
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = m[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1]?.toLowerCase() ?? "";
    if (!EXECUTABLE_TYPES.has(type)) continue;
    scripts.add(sha256Source(m[2] ?? ""));
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    styles.add(sha256Source(m[1] ?? ""));
  }
  const styleAttributes = /<[a-zA-Z][^<>]*\sstyle\s*=/.test(html);
  return { scripts: [...scripts].sort(), styles: [...styles].sort(), styleAttributes };
}

/**
 * The origin of a contact form endpoint, or an error: https, or http on a loopback address only
 * (a local receiver for tests; a page on https may not post to plain http elsewhere).
 * @param {string} endpoint
 */
export function endpointOrigin(endpoint) {
  const url = new URL(endpoint);
  const loopback = /^(127\.\d+\.\d+\.\d+|\[::1\]|localhost)$/.test(url.hostname);
  if (url.protocol === "https:" || (url.protocol === "http:" && loopback)) return url.origin;
  throw new Error(`VITE_CONTACT_ENDPOINT must be https (or http on loopback): ${endpoint}`);
}

/** The origin of the optional contact form endpoint (VITE_CONTACT_ENDPOINT), if configured. */
async function formEndpointOrigins() {
  let endpoint = process.env.VITE_CONTACT_ENDPOINT;
  if (endpoint === undefined) {
    try {
      const { loadEnv } = await import("vite");
      endpoint = loadEnv("production", process.cwd(), "VITE_").VITE_CONTACT_ENDPOINT;
    } catch {
      endpoint = undefined;
    }
  }
  return endpoint ? [endpointOrigin(endpoint)] : [];
}

/**
 * @param {string} clientDir
 * @returns {Promise<{ securityHeaders: Record<string, string>, defaultPolicy: string,
 *   policies: Record<string, string> }>} policies keyed by file path ("/about/index.html",
 *   "/feed.xml")
 */
export async function computeHeaders(clientDir) {
  const formEndpoints = await formEndpointOrigins();
  const wasmFiles = new Set(wasmPagePaths.map((p) => `${p}/index.html`));
  /** @type {Record<string, string>} */
  const policies = {};
  const files = [];
  for await (const file of htmlFilesUnder(clientDir)) files.push(file);
  files.sort();
  for (const file of files) {
    const key = `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
    if (key.startsWith(ADMIN_PATH)) {
      // The editor (CMS_ADMIN=true builds): its own, wider policy; a build without a GitHub
      // repository talks to a local decap-server (scripts/build/cms-admin.mjs).
      policies[key] = adminPolicy({ localBackend: !process.env.CMS_GITHUB_REPO });
      continue;
    }
    const { scripts, styles, styleAttributes } = inlineSources(await readFile(file, "utf8"));
    policies[key] = contentSecurityPolicy({
      scriptHashes: scripts,
      styleHashes: styles,
      styleAttributes,
      formEndpoints,
      // Any page can navigate to /contact without a document load, keeping its own policy.
      embedsMap: true,
      wasm: wasmFiles.has(key),
    });
  }
  for await (const file of filesUnder(clientDir, (name) => name.endsWith(".xml"))) {
    policies[`/${path.relative(clientDir, file).split(path.sep).join("/")}`] = XML_POLICY;
  }
  return {
    securityHeaders,
    defaultPolicy: contentSecurityPolicy({ formEndpoints }) || BASE_POLICY,
    policies,
  };
}

/** Where the generated server configuration lives for a given client folder. */
export const deployDirFor = (/** @type {string} */ clientDir) =>
  path.join(path.dirname(clientDir), "deploy");

/**
 * Static hosts serve 404.html at any unknown URL with only the headers of "/*": the page carries
 * its own policy in a <meta> (without frame-ancestors, which a <meta> cannot set). Adding the
 * element changes no inline script, so the policy's hashes still hold.
 * @param {string} clientDir
 * @param {string | undefined} policy
 */
async function embedNotFoundPolicy(clientDir, policy) {
  if (!policy) return;
  const file = path.join(clientDir, "404.html");
  const html = await readFile(file, "utf8");
  if (html.includes('http-equiv="Content-Security-Policy"')) return;
  const content = policy
    .split("; ")
    .filter((d) => !d.startsWith("frame-ancestors"))
    .join("; ");
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content}"/>`;
  const withMeta = html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1${meta}`);
  if (withMeta === html) throw new Error("404.html has no <meta charset> to place its policy after");
  await writeFile(file, withMeta);
}

/** @param {{ clientDir: string }} options */
export async function writeSecurityHeaders({ clientDir }) {
  const headers = await computeHeaders(clientDir);
  const out = deployDirFor(clientDir);
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, "headers.json"), `${JSON.stringify(headers, null, 2)}\n`);
  await embedNotFoundPolicy(clientDir, headers.policies["/404.html"]);
  const count = Object.keys(headers.policies).length;
  return `${count} page policies -> ${path.relative(process.cwd(), out)}/headers.json`;
}
