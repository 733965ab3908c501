import { useEffect, useState } from "react";

export interface Rotation {
  /** Index of the word shown. */
  index: number;
  /** True during the fade-out just before the next word (the last `fadeMs` of each period). */
  leaving: boolean;
}

/**
 * Rotating-word timing: the word changes every `intervalMs`; it fades out during the last
 * `fadeMs` before each change (the new word then fades in over `fadeMs`, in CSS). Inactive:
 * holds the current word, fully shown.
 */
export function useRotation(
  count: number,
  intervalMs: number,
  fadeMs: number,
  active: boolean,
): Rotation {
  const [state, setState] = useState<Rotation>({ index: 0, leaving: false });
  useEffect(() => {
    if (!active || count < 2) {
      setState((s) => (s.leaving ? { ...s, leaving: false } : s));
      return;
    }
    let fadeTimer: ReturnType<typeof setTimeout>;
    const scheduleFade = () => {
      fadeTimer = setTimeout(
        () => setState((s) => ({ ...s, leaving: true })),
        Math.max(0, intervalMs - fadeMs),
      );
    };
    scheduleFade();
    const swap = setInterval(() => {
      setState((s) => ({ index: (s.index + 1) % count, leaving: false }));
      scheduleFade();
    }, intervalMs);
    return () => {
      clearTimeout(fadeTimer);
      clearInterval(swap);
    };
  }, [active, count, intervalMs, fadeMs]);
  return state;
}
