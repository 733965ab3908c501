import { type RefObject, useSyncExternalStore } from "react";

function subscribe(onChange: () => void) {
  // Focus moving into a frame blurs this window; coming back focuses it (or an element in it).
  window.addEventListener("blur", onChange);
  window.addEventListener("focus", onChange);
  document.addEventListener("focusin", onChange);
  return () => {
    window.removeEventListener("blur", onChange);
    window.removeEventListener("focus", onChange);
    document.removeEventListener("focusin", onChange);
  };
}

/**
 * Whether keyboard or pointer focus is inside the given frame's document. Chromium matches
 * neither :focus nor :focus-within on an <iframe> whose content has focus, so a focus ring on
 * the frame needs this. Prerender and hydration answer `false`.
 */
export function useFocusInFrame(frame: RefObject<HTMLIFrameElement | null>): boolean {
  return useSyncExternalStore(
    subscribe,
    () => frame.current !== null && document.activeElement === frame.current,
    () => false,
  );
}
