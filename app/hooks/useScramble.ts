import { useEffect, useState } from "react";
import { NUMBER_SCRAMBLE_MS } from "../lib/motion";
import { useReducedMotion } from "./useReducedMotion";

/** Interval between scramble frames (a rendering detail, not a spec timing). */
const SCRAMBLE_FRAME_MS = 45;

/**
 * One frame of the scramble: characters left of the settled prefix are final; every other
 * digit is replaced by a different digit (deterministic per frame), anything else (≥, %, ±,
 * letters, spaces) stays put, so the string keeps its length and, with tabular numerals,
 * its width.
 */
export function scrambleFrame(final: string, progress: number, frame: number): string {
  const chars = Array.from(final);
  const settled = Math.floor(Math.min(Math.max(progress, 0), 1) * chars.length);
  return chars
    .map((ch, i) => {
      if (i < settled || ch < "0" || ch > "9") return ch;
      const offset = 1 + ((frame * 7 + i * 3) % 9); // 1..9: never the final digit
      return String((Number(ch) + offset) % 10);
    })
    .join("");
}

/**
 * Scrambles the digits of `final` for NUMBER_SCRAMBLE_MS (900 ms) each time `play` turns
 * true, settling left to right into the final text. Returns the text to draw. The first
 * render (prerender, hydration), reduced motion, a hidden tab and `play` false all give the
 * final text at once.
 */
export function useScramble(final: string, play: boolean, durationMs = NUMBER_SCRAMBLE_MS) {
  const reduced = useReducedMotion();
  const [text, setText] = useState(final);

  useEffect(() => {
    if (!play || reduced || typeof document === "undefined" || document.hidden) {
      setText(final);
      return;
    }
    const start = Date.now();
    let frame = 0;
    setText(scrambleFrame(final, 0, frame));
    const id = setInterval(() => {
      frame += 1;
      const elapsed = Date.now() - start;
      if (elapsed >= durationMs) {
        clearInterval(id);
        setText(final);
        return;
      }
      setText(scrambleFrame(final, elapsed / durationMs, frame));
    }, SCRAMBLE_FRAME_MS);
    const finish = () => {
      if (!document.hidden) return;
      clearInterval(id);
      setText(final);
    };
    document.addEventListener("visibilitychange", finish);
    return () => {
      clearInterval(id);
      document.removeEventListener("visibilitychange", finish);
    };
  }, [final, play, reduced, durationMs]);

  return text;
}
