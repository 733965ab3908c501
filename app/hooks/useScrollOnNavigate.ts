import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "./useReducedMotion";

/** Navigation state flag: set it when changing only the URL (e.g. a hash) without moving. */
export interface KeepScrollState {
  keepScroll?: boolean;
}

/** Decodes a URL hash into an element id; malformed percent-encoding yields null. */
export function hashToId(hash: string): string | null {
  const raw = hash.replace(/^#/, "");
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/**
 * After every in-app navigation (a new history entry, or a click on a link to the page already
 * shown) scroll smoothly to the top, or to the element named by the hash. Back/forward (POP)
 * is left to the browser. Under reduced motion the scroll jumps.
 *
 * A layout effect, so the scroll is set before the new page is first painted: otherwise a
 * frame of the new page shows at the old offset (clamped to the new page's height).
 */
export function useScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);

  useLayoutEffect(() => {
    if (isFirst.current) {
      // The first render is the prerendered page; the browser already honoured any hash.
      isFirst.current = false;
      return;
    }
    if (navigationType === "POP") return;
    if ((location.state as KeepScrollState | null)?.keepScroll) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    if (location.hash) {
      const id = hashToId(location.hash);
      const target = id ? document.getElementById(id) : null;
      if (target) target.scrollIntoView({ behavior, block: "start" });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior });
    // location.key changes on every navigation, including a link to the current page.
  }, [location.key, location.hash, location.state, navigationType]);
}
