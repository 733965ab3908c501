import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Open/close state with hover intent: `scheduleOpen` opens after `openDelayMs`,
 * `scheduleClose` closes after `closeDelayMs`; each cancels the other. `toggle`, `open` and
 * `close` act at once (click, keyboard, navigation).
 */
export function useDelayedDisclosure(openDelayMs: number, closeDelayMs: number) {
  const [isOpen, setIsOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

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
        setIsOpen(next);
      }, delay);
    },
    [clear],
  );

  const scheduleOpen = useCallback(() => schedule(true, openDelayMs), [schedule, openDelayMs]);
  const scheduleClose = useCallback(() => schedule(false, closeDelayMs), [schedule, closeDelayMs]);
  const open = useCallback(() => {
    clear();
    setIsOpen(true);
  }, [clear]);
  const close = useCallback(() => {
    clear();
    setIsOpen(false);
  }, [clear]);
  const toggle = useCallback(() => {
    clear();
    setIsOpen((v) => !v);
  }, [clear]);

  useEffect(() => clear, [clear]);

  return { isOpen, scheduleOpen, scheduleClose, open, close, toggle };
}
