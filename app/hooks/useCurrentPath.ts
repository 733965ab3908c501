import { createContext, use } from "react";
import { useLocation } from "react-router";

/** Provided by the root's shell: true around the 404 page (root.tsx). */
export const NotFoundShellContext = createContext(false);

/**
 * The path the site's navigation marks as the current page: the location's, or null on the 404
 * page. That page is prerendered once and served at every unknown path (decision 0002), marking
 * no page, so at /about/x it must hydrate marking none either, or the marks React believes it
 * set go stale (decision 0402).
 */
export function useCurrentPath(): string | null {
  const { pathname } = useLocation();
  return use(NotFoundShellContext) ? null : pathname;
}
