import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches. Prerender and hydration answer `serverValue` (so the HTML
 * and the first client render agree); the real answer follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
