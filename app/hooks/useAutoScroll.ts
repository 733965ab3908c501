import { type RefObject, useEffect, useRef } from "react";

/**
 * Marquee motion: moves `trackRef` left by `pxPerFrame` every animation frame while `running`,
 * with `transform` only. The track holds its list twice; after one list's width the offset
 * wraps, so the loop is seamless. The width is measured when motion starts and on resize,
 * never per frame. Paused, it holds its position; disabled (reduced motion), the transform is
 * removed so the list is an ordinary scrollable row.
 */
export function useAutoScroll(
  trackRef: RefObject<HTMLElement | null>,
  { pxPerFrame, running, enabled }: { pxPerFrame: number; running: boolean; enabled: boolean },
) {
  const offset = useRef(0);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    if (!enabled) {
      offset.current = 0;
      track.style.transform = "";
      return;
    }
    if (!running) return;
    let loopWidth = track.scrollWidth / 2;
    const observer =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => {
            loopWidth = track.scrollWidth / 2;
          });
    observer?.observe(track);
    let frame = requestAnimationFrame(function step() {
      offset.current += pxPerFrame;
      if (loopWidth > 0 && offset.current >= loopWidth) offset.current -= loopWidth;
      track.style.transform = `translate3d(${-offset.current}px,0,0)`;
      frame = requestAnimationFrame(step);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [trackRef, pxPerFrame, running, enabled]);
}
