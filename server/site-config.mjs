// @ts-check
/**
 * The one definition of how the built site is served: redirects and cache rules. The embedded
 * server reads it directly; deploy configurations are generated from it.
 */

/** Permanent redirects (path -> target). */
export const redirects = {
  "/services/custom-hybrid": "/services/custom",
};

export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable";
export const CACHE_HTML = "no-cache";
export const CACHE_STATIC = "public, max-age=86400";

/**
 * Hashed build assets live under /assets/ and never change.
 * @param {string} pathname
 */
export function cacheControlFor(pathname) {
  if (pathname.startsWith("/assets/")) return CACHE_IMMUTABLE;
  if (pathname.endsWith(".html") || pathname === "/" || !/\.[a-z0-9]+$/i.test(pathname)) {
    return CACHE_HTML;
  }
  return CACHE_STATIC;
}

/**
 * Canonical form of a page path: no trailing slash (except "/"). Returns the path to redirect
 * to, or null when the path is already canonical.
 * @param {string} pathname
 * @returns {string | null}
 */
export function canonicalRedirect(pathname) {
  if (pathname.length > 1 && pathname.endsWith("/")) {
    const trimmed = pathname.replace(/\/+$/, "") || "/";
    return trimmed;
  }
  return null;
}
