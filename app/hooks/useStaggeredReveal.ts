import { type RefObject, useEffect, useRef, useState } from "react";
import { VALUES_REVEAL_INTERVAL_MS } from "../lib/motion";
import { prefersReducedMotion } from "./useReducedMotion";

/**
 * Reveals `count` items one by one, `intervalMs` apart (the first at once), when the list
 * scrolls into view. Returns how many are revealed. Prerender and hydration: all of them.
 * After hydration a list still off screen is hidden until it enters; one already on screen,
 * reduced motion, no IntersectionObserver or a hidden tab: all at once.
 */
export function useStaggeredReveal<T extends Element>(
  count: number,
  intervalMs: number = VALUES_REVEAL_INTERVAL_MS,
): [RefObject<T | null>, number] {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(count);

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    const rect = el.getBoundingClientRect();
    if (rect.bottom > 0 && rect.top < window.innerHeight) return;
    setShown(0);
    let timer: ReturnType<typeof setInterval> | undefined;
    const showAll = () => {
      if (timer) clearInterval(timer);
      setShown(count);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        let n = 1;
        setShown(n);
        timer = setInterval(() => {
          n += 1;
          setShown(n);
          if (n >= count) clearInterval(timer);
        }, intervalMs);
      },
      { threshold: 0.2 },
    );
    observer.observe(el);
    const onVisibility = () => {
      if (document.hidden) showAll();
    };
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      observer.disconnect();
      if (timer) clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisibility);
    };
  }, [count, intervalMs]);

  return [ref, Math.min(shown, count)];
}
