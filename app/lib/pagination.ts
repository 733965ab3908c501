/**
 * Pagination of a list into fixed-size pages at path URLs: page 1 is the list's own URL, page n
 * is `<list>/page/<n>` (docs/decisions/0601-resource-center-at-scale.md). Pure: the page size
 * and the list come as arguments.
 */

/** The path segment before a page number. */
export const PAGE_SEGMENT = "page";

/** URL of page `n` of the list at `base`: page 1 is the list's own URL. */
export function pagePath(base: string, n: number): string {
  return n <= 1 ? base : `${base}/${PAGE_SEGMENT}/${n}`;
}

/**
 * Splits a page path into its list and page number: `/resources/blog/page/3` → list
 * `/resources/blog`, page 3; a path without a page segment is page 1 of itself. A page segment
 * that is not a whole number from 2 up (`/page/1`, `/page/02`, `/page/x`) is no page: undefined.
 */
export function parsePagePath(pathname: string): { base: string; page: number } | undefined {
  const match = new RegExp(`^(.+)/${PAGE_SEGMENT}/([^/]+)$`).exec(pathname);
  if (!match) return { base: pathname, page: 1 };
  const [, base, digits] = match;
  if (!/^[1-9]\d*$/.test(digits!) || digits === "1") return undefined;
  return { base: base!, page: Number(digits) };
}

export interface PageInfo {
  /** This page's number, from 1. */
  page: number;
  pageCount: number;
  total: number;
  /** 1-based positions of the first and last item shown (0 and 0 for an empty list). */
  from: number;
  to: number;
}

/** Where page `page` of a list of `total` items falls, `pageSize` to a page. */
export function pageInfo(total: number, pageSize: number, page: number): PageInfo {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  return { page, pageCount, total, from, to: Math.min(total, page * pageSize) };
}

/** The items of page `page` (from 1). */
export function pageSlice<T>(items: readonly T[], pageSize: number, page: number): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/**
 * The page numbers a pager shows: the first, the last and the current one with a neighbour on
 * each side; `null` marks a gap ("…"). Short lists show every number.
 */
export function pagerNumbers(page: number, pageCount: number): (number | null)[] {
  const shown = new Set([1, pageCount, page - 1, page, page + 1]);
  // A gap of one number is shown as that number: "1 2 3", not "1 … 3".
  if (shown.has(3)) shown.add(2);
  if (shown.has(pageCount - 2)) shown.add(pageCount - 1);
  const numbers = [...shown].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const n of numbers) {
    const previous = out.at(-1);
    if (typeof previous === "number" && n > previous + 1) out.push(null);
    out.push(n);
  }
  return out;
}

/** 1012 → "1,012": thousands separated as en-US writes them (no Intl: see lib/dates.ts). */
export function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
