/** One item of a horizontal row, in the row's scroll coordinates (px from its content's left). */
export type RowItem = { start: number; end: number };

/**
 * Where a scrolling row goes to show its next (1) or previous (-1) page of items. A page starts
 * with an item set where the first item sits unscrolled (`items[0].start` from the view's left),
 * so paging never leaves a card cut at the left; the next page starts with the first item not
 * wholly in view, the previous one ends with the item before the first one wholly in view.
 * `viewWidth`: the width from the view's left in which an item counts as in view.
 */
export function rowPageScrollLeft(
  items: readonly RowItem[],
  scrollLeft: number,
  viewWidth: number,
  maxScrollLeft: number,
  direction: -1 | 1,
): number {
  const first = items[0];
  if (!first) return scrollLeft;
  const origin = first.start;
  const at = (item: RowItem) => Math.min(Math.max(item.start - origin, 0), maxScrollLeft);
  if (direction === 1) {
    const cut = items.find((item) => item.end > scrollLeft + viewWidth + 0.5);
    return cut ? at(cut) : maxScrollLeft;
  }
  const shown = items.findIndex((item) => item.start >= scrollLeft + origin - 0.5);
  const before = items[shown - 1];
  if (shown <= 0 || !before) return 0;
  const start = items.find((item) => item.start - origin >= before.end - viewWidth - 0.5);
  return start ? Math.min(at(start), at(before)) : 0;
}
