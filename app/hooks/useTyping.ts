import { useEffect, useState } from "react";
import { useReducedMotion } from "./useReducedMotion";

/**
 * Types `text` one character every `speedMs` (TYPING_SPEED_MS in lib/motion) each time `play`
 * turns true; returns how many characters are shown. The first render (prerender,
 * hydration), reduced motion, a hidden tab and `play` false all show the full text.
 */
export function useTyping(text: string, speedMs: number, play: boolean): number {
  const reduced = useReducedMotion();
  const length = text.length;
  const [count, setCount] = useState(length);

  useEffect(() => {
    if (!play || reduced || typeof document === "undefined" || document.hidden) {
      setCount(length);
      return;
    }
    let n = 0;
    setCount(0);
    const id = setInterval(() => {
      n += 1;
      setCount(n);
      if (n >= length) clearInterval(id);
    }, speedMs);
    const finish = () => {
      if (!document.hidden) return;
      clearInterval(id);
      setCount(length);
    };
    document.addEventListener("visibilitychange", finish);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", finish);
    };
  }, [length, speedMs, play, reduced]);

  return Math.min(count, length);
}
