import { type RefObject, useCallback, useEffect, useState } from "react";
import { rowPageScrollLeft } from "../lib/row-page";

/** Within this many pixels of an end, the row counts as at that end (sub-pixel widths). */
const END_SLACK_PX = 2;

export type ScrollStep = {
  /** The row is scrolled to its start: nothing more before. */
  atStart: boolean;
  /** The row is scrolled to its end: nothing more after. */
  atEnd: boolean;
  /** Show the row's previous (-1) or next (1) page of items. */
  step: (direction: -1 | 1) => void;
};

/**
 * Previous/next for a horizontally scrolling row of `itemSelector` items, for a visitor with
 * no horizontal wheel or swipe. A page ends where the row's `scroll-padding-right` (its faded
 * edge) begins, so the card cut at the edge opens the next page (lib/row-page). `enabled`
 * false: no listeners, both ends reported reached.
 */
export function useScrollStep(
  rowRef: RefObject<HTMLElement | null>,
  { enabled, itemSelector }: { enabled: boolean; itemSelector: string },
): ScrollStep {
  const [ends, setEnds] = useState({ atStart: true, atEnd: true });

  useEffect(() => {
    const row = rowRef.current;
    if (!enabled || !row) return;
    const measure = () => {
      const atStart = row.scrollLeft <= END_SLACK_PX;
      const atEnd = row.scrollLeft + row.clientWidth >= row.scrollWidth - END_SLACK_PX;
      setEnds((now) => (now.atStart === atStart && now.atEnd === atEnd ? now : { atStart, atEnd }));
    };
    measure();
    row.addEventListener("scroll", measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(row);
    return () => {
      row.removeEventListener("scroll", measure);
      resize.disconnect();
    };
  }, [rowRef, enabled]);

  const step = useCallback(
    (direction: -1 | 1) => {
      const row = rowRef.current;
      if (!row) return;
      const left = row.getBoundingClientRect().left - row.scrollLeft;
      const items = [...row.querySelectorAll<HTMLElement>(itemSelector)].map((item) => {
        const box = item.getBoundingClientRect();
        return { start: box.left - left, end: box.right - left };
      });
      const fade = parseFloat(getComputedStyle(row).scrollPaddingRight) || 0;
      row.scrollTo({
        left: rowPageScrollLeft(
          items,
          row.scrollLeft,
          row.clientWidth - fade,
          row.scrollWidth - row.clientWidth,
          direction,
        ),
      });
    },
    [rowRef, itemSelector],
  );

  return { ...ends, step };
}
