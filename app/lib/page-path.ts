/**
 * Whether the navigation marks its link to `to` as the current page when `current` is shown:
 * as React Router's NavLink (that page or one below it, `end` for that page only; letter case
 * aside), or a page under one of the link's `sectionPrefixes`. Nothing is current on the 404
 * page (`current` null).
 */
export function marksCurrent(
  current: string | null,
  to: string,
  {
    end = false,
    sectionPrefixes = [],
  }: { end?: boolean; sectionPrefixes?: readonly string[] } = {},
): boolean {
  if (current === null) return false;
  const here = current.toLowerCase();
  const page = to.toLowerCase();
  if (here === page || (!end && page !== "/" && here.startsWith(`${page}/`))) return true;
  return sectionPrefixes.some((prefix) => current.startsWith(prefix));
}
