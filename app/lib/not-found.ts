import { isRouteErrorResponse } from "react-router";

/**
 * The statuses servers send the 404 page with: 404 for an unknown path (decision 0002), 400 for
 * one that cannot be decoded (a broken %-escape; decision 0400).
 */
const NOT_FOUND_PAGE_STATUSES = new Set([400, 404]);

/**
 * Whether this document was the server's 404 page for `pathname`: the Navigation Timing entry
 * keeps the status it was answered with.
 */
export function servedAsNotFound(pathname: string): boolean {
  if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") {
    return false;
  }
  const entry = performance.getEntriesByType("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  if (!entry || !NOT_FOUND_PAGE_STATUSES.has(entry.responseStatus)) return false;
  try {
    return new URL(entry.name).pathname === pathname;
  } catch {
    return false;
  }
}

/**
 * Whether a route error means "no such page": a 404 response, or any error on the path the
 * server itself answered with its 404 page (a path shaped like a page of a route with a
 * parameter, whose prerendered data does not exist).
 */
export function isNotFoundError(error: unknown, pathname: string): boolean {
  return (isRouteErrorResponse(error) && error.status === 404) || servedAsNotFound(pathname);
}
