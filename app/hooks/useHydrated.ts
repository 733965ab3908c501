import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true from the render right after it.
 * For markup the page only needs once its script runs (the strip's looping copy): leaving it
 * out of the HTML keeps the first paint's layout and the document smaller, and rendering it
 * at once after hydration, off screen, moves nothing the visitor sees.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
