import { isRouteErrorResponse } from "react-router";

/**
 * Whether this document was answered with HTTP 404 for `pathname`: servers send the 404 page
 * for every unknown path (decision 0002), and the Navigation Timing entry keeps that status.
 */
export function servedAsNotFound(pathname: string): boolean {
  if (typeof performance === "undefined" || typeof performance.getEntriesByType !== "function") {
    return false;
  }
  const entry = performance.getEntriesByType("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  if (entry?.responseStatus !== 404) return false;
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
