import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Open/close state with hover intent: `scheduleOpen` opens after `openDelayMs`,
 * `scheduleClose` closes after `closeDelayMs`; each cancels the other. `toggle`, `open` and
 * `close` act at once (click, keyboard, navigation). A toggle on a panel that hover opened keeps
 * it open (the click a mouse user makes after hovering pins it); the next toggle closes it
 * (decision 0511).
 */
export function useDelayedDisclosure(openDelayMs: number, closeDelayMs: number) {
  const [isOpen, setIsOpen] = useState(false);
  // The state as the handlers last set it, and whether only the pointer resting on it opened it.
  const current = useRef({ open: false, byHover: false });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const set = useCallback((open: boolean, byHover: boolean) => {
    current.current = { open, byHover: open && byHover };
    setIsOpen(open);
  }, []);

  const clear = useCallback(() => {
    if (timer.current !== null) {
      clearTimeout(timer.current);
      timer.current = null;
    }
  }, []);

  const schedule = useCallback(
    (next: boolean, delay: number) => {
      clear();
      timer.current = setTimeout(() => {
        timer.current = null;
        // A panel already open stays as it was opened (by click or by hover).
        if (next !== current.current.open) set(next, true);
      }, delay);
    },
    [clear, set],
  );

  const scheduleOpen = useCallback(() => schedule(true, openDelayMs), [schedule, openDelayMs]);
  const scheduleClose = useCallback(() => schedule(false, closeDelayMs), [schedule, closeDelayMs]);
  const open = useCallback(() => {
    clear();
    // Already open (the popover reporting the state it was given): it stays as it was opened.
    if (!current.current.open) set(true, false);
  }, [clear, set]);
  const close = useCallback(() => {
    clear();
    set(false, false);
  }, [clear, set]);
  const toggle = useCallback(() => {
    clear();
    const { open: wasOpen, byHover } = current.current;
    set(byHover ? true : !wasOpen, false);
  }, [clear, set]);

  useEffect(() => clear, [clear]);

  return { isOpen, scheduleOpen, scheduleClose, open, close, toggle };
}
