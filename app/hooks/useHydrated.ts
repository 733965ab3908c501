import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true from the render right after it, and
 * from the first render of a widget mounted later by a client-side navigation (no prerendered
 * state to leave). For what differs between the prerendered page and the hydrated one: markup
 * only the script needs (the strip's looping copy, kept out of the HTML and the first layout),
 * and the tabs' and slideshow's prerender-only state (useTabs, useSlideshow).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
