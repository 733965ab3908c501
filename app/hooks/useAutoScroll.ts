import { type RefObject, useCallback, useEffect, useRef } from "react";

/** The frame the spec's "px per frame" speed refers to: a 60 Hz display frame. */
export const FRAME_MS = 1000 / 60;

/** Duration of one loop (one copy of the list) at `pxPerFrame` per 60 Hz frame. */
export function loopDurationMs(loopWidthPx: number, pxPerFrame: number): number {
  return (loopWidthPx / pxPerFrame) * FRAME_MS;
}

/**
 * Marquee motion: moves `trackRef` left by `pxPerFrame` per (60 Hz) frame, by `transform` only.
 * The track holds its list twice; after one list's width the motion wraps, so the loop is
 * seamless. It runs as a Web Animation, so the compositor moves the layer and the main thread
 * does no work per frame (a requestAnimationFrame loop writing the transform cost 12–30 % of
 * the main thread here; see docs/decisions/0100-home-page.md). The width is measured when the
 * motion starts and on resize, never per frame. Paused, it holds its position; disabled
 * (reduced motion), the animation is removed so the list is an ordinary scrollable row.
 *
 * `reveal(item, frame)` brings an item of the track fully into `frame` (the strip's visible box,
 * less its `scroll-padding`, where its edges fade) by moving the motion's position, not the
 * page, and holds it there: what a focused card needs (WCAG 2.4.11). The track's own position
 * is the loop's, so the item's first copy is revealed without wrapping (a wrap would show the
 * other copy in its place). It returns false when there is no motion to move (disabled): the
 * row is then a scroller, which the browser scrolls to a focused item by itself.
 */
export function useAutoScroll(
  trackRef: RefObject<HTMLElement | null>,
  { pxPerFrame, running, enabled }: { pxPerFrame: number; running: boolean; enabled: boolean },
) {
  const animation = useRef<Animation | null>(null);
  const shouldRun = useRef(false);

  // Create (and re-create on resize, keeping the progress) while enabled.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !enabled || typeof track.animate !== "function") return;
    let width = 0;
    const build = () => {
      const loopWidth = track.scrollWidth / 2;
      if (loopWidth <= 0 || loopWidth === width) return;
      width = loopWidth;
      const previous = animation.current;
      const progress = previous?.effect?.getComputedTiming().progress ?? 0;
      previous?.cancel();
      const duration = loopDurationMs(loopWidth, pxPerFrame);
      const next = track.animate(
        [{ transform: "translate3d(0,0,0)" }, { transform: `translate3d(${-loopWidth}px,0,0)` }],
        { duration, iterations: Infinity, easing: "linear" },
      );
      next.currentTime = (progress ?? 0) * duration;
      if (!shouldRun.current) next.pause();
      animation.current = next;
    };
    build();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(build);
    observer?.observe(track);
    return () => {
      observer?.disconnect();
      animation.current?.cancel();
      animation.current = null;
    };
  }, [trackRef, pxPerFrame, enabled]);

  const reveal = useCallback(
    (item: HTMLElement, frame: HTMLElement) => {
      const current = animation.current;
      const track = trackRef.current;
      const duration = Number(current?.effect?.getComputedTiming().duration);
      if (!current || !track || !(duration > 0)) return false;
      const style = getComputedStyle(frame);
      const view = frame.getBoundingClientRect();
      const left = view.left + (parseFloat(style.scrollPaddingLeft) || 0);
      const right = view.right - (parseFloat(style.scrollPaddingRight) || 0);
      const box = item.getBoundingClientRect();
      // How far the track must move right (positive) or left (negative).
      const shift = box.left < left ? left - box.left : box.right > right ? right - box.right : 0;
      current.pause();
      shouldRun.current = false;
      if (shift === 0) return true;
      const pxPerMs = track.scrollWidth / 2 / duration;
      const time = Number(current.currentTime ?? 0) - shift / pxPerMs;
      current.currentTime = Math.min(Math.max(time, 0), duration - 1);
      return true;
    },
    [trackRef],
  );

  // Play and pause without losing the position.
  useEffect(() => {
    shouldRun.current = running && enabled;
    const current = animation.current;
    if (!current) return;
    if (shouldRun.current) current.play();
    else current.pause();
  }, [running, enabled]);

  return { reveal };
}
