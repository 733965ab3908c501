import { useCallback, useEffect, useRef, useState } from "react";
import { useHydrated } from "./useHydrated";

export interface SlideshowOptions {
  autoplayMs: number;
  /** After each change further changes are ignored for this long. */
  lockMs: number;
  /** Auto-advance is on (not paused, visible, tab visible, no hover/focus, motion allowed). */
  playing: boolean;
}

/**
 * Slideshow state: the current slide, wrapping `next`/`prev`, `goTo`, a transition lock after
 * each change, and auto-advance every `autoplayMs` while `playing` (restarted by any change).
 * Changing methods return whether the change happened (false while locked or unchanged).
 */
export function useSlideshow(count: number, { autoplayMs, lockMs, playing }: SlideshowOptions) {
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  const locked = useRef(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useHydrated();

  const goTo = useCallback(
    (target: number) => {
      const next = ((target % count) + count) % count;
      if (locked.current || next === indexRef.current) return false;
      indexRef.current = next;
      setIndex(next);
      locked.current = true;
      clearTimeout(lockTimer.current);
      lockTimer.current = setTimeout(() => {
        locked.current = false;
      }, lockMs);
      return true;
    },
    [count, lockMs],
  );
  const next = useCallback(() => goTo(indexRef.current + 1), [goTo]);
  const prev = useCallback(() => goTo(indexRef.current - 1), [goTo]);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      // Auto-advance never waits on the lock (the lock is far shorter than the period).
      locked.current = false;
      goTo(indexRef.current + 1);
    }, autoplayMs);
    return () => clearTimeout(timer);
  }, [playing, index, autoplayMs, goTo]);

  useEffect(() => () => clearTimeout(lockTimer.current), []);

  const getIndex = useCallback(() => indexRef.current, []);

  /** `mounted`: false in the prerendered HTML and the hydrating render, true after. */
  return { index, goTo, next, prev, getIndex, isLocked: () => locked.current, mounted };
}
