import { type RefObject, useEffect, useRef, useState } from "react";

/**
 * True once an element that was below or above the viewport when the page hydrated scrolls
 * into view. Something already on screen at hydration never "enters": its prerendered final
 * state stays, so an animation never blanks text the visitor is already reading.
 */
export function useEnteredView<T extends Element>(
  threshold = 0.25,
): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const rect = el.getBoundingClientRect();
    if (rect.bottom > 0 && rect.top < window.innerHeight) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setEntered(true);
          observer.disconnect();
        }
      },
      { threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [threshold]);

  return [ref, entered];
}
