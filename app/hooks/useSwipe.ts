import { type TouchEvent, useRef } from "react";

export type SwipeDirection = "next" | "prev";

/**
 * Horizontal swipe detection from touch events: a swipe left (finger moves left by more than
 * `thresholdPx`, more sideways than up/down) is "next", a swipe right is "prev". Vertical
 * movement is left to the page (no preventDefault), so scrolling is never trapped. The element
 * should set `touch-action: pan-y` (pinch-zoom too), or the browser may take a long sideways
 * swipe as its own Back gesture (decision 0507).
 */
export function useSwipe(thresholdPx: number, onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const t = event.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const t = event.changedTouches[0];
      const from = start.current;
      start.current = null;
      if (!t || !from) return;
      const dx = t.clientX - from.x;
      const dy = t.clientY - from.y;
      if (Math.abs(dx) <= thresholdPx || Math.abs(dx) < Math.abs(dy)) return;
      onSwipe(dx < 0 ? "next" : "prev");
    },
    onTouchCancel: () => {
      start.current = null;
    },
  };
}
