import { useEffect, useRef, useState } from "react";

export interface CountUpOptions {
  durationMs: number;
  delayMs: number;
  /** Start counting (e.g. the element scrolled into view). Counting happens once only. */
  run: boolean;
  /**
   * The element is about to come into view: from then it waits at 0 until `run`. Until then
   * it shows `target`, the figure the page states while it is off screen. Default: true.
   */
  armed?: boolean;
  /** Reduced motion: show the final value, never count. */
  reduced: boolean;
}

/** Fast start, gentle landing. */
export const easeOutCubic = (p: number) => 1 - (1 - p) ** 3;

/**
 * A number that counts from 0 up to `target` once, easing over `durationMs` after `delayMs`.
 * The first render (and so the prerendered HTML) shows `target`; once `armed` it waits at 0
 * until `run`. Frames come from requestAnimationFrame and stop when the count ends.
 */
export function useCountUp(target: number, options: CountUpOptions): number {
  const { durationMs, delayMs, run, reduced, armed = true } = options;
  const [value, setValue] = useState(target);
  const done = useRef(false);

  useEffect(() => {
    if (reduced || done.current || !armed) {
      setValue(target);
      return;
    }
    setValue(0);
    if (!run) return;
    let frame = 0;
    let start: number | undefined;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(step);
      else done.current = true;
    };
    const timer = setTimeout(() => {
      frame = requestAnimationFrame(step);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelAnimationFrame(frame);
    };
  }, [run, reduced, armed, target, durationMs, delayMs]);

  return value;
}
