import { Children, type ReactNode } from "react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { phoneRows } from "../content/phone-rows";
import { fill } from "../lib/fill";

/**
 * A list of parallel cards that is one row scrolling sideways on a phone and a grid from 640 px
 * (`snap-row`, app/styles/snap-row.css; decisions 0944, 0947); `className` sets its grid and
 * spacing. Focusable and named, so the keyboard scrolls it even where its cards hold nothing to
 * stop on (WCAG 2.1.1). On a phone a line under it says how many cards it holds (decision 0979):
 * drawn, not read, since the list itself tells a screen reader its length.
 */
export function SnapRow({
  label,
  className = "",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const count = Children.toArray(children).length;
  return (
    <>
      <ul
        // The row itself takes focus, so the keyboard scrolls it (a scroll container).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={label}
        className={className ? `snap-row ${className}` : "snap-row"}
      >
        {children}
      </ul>
      {count > 1 && (
        <p aria-hidden="true" className="snap-row-hint">
          {fill(phoneRows.hint, { count })}
          <ArrowRight size={14} />
        </p>
      )}
    </>
  );
}
