import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { formatLongDate } from "../../lib/dates";

/**
 * A hero's aside on the pages where a buyer weighs a supplier: the due-diligence pages, each
 * with the date it was last reviewed (decision 0902). Plain links: they work without JavaScript.
 */
export function DueDiligenceCard({
  label,
  links,
  reviewedLabel,
}: {
  label: string;
  links: readonly { to: string; label: string; reviewed: string }[];
  reviewedLabel: string;
}) {
  return (
    <nav
      aria-labelledby="due-diligence-card-label"
      className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-7"
    >
      <p id="due-diligence-card-label" className="eyebrow">
        {label}
      </p>
      <ul className="mt-4 divide-y divide-ink-100">
        {links.map((link) => (
          <li key={link.to} className="py-3 first:pt-0 last:pb-0">
            <Link
              to={link.to}
              className="group flex items-start justify-between gap-4 font-display text-lg font-medium text-ink-950 hover:text-teal-700"
            >
              <span>{link.label}</span>
              <ArrowRight
                aria-hidden="true"
                size={20}
                className="mt-1 shrink-0 text-teal-700 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
            <p className="mt-1 text-sm text-ink-600">
              {reviewedLabel}: <time dateTime={link.reviewed}>{formatLongDate(link.reviewed)}</time>
            </p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
