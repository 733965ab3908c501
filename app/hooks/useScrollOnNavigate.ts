import { useEffect, useLayoutEffect, useRef } from "react";
import { type Location, useLocation, useNavigationType } from "react-router";
import type { NavigationState } from "../lib/navigation-state";
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

/** sessionStorage key of the scroll positions, kept across document loads of this tab. */
const SCROLL_POSITIONS_KEY = "scroll-positions";
/** How many frames a restore keeps watching the offset (about a second at 60 Hz). */
const RESTORE_MAX_FRAMES = 60;
/** Frames the offset must hold at the target before the restore stops watching. */
const RESTORE_SETTLED_FRAMES = 8;
/** Input that means the visitor is scrolling on their own: the restore steps aside. */
const VISITOR_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

function loadPositions(): Map<string, number> {
  try {
    const raw = window.sessionStorage.getItem(SCROLL_POSITIONS_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === "object") {
      return new Map(
        Object.entries(parsed).filter((e): e is [string, number] => typeof e[1] === "number"),
      );
    }
  } catch {
    /* storage unavailable or malformed: start empty */
  }
  return new Map();
}

function savePositions(positions: Map<string, number>) {
  try {
    window.sessionStorage.setItem(
      SCROLL_POSITIONS_KEY,
      JSON.stringify(Object.fromEntries(positions)),
    );
  } catch {
    /* storage unavailable: positions live for this document only */
  }
}

/**
 * Scrolls to `top` at once, retrying while the page is still growing to its height. With
 * `hold`, it also keeps the offset there for a few frames once reached: after an in-app Back, a
 * smooth scroll started by the previous navigation (a quick Back during its scroll to the top)
 * would otherwise carry on from the restored offset. A fresh document has no such scroll in
 * flight, and holding there would fight the page's own scrolling.
 */
function restoreScroll(top: number, { hold }: { hold: boolean }): () => void {
  let frames = 0;
  let settled = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of VISITOR_SCROLL_EVENTS) window.removeEventListener(type, stop, true);
  };
  const attempt = () => {
    if (Math.abs(window.scrollY - top) > 1) {
      settled = 0;
      window.scrollTo({ top, left: 0, behavior: "instant" });
    }
    // An instant scroll lands at once unless the page is still shorter than the offset; a
    // restore that has landed stops now, so a scroll the page makes next frame stays.
    if (Math.abs(window.scrollY - top) <= 1) settled++;
    const done = hold ? settled >= RESTORE_SETTLED_FRAMES : settled > 0;
    if (done || frames++ >= RESTORE_MAX_FRAMES) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of VISITOR_SCROLL_EVENTS) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  attempt();
  return stop;
}

/** A URL's path, query and fragment: how a clicked link and the entry it made are matched. */
function urlPath(url: Pick<Location, "pathname" | "search" | "hash">): string {
  return `${url.pathname}${url.search}${url.hash}`;
}

/** React Router's key for a history entry it did not create (see entryKey). */
const UNKEYED = "default";

/**
 * The key a history entry's offset is remembered by: React Router's key, or, for an entry the
 * router did not create (the document's first, or one a plain #fragment link pushed, which all
 * share the key "default"), its path and hash.
 */
function entryKey(location: Location): string {
  return location.key === UNKEYED ? urlPath(location) : location.key;
}

/** How this document was reached: a reload or back/forward may have a remembered position. */
function documentNavigationType(): string | undefined {
  const entry = performance.getEntriesByType?.("navigation")[0] as
    PerformanceNavigationTiming | undefined;
  return entry?.type;
}

/**
 * After every in-app navigation (a new history entry, or a click on a link to the page already
 * shown) scroll smoothly to the top, or to the element named by the hash. Under reduced motion
 * the scroll jumps.
 *
 * Back and Forward return to where the visitor was: the position of every history entry is
 * remembered (by React Router's location key, in sessionStorage across document loads) and
 * restored once the entry's page has rendered. The browser's own restoration cannot do this for
 * in-app entries: it scrolls at popstate, while the previous page is still shown, so a shorter
 * page clamps the offset. History scroll restoration is therefore manual once hydrated.
 *
 * A layout effect, so the scroll is set before the new page is first painted: otherwise a
 * frame of the new page shows at the old offset (clamped to the new page's height).
 */
export function useScrollOnNavigate() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);
  const positions = useRef<Map<string, number> | null>(null);
  const shown = useRef<Location>(location);
  // The Navigation API's type of the latest navigation, where the browser has the API.
  const lastNavigationType = useRef<NavigationType | undefined>(undefined);
  // The restore under way, stopped by the next navigation (or unmount) so two never fight.
  const stopRestore = useRef<() => void>(undefined);
  // The offset at the latest click, and the path of the link clicked: a smooth fragment scroll
  // may have moved before popstate.
  const lastClick = useRef<{ y: number; at: number; link?: string } | undefined>(undefined);

  // Remember the offset of the entry shown; keep the record when the document goes away.
  useEffect(() => {
    positions.current ??= loadPositions();
    const record = () => positions.current?.set(entryKey(shown.current), window.scrollY);
    const persist = () => {
      record();
      if (positions.current) savePositions(positions.current);
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      lastClick.current = {
        y: window.scrollY,
        at: performance.now(),
        link: link instanceof HTMLAnchorElement ? urlPath(link) : undefined,
      };
    };
    const onNavigate = (event: Event) => {
      lastNavigationType.current = (event as NavigateEvent).navigationType;
    };
    const navigation = "navigation" in window ? window.navigation : undefined;
    window.history.scrollRestoration = "manual";
    window.addEventListener("scroll", record, { passive: true });
    window.addEventListener("pagehide", persist);
    window.addEventListener("click", onClick, { capture: true });
    navigation?.addEventListener("navigate", onNavigate);
    return () => {
      stopRestore.current?.();
      window.removeEventListener("scroll", record);
      window.removeEventListener("pagehide", persist);
      window.removeEventListener("click", onClick, { capture: true });
      navigation?.removeEventListener("navigate", onNavigate);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= loadPositions();
    const previous = shown.current;
    shown.current = location;
    // A navigation that keeps the scroll (an industry tab writing its hash) lets a restore run on.
    const keepScroll =
      navigationType !== "POP" && !!(location.state as NavigationState | null)?.keepScroll;
    if (!keepScroll) stopRestore.current?.();
    const remembered = positions.current.get(entryKey(location));
    if (isFirst.current) {
      isFirst.current = false;
      // The first render is the prerendered page; the browser already honoured any hash. A
      // reload or a Back into this document returns to the remembered offset, unless the
      // visitor has already moved.
      const type = documentNavigationType();
      if (
        remembered !== undefined &&
        remembered > 0 &&
        window.scrollY === 0 &&
        (type === "reload" || type === "back_forward")
      ) {
        stopRestore.current = restoreScroll(remembered, { hold: false });
      } else {
        // The scroll listener starts after hydration: an entry left without scrolling again
        // (a section chip clicked at the top) would otherwise have no offset to return to.
        positions.current.set(entryKey(location), window.scrollY);
      }
      return;
    }
    if (navigationType === "POP") {
      // A plain #fragment link on this page reaches the router as a POP to an entry it did not
      // create, rendered in the popstate, before the browser scrolls to the fragment. Restoring
      // an offset (or holding one) would undo that scroll, so only a known traversal (Back or
      // Forward between fragments) restores. The new entry's offset recorded here is replaced
      // by the one the browser's scroll reaches.
      const fragmentLink =
        location.key === UNKEYED &&
        location.pathname === previous.pathname &&
        location.search === previous.search &&
        lastNavigationType.current !== "traverse";
      if (fragmentLink) {
        // Same page, not yet scrolled: this is the offset the fragment link was followed from,
        // even if the click's own scroll (the link brought into view) has not fired its event.
        // A click on this very link, or one just before: its offset, since the page's smooth
        // scroll may have begun (on a busy phone the popstate can come more than a second later).
        const click = lastClick.current;
        const clickedThisLink = click?.link === urlPath(location);
        const from =
          click && (clickedThisLink || performance.now() - click.at < 1000)
            ? click.y
            : window.scrollY;
        // A click counts once: a later fragment navigation without one reads the offset.
        lastClick.current = undefined;
        positions.current.set(entryKey(previous), from);
        positions.current.set(entryKey(location), window.scrollY);
      } else if (remembered !== undefined) {
        stopRestore.current = restoreScroll(remembered, { hold: true });
      }
      return;
    }
    if (keepScroll) return;
    // Where the new entry starts: the scroll below records where it ends, unless already there.
    positions.current.set(entryKey(location), window.scrollY);
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    if (location.hash) {
      const id = hashToId(location.hash);
      const target = id ? document.getElementById(id) : null;
      if (target) target.scrollIntoView({ behavior, block: "start" });
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior });
    // location.key changes on every navigation, including a link to the current page.
  }, [location, navigationType]);
}
