import { type ElementType, type ReactNode, useEffect, useRef, useState } from "react";
import { prefersReducedMotion } from "../hooks/useReducedMotion";

type Phase = "static" | "pending" | "done";

/**
 * Fades its content in once, the first time it scrolls into view. The prerendered HTML and
 * anything already on screen at hydration stay visible ("static"); only sections still below
 * the fold are hidden, then revealed. Reduced motion: never hidden.
 */
export function Reveal({
  as: Tag = "div",
  className = "",
  children,
  ...rest
}: {
  as?: ElementType;
  className?: string;
  children: ReactNode;
  id?: string;
  "aria-labelledby"?: string;
}) {
  const ref = useRef<HTMLElement>(null);
  const [phase, setPhase] = useState<Phase>("static");

  useEffect(() => {
    const el = ref.current;
    if (!el || prefersReducedMotion() || typeof IntersectionObserver === "undefined") return;
    if (el.getBoundingClientRect().top < window.innerHeight) return;
    setPhase("pending");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setPhase("done");
          observer.disconnect();
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const phaseClass = phase === "pending" ? "reveal-pending" : phase === "done" ? "reveal-done" : "";
  return (
    <Tag ref={ref} className={`${className} ${phaseClass}`.trim()} {...rest}>
      {children}
    </Tag>
  );
}
