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
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder, htmlFilesUnder } from "./files.mjs";
import {
  attr,
  findAll,
  findOne,
  NOT_FOUND_FILE,
  parseHtml,
  prerenderedPages,
  textOf,
} from "./html.mjs";
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
 * The inline code of one HTML document, read with the shared parser (scripts/build/html.mjs):
 * what sits in a comment or an attribute value is no code.
 * @param {string} html
 */
export function inlineSources(html) {
  const page = parseHtml(html);
  /** @type {Set<string>} */
  const scripts = new Set();
  /** @type {Set<string>} */
  const styles = new Set();
  for (const el of findAll(page, (e) => e.name === "script" || e.name === "style")) {
    if (el.name === "style") {
      styles.add(sha256Source(textOf(el)));
      continue;
    }
    if (attr(el, "src") !== undefined) continue;
    if (!EXECUTABLE_TYPES.has((attr(el, "type") ?? "").trim().toLowerCase())) continue;
    scripts.add(sha256Source(textOf(el)));
  }
  const styleAttributes = findOne(page, (e) => attr(e, "style") !== undefined) !== undefined;
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

/** @typedef {{ path: string, file: string }} Page a prerendered page and its built file */

/**
 * The policies: one per prerendered page (scripts/build/html.mjs; an HTML file copied from
 * public/ is no page and gets the default policy, so its inline scripts never run), the
 * editor's under /admin/ when the build has one, the XML files'.
 * @param {string} clientDir
 * @param {Page[]} [pages] the prerendered pages; React Router's, unless given
 * @returns {Promise<{ securityHeaders: Record<string, string>, defaultPolicy: string,
 *   policies: Record<string, string> }>} policies keyed by file path ("/about/index.html",
 *   "/feed.xml")
 */
export async function computeHeaders(clientDir, pages) {
  const formEndpoints = await formEndpointOrigins();
  const wasmFiles = new Set(wasmPagePaths.map((p) => `${p}/index.html`));
  const keyOf = (/** @type {string} */ file) =>
    `/${path.relative(clientDir, file).split(path.sep).join("/")}`;
  /** @type {[string, string | undefined][]} each page's key, and its file unless the editor's */
  const documents = (pages ?? (await prerenderedPages(clientDir))).map(
    ({ file }) => /** @type {[string, string | undefined]} */ ([keyOf(file), file]),
  );
  // The editor (CMS_ADMIN=true builds, scripts/build/cms-admin.mjs): its own, wider policy; a
  // build without a GitHub repository talks to a local decap-server.
  const adminDir = path.join(clientDir, ADMIN_PATH);
  if (existsSync(adminDir)) {
    for await (const file of htmlFilesUnder(adminDir)) documents.push([keyOf(file), undefined]);
  }
  documents.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  /** @type {Record<string, string>} */
  const policies = {};
  for (const [key, file] of documents) {
    if (!file) {
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
    policies[keyOf(file)] = XML_POLICY;
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
 * its own policy in a <meta> (without frame-ancestors, which a <meta> cannot set), placed right
 * after its <meta charset> as the parser finds it; nothing else of the page changes. Adding the
 * element changes no inline script, so the policy's hashes still hold. React Router cannot
 * write it: the hashes are those of the inline scripts it writes into the same page.
 * @param {string} html the not-found page @param {string} policy its policy
 */
export function withPolicyMeta(html, policy) {
  const page = parseHtml(html);
  const has = findOne(
    page,
    (e) => e.name === "meta" && attr(e, "http-equiv")?.toLowerCase() === "content-security-policy",
  );
  if (has) return html;
  const charset = findOne(page, (e) => e.name === "meta" && attr(e, "charset") !== undefined);
  if (!charset || charset.endIndex === null) {
    throw new Error("404.html has no <meta charset> to place its policy after");
  }
  const content = policy
    .split("; ")
    .filter((d) => !d.startsWith("frame-ancestors"))
    .join("; ");
  const at = charset.endIndex + 1;
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content}"/>${html.slice(at)}`;
}

/** @param {{ clientDir: string, pages?: Page[] }} options */
export async function writeSecurityHeaders({ clientDir, pages }) {
  const headers = await computeHeaders(clientDir, pages);
  const out = deployDirFor(clientDir);
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, "headers.json"), `${JSON.stringify(headers, null, 2)}\n`);
  const notFound = path.join(clientDir, NOT_FOUND_FILE);
  const policy = headers.policies[`/${NOT_FOUND_FILE}`];
  if (policy) await writeFile(notFound, withPolicyMeta(await readFile(notFound, "utf8"), policy));
  const count = Object.keys(headers.policies).length;
  return `${count} page policies -> ${path.relative(process.cwd(), out)}/headers.json`;
}
