import { useEffect, useRef } from "react";
import { SizingText } from "../../components/SizingText";
import { usePageVisible } from "../../hooks/usePageVisible";
import { useReducedMotion } from "../../hooks/useReducedMotion";
import { useRotation } from "../../hooks/useRotation";
import { HERO_WORD_FADE_MS, HERO_WORD_INTERVAL_MS } from "../../lib/motion";

/**
 * The hero's rotating word: the heading's text, and so its name, is the word shown (no live
 * region: a change is not announced). Every word is stacked invisibly in one grid cell, drawn
 * from an attribute, so the slot is as wide as the widest word and nothing shifts. Rotates
 * only while `active` (hero on screen, not paused by the visitor), the tab is visible and
 * motion is allowed.
 */
export function RotatingWord({ words, active }: { words: readonly string[]; active: boolean }) {
  const reduced = useReducedMotion();
  const pageVisible = usePageVisible();
  const rotating = active && pageVisible && !reduced;
  const { index, leaving } = useRotation(
    words.length,
    HERO_WORD_INTERVAL_MS,
    HERO_WORD_FADE_MS,
    rotating,
  );
  const wordRef = useRef<HTMLSpanElement>(null);
  const first = useRef(true);

  // The fade-out timing is set through the CSSOM (no style attribute in the HTML: the CSP
  // forbids inline styles).
  useEffect(() => {
    if (wordRef.current)
      wordRef.current.style.transition = `opacity ${HERO_WORD_FADE_MS}ms ease-in`;
  }, []);

  // Fade the new word in (Web Animations: no stylesheet keyframes, timing from motion.ts).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    wordRef.current?.animate?.(
      [
        { opacity: 0, transform: "translateY(0.12em)" },
        { opacity: 1, transform: "none" },
      ],
      { duration: HERO_WORD_FADE_MS, easing: "ease-out" },
    );
  }, [index]);

  return (
    <span
      className="inline-grid whitespace-nowrap"
      data-testid="hero-word"
      data-rotating={rotating ? "true" : "false"}
    >
      {words.map((word) => (
        <SizingText key={word} text={word} className="col-start-1 row-start-1" />
      ))}
      <span
        ref={wordRef}
        className={`col-start-1 row-start-1 text-teal-700 italic ${leaving ? "opacity-0" : ""}`}
      >
        {words[index]}
      </span>
    </span>
  );
}
