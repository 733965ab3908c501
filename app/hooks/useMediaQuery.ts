import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a media query matches. Prerender and hydration answer `serverValue` (so the HTML
 * and the first client render agree); the real answer follows right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  // One subscription per query, not one per render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const mql = window.matchMedia(query);
      mql.addEventListener("change", onChange);
      return () => mql.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
