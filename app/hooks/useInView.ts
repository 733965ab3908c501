import { type RefObject, useEffect, useRef, useState } from "react";

export interface InViewOptions {
  /** Stop observing after the first time the element is seen. */
  once?: boolean;
  rootMargin?: string;
  threshold?: number;
}

/**
 * Whether an element is in the viewport. Starts `false` (also at prerender) and follows the
 * IntersectionObserver; where there is none, reports `true` so content is never stuck hidden.
 */
export function useInView<T extends Element>(
  options: InViewOptions = {},
): [RefObject<T | null>, boolean] {
  const { once = false, rootMargin = "0px", threshold = 0 } = options;
  const ref = useRef<T>(null);
  const [inView, setInView] = useState(false);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === "undefined") {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((e) => e.isIntersecting);
        setInView(visible);
        if (visible && once) observer.disconnect();
      },
      { rootMargin, threshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [once, rootMargin, threshold]);

  return [ref, inView];
}
