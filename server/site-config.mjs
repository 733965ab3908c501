// @ts-check
/**
 * The one definition of how the built site is served: redirects, cache rules, security headers
 * and the Content-Security-Policy template. The embedded server reads it directly; the build
 * step scripts/build/deploy-config.mjs renders the nginx configuration, `_headers` and
 * `_redirects` from it, and scripts/build/csp.mjs fills the policy with the hashes of each
 * page's inline scripts (docs/decisions/0400-hosting-and-security-headers.md).
 */

/** Permanent redirects (path -> target). Both servers also accept a trailing slash on `from`. */
export const redirects = {
  "/services/custom-hybrid": "/services/custom",
  // Articles live at /blog/<slug>; a visitor trimming the URL lands on the blog's listing.
  "/blog": "/resources/blog",
};

/**
 * Redirects by pattern, first match wins: a regular expression that means the same in
 * JavaScript and nginx (PCRE), whose first group is the target. Page 1 of a paginated Resource
 * Center list is the list's own URL (`/resources/blog/page/1` -> `/resources/blog`; decision
 * 0601); a list that does not exist then answers 404 at its own URL.
 */
export const patternRedirects = [
  { pattern: "^(/resources(?:/[a-z0-9-]+){1,3})/page/1/*$", name: "page 1 of a list" },
];
const compiledPatternRedirects = patternRedirects.map((rule) => new RegExp(rule.pattern));

/**
 * The permanent redirect of a path, or null: the fixed table first, then the patterns.
 * @param {string} pathname a decoded path with repeated slashes merged
 * @returns {string | null}
 */
export function redirectFor(pathname) {
  const fixed = redirects[/** @type {keyof typeof redirects} */ (pathname.replace(/\/+$/, ""))];
  if (fixed) return fixed;
  for (const re of compiledPatternRedirects) {
    const match = re.exec(pathname);
    if (match?.[1]) return match[1];
  }
  return null;
}

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_HTML = "no-cache";
export const CACHE_STATIC = "public, max-age=86400";

/**
 * Cache-Control by path, first match wins. The patterns are plain regular expressions that mean
 * the same in JavaScript and in nginx (PCRE), so the nginx `map` is generated from this list.
 * Anything that matches none (extensionless page routes) is HTML.
 */
export const cacheRules = [
  { pattern: "^/assets/", value: CACHE_IMMUTABLE },
  { pattern: "\\.html$", value: CACHE_HTML },
  { pattern: "/$", value: CACHE_HTML },
  // A page's data for client-side navigation (React Router's <path>.data): as fresh as its HTML.
  { pattern: "\\.data$", value: CACHE_HTML },
  // The search bundle's index chunks, fragments and metadata are named by a hash of their content.
  { pattern: "^/pagefind/(index|fragment|filter)/|\\.pf_meta$", value: CACHE_IMMUTABLE },
  // The search bundle's entry points have fixed names (pagefind.js, pagefind-entry.json) and
  // name the hashed chunks of this build: as fresh as the pages they find.
  { pattern: "^/pagefind/pagefind[^/]*$", value: CACHE_HTML },
  { pattern: "\\.pagefind$", value: CACHE_STATIC },
  { pattern: "\\.[A-Za-z0-9]+$", value: CACHE_STATIC },
];

/**
 * Content types, by file extension, that a server's own table lacks: React Router's page data
 * for client-side navigation (<path>.data; sirv and nginx know no type for it) and the web
 * app manifest (missing from nginx's mime.types). Both servers send these, compressed.
 */
/** @type {Record<string, string>} */
export const extraContentTypes = {
  data: "text/x-script",
  webmanifest: "application/manifest+json",
};

/**
 * The search bundle's binary files (Pagefind's index chunks, page fragments, metadata and
 * WebAssembly, each already compressed by Pagefind): typed for both servers (nginx by its
 * default_type), never compressed again.
 * @type {Record<string, string>}
 */
export const binaryContentTypes = {
  pf_fragment: "application/octet-stream",
  pf_index: "application/octet-stream",
  pf_meta: "application/octet-stream",
  pf_filter: "application/octet-stream",
  pagefind: "application/octet-stream",
};

const compiledCacheRules = cacheRules.map((rule) => ({ ...rule, re: new RegExp(rule.pattern) }));

/**
 * Hashed build assets live under /assets/ and never change; pages are revalidated every time.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  return compiledCacheRules.find((rule) => rule.re.test(pathname))?.value ?? CACHE_HTML;
}

/**
 * Paths that get a canonical (trailing-slash) redirect: plain URL characters only, and never a
 * second leading slash or backslash, so a Location header can never become protocol-relative
 * (`//evil.example`): such requests simply get the 404 page. Same meaning in JS and PCRE.
 */
export const CANONICALIZABLE_PATH = "^/([A-Za-z0-9._~-][A-Za-z0-9._~/-]*?)/+$";
const canonicalizable = new RegExp(CANONICALIZABLE_PATH);

/**
 * Canonical form of a page path: no trailing slash (except "/"). Returns the path to redirect
 * to, or null when the path is already canonical (or not a path worth redirecting).
 * @param {string} pathname a decoded path with repeated slashes merged
 * @returns {string | null}
 */
export function canonicalRedirect(pathname) {
  const match = canonicalizable.exec(pathname);
  return match ? `/${match[1]}` : null;
}

/**
 * A page's file URL (`/about/index.html`, `/index.html`): a permanent redirect to its clean path
 * (`/about`, `/`), the first group. The router knows pages by their clean path only, so a page
 * shown at its file URL would hydrate as the 404 page (decision 0402). Plain URL characters
 * only, like CANONICALIZABLE_PATH, so the Location is never protocol-relative; same meaning in
 * JavaScript and nginx (PCRE).
 */
export const INDEX_FILE_PATH =
  "^(/(?:[A-Za-z0-9._~-]+(?:/[A-Za-z0-9._~-]+)*(?=/))?)/?index\\.html$";
const indexFile = new RegExp(INDEX_FILE_PATH);

/**
 * The clean path of a page's file URL, or null.
 * @param {string} pathname a decoded path with repeated slashes merged
 * @returns {string | null}
 */
export function indexFileRedirect(pathname) {
  return indexFile.exec(pathname)?.[1] ?? null;
}

/**
 * The file, in <build>/deploy/ beside headers.json, where the build lists the paths that were
 * pages and are gone for good (closed roles; docs/decisions/0907-open-roles.md):
 * `{ "builtOn": "YYYY-MM-DD", "paths": ["/careers/…"] }`. Both servers answer those paths 410
 * Gone with the 404 page; a static host, which has no such rule, 404.
 */
export const GONE_FILE = "gone.json";

/** Files in the build output that are configuration for static hosts, never content. */
export const hiddenPaths = ["/_headers", "/_redirects", "/404", "/404.html"];

/** Methods the servers answer; anything else is 405 with an Allow header. */
export const ALLOWED_METHODS = ["GET", "HEAD"];

/**
 * The origin of the embedded map on /contact. Duplicated from app/lib/maps.ts (this module is
 * plain JavaScript read by Node and the build); server/site-config.test.mjs keeps them equal.
 */
export const MAP_ORIGIN = "https://www.google.com";

/**
 * Security headers sent with every response by every server (the CSP is added per page).
 * Permissions-Policy lists only features Chromium recognises (unknown ones log console errors;
 * Chromium 156 on Linux no longer knows `bluetooth`).
 */
export const securityHeaders = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": [
    "accelerometer=()",
    "autoplay=()",
    "camera=()",
    "display-capture=()",
    "encrypted-media=()",
    "geolocation=()",
    "gyroscope=()",
    "hid=()",
    "idle-detection=()",
    "magnetometer=()",
    "microphone=()",
    "midi=()",
    "payment=()",
    "publickey-credentials-get=()",
    "screen-wake-lock=()",
    "serial=()",
    "usb=()",
    "xr-spatial-tracking=()",
  ].join(", "),
};

/**
 * @typedef {object} PolicyInputs
 * @property {string[]} [scriptHashes] 'sha256-…' sources of the page's inline scripts
 * @property {string[]} [styleHashes] 'sha256-…' sources of the page's inline <style> elements
 * @property {boolean} [styleAttributes] the prerendered page has style="" attributes
 * @property {string[]} [formEndpoints] origins the contact form sends to (VITE_CONTACT_ENDPOINT):
 *   a native post (form-action) without JavaScript, a fetch (connect-src) with it
 * @property {boolean} [wasm] the page runs WebAssembly ('wasm-unsafe-eval' in script-src): the
 *   search page only, whose search runs Pagefind's WebAssembly (wasmPagePaths)
 * @property {boolean} [embedsMap] the page may show the map (frame-src MAP_ORIGIN): every page,
 *   since a client-side navigation to /contact keeps the policy of the document it started on
 */

/**
 * The Content-Security-Policy for one page. Scripts: same origin plus the hashes of the inline
 * scripts React Router writes into that page; no 'unsafe-inline', no 'unsafe-eval'.
 * @param {PolicyInputs} [inputs]
 */
export function contentSecurityPolicy(inputs = {}) {
  const {
    scriptHashes = [],
    styleHashes = [],
    styleAttributes = false,
    formEndpoints = [],
    embedsMap = false,
    wasm = false,
  } = inputs;
  const directives = [
    ["default-src", "'self'"],
    ["script-src", "'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes],
    ["style-src", "'self'", ...styleHashes],
    // Only when the prerendered HTML carries style="" attributes (React `style` props). They
    // cannot run script; hashing them would need 'unsafe-hashes', which not every browser has.
    ...(styleAttributes ? [["style-src-attr", "'unsafe-inline'"]] : []),
    ["img-src", "'self'", "data:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'", ...formEndpoints],
    ["manifest-src", "'self'"],
    ["worker-src", "'self'"],
    // Without frame-src, frames fall back to default-src 'self'.
    ...(embedsMap ? [["frame-src", MAP_ORIGIN]] : []),
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...formEndpoints],
    ["object-src", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

/**
 * Pages whose policy allows WebAssembly: /search (Pagefind). Links to it load the document
 * (HeaderSearch), so its own policy applies; a client-side navigation would keep the policy of
 * the page it started on. Duplicated from app/content/search-entry.ts SEARCH_PATH;
 * server/site-config.test.mjs keeps them equal.
 */
export const wasmPagePaths = ["/search"];

/**
 * The policy of the XML files (feed.xml, sitemap.xml): nothing may load or run, except the inline
 * styles of the browser's own XML viewer (Chromium's differ by version, so no hashes; no XSL).
 */
export const XML_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  // The viewer's fold arrows are data: SVG images.
  "img-src data:",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join("; ");

/**
 * The content editor (Decap CMS; docs/decisions/0801-content-editor.md), in a build only when
 * it was asked for (CMS_ADMIN=true). A directory URL: /admin/ serves admin/index.html (the
 * editor's files are relative to it) and /admin redirects there, where every other page drops
 * its trailing slash.
 */
export const ADMIN_PATH = "/admin/";

/**
 * The permanent redirect of the editor's bare path and of its file URL, or null.
 * @param {string} pathname a decoded path with repeated slashes merged
 */
export function adminRedirect(pathname) {
  return pathname === ADMIN_PATH.slice(0, -1) || pathname === `${ADMIN_PATH}index.html`
    ? ADMIN_PATH
    : null;
}

/**
 * The editor's policy, wider than any page's and for /admin/ only: Decap's bundle evaluates
 * code ('unsafe-eval', 'wasm-unsafe-eval') and styles itself inline; it talks to GitHub's API
 * (the production backend) or, in a build made for a local decap-server, to loopback; avatars
 * come from GitHub.
 * @param {{ localBackend?: boolean }} [options]
 */
export function adminPolicy({ localBackend = false } = {}) {
  const loopback = localBackend ? ["http://localhost:*", "http://127.0.0.1:*"] : [];
  return [
    ["default-src", "'self'"],
    ["script-src", "'self'", "'unsafe-eval'", "'wasm-unsafe-eval'"],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", "https://api.github.com", ...loopback],
    ["frame-src", "'self'", "blob:"],
    ["worker-src", "'self'", "blob:"],
    ["frame-ancestors", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["object-src", "'none'"],
  ]
    .map((d) => d.join(" "))
    .join("; ");
}

/**
 * Headers the editor's files get instead of the shared ones: the GitHub backend logs in through
 * a pop-up on the firm's OAuth host, which must reach back to the page that opened it.
 * @type {Record<string, string>}
 */
export const adminHeaders = { "Cross-Origin-Opener-Policy": "same-origin-allow-popups" };

/** The policy for responses that are not pages (assets, redirects, errors without HTML). */
export const BASE_POLICY = contentSecurityPolicy();
