import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { prefersReducedMotion } from "./useReducedMotion";

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

/** How long a smooth scroll to the top can still be moving the page. */
const SMOOTH_SCROLL_MAX_MS = 1500;
/** Frames a restored offset is held against a smooth scroll that would carry on from it. */
const HOLD_FRAMES = 12;
/** Input that means the visitor scrolls on their own: the hold steps aside. */
const VISITOR_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** When this document last started a smooth scroll to the top (performance.now()). */
let smoothScrollStartedAt = -Infinity;

/** Keeps the page at the offset it has now for a few frames, unless the visitor scrolls. */
function holdOffset(): () => void {
  const top = window.scrollY;
  let frames = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  const hold = () => {
    if (Math.abs(window.scrollY - top) > 1) window.scrollTo({ top, behavior: "instant" });
    if (frames++ < HOLD_FRAMES) frame = requestAnimationFrame(hold);
    else stop();
  };
  for (const type of VISITOR_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  frame = requestAnimationFrame(hold);
  return stop;
}

/**
 * Makes the scroll React Router's `<ScrollRestoration>` does after a new navigation (to the top,
 * or to the hash's element; a link to the page already shown counts) smooth, as the spec asks.
 * It runs first in the same commit (the root renders `<ScrollRestoration>` after the page): it
 * sets `scroll-behavior: smooth` on the document for that one scroll and lifts it once the
 * commit is done (a smooth scroll carries on once started). Back and Forward (restored
 * offsets) and every other scroll stay instant. Under reduced motion nothing changes.
 *
 * Chromium lets a smooth scroll still running carry on from an offset set after it, so a Back
 * taken during one stops it, and holds the restored offset for a few frames.
 */
export function useScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === "POP") {
      window.scrollTo({ top: window.scrollY, left: window.scrollX, behavior: "instant" });
      if (performance.now() - smoothScrollStartedAt > SMOOTH_SCROLL_MAX_MS) return;
      // Queued now, run once this commit is done: after <ScrollRestoration> has restored.
      let stopHold: (() => void) | undefined;
      let unmounted = false;
      queueMicrotask(() => {
        if (!unmounted) stopHold = holdOffset();
      });
      return () => {
        unmounted = true;
        stopHold?.();
      };
    }
    if (prefersReducedMotion()) return;
    const root = document.documentElement;
    root.style.scrollBehavior = "smooth";
    // The scroll reads the computed style, which the browser would bring up to date only later.
    void getComputedStyle(root).scrollBehavior;
    smoothScrollStartedAt = performance.now();
    queueMicrotask(() => root.style.removeProperty("scroll-behavior"));
  }, [location, navigationType]);
}
