import type { ReactNode } from "react";
import { Link } from "react-router";
import { useCurrentPath } from "../../hooks/useCurrentPath";
import { marksCurrent } from "../../lib/page-path";

/**
 * A navigation link that marks the current page (`aria-current="page"`, and the class
 * `className` gives it), as React Router's NavLink does, except on the 404 page, where no page is
 * current (hooks/useCurrentPath.ts).
 */
export function NavItemLink({
  to,
  end,
  sectionPrefixes,
  className,
  children,
}: {
  to: string;
  /** Current on `to` only, not below it. */
  end?: boolean;
  /** Paths outside `to` where it is current too (content/navigation.ts). */
  sectionPrefixes?: readonly string[];
  className: (current: boolean) => string;
  children: ReactNode;
}) {
  const current = marksCurrent(useCurrentPath(), to, { end, sectionPrefixes });
  return (
    <Link
      discover="none"
      to={to}
      aria-current={current ? "page" : undefined}
      className={className(current)}
    >
      {children}
    </Link>
  );
}
