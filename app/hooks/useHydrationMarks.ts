import { useEffect } from "react";
import { topOfPageHydrated } from "../lib/deferred";

/**
 * Marks the page's hydration for the browser tests and the bench: `top-hydrated` (a performance
 * mark) in the root's first commit, then `<html data-hydrated="true">` once every deferred part
 * has hydrated too (app/lib/deferred.tsx).
 */
export function useHydrationMarks() {
  useEffect(
    () =>
      topOfPageHydrated(() => {
        document.documentElement.dataset.hydrated = "true";
      }),
    [],
  );
}
