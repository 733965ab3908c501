import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/** Whether a [popover] element is showing; false where the browser has no popover API. */
function isPopoverOpen(el: HTMLElement): boolean {
  try {
    return el.matches(":popover-open");
  } catch {
    return false;
  }
}

function setPopoverOpen(el: HTMLElement, open: boolean) {
  if (typeof el.showPopover !== "function" || open === isPopoverOpen(el)) return;
  // A popover that is not connected or already in transition throws; the state stays as it is.
  try {
    if (open) el.showPopover();
    else el.hidePopover();
  } catch {
    /* ignore */
  }
}

/**
 * Keeps a native popover (`popover` + a button with `popovertarget`) and React state in step.
 * Before hydration, and without JavaScript, the browser opens and closes the popover on its
 * own; once hydrated the state drives it, and the browser's own closing (light dismiss, Escape)
 * flows back into the state. A popover the visitor opened before hydration stays open: the
 * state adopts it on mount instead of closing it.
 */
export function usePopover(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  const setOpenRef = useRef(setOpen);
  const mounted = useRef(false);

  useLayoutEffect(() => {
    setOpenRef.current = setOpen;
  }, [setOpen]);

  // Adopt what the visitor did before hydration.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && isPopoverOpen(el)) setOpenRef.current(true);
  }, [ref]);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const onToggle = (event: Event) => {
      const next = (event as ToggleEvent).newState;
      setOpenRef.current(next ? next === "open" : isPopoverOpen(el));
    };
    el.addEventListener("toggle", onToggle);
    return () => el.removeEventListener("toggle", onToggle);
  }, [ref]);

  useLayoutEffect(() => {
    // The first run sees the prerendered state (closed); the adopting effect above may still
    // be opening it, so only later changes drive the popover.
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (ref.current) setPopoverOpen(ref.current, open);
  }, [ref, open]);
}
