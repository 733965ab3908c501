/**
 * The due-diligence pages' parts (decision 0901) and their card on other pages' heroes (0902),
 * in one module: over the 2.5 KB under which a module used by several routes rides in the
 * `shared` file every page loads (scripts/build/chunk-groups.mjs), so only these pages load it.
 */
import ArrowRight from "lucide-react/icons/arrow-right";
import Printer from "lucide-react/icons/printer";
import { Link } from "react-router";
import { longDate } from "../../content/dates";
import { useHydrated } from "../../hooks/useHydrated";

/** "Last reviewed: November 14, 2025": the date a due-diligence page was last checked. */
export function ReviewedDate({ label, date }: { label: string; date: string }) {
  return (
    <p className="text-sm text-ink-600 print:text-black">
      {label}: <time dateTime={date}>{longDate(date)}</time>
    </p>
  );
}

/**
 * A document's status beside its heading in the hero: what it answers and when it was last
 * reviewed (docs/design.md: an aside with a purpose).
 */
export function DocumentStatus({
  label,
  source,
  reviewedLabel,
  reviewed,
}: {
  label: string;
  source: string;
  reviewedLabel: string;
  reviewed: string;
}) {
  return (
    <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-7 print:shadow-none">
      <p className="eyebrow">{label}</p>
      <p className="mt-4 font-semibold text-ink-900">{source}</p>
      <div className="mt-1">
        <ReviewedDate label={reviewedLabel} date={reviewed} />
      </div>
    </div>
  );
}

export interface TocGroup {
  title: string;
  id: string;
  entries: readonly { id: string; label: string; number?: number }[];
}

function TocList({ groups }: { groups: readonly TocGroup[] }) {
  return (
    <ol className="space-y-5">
      {groups.map((group) => (
        <li key={group.id}>
          <a
            href={`#${group.id}`}
            className="text-sm font-semibold text-ink-900 hover:text-teal-700 hover:underline"
          >
            {group.title}
          </a>
          {group.entries.length > 0 && (
            <ol className="mt-2 space-y-1.5 border-l border-ink-100 pl-4">
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <a
                    href={`#${entry.id}`}
                    className="flex gap-2 text-sm text-ink-600 hover:text-ink-950 hover:underline"
                  >
                    {entry.number !== undefined && (
                      <span className="w-5 shrink-0 text-right text-teal-700 tabular-nums">
                        {entry.number}
                      </span>
                    )}{" "}
                    <span>{entry.label}</span>
                  </a>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}

/**
 * A long document's table of contents: a sticky column beside the text from `lg`, a disclosure
 * of its sections above it on smaller screens (so a phone reaches the first answer without
 * scrolling past every link). Plain links to anchors: they work before hydration and without JavaScript. Neither is
 * printed: the page's numbers and headings carry the structure on paper. Above it, a button that
 * opens the browser's print dialog (the lead invites buyers to print the page for procurement).
 */
export function DocumentToc({
  label,
  headingId,
  groups,
  printLabel,
}: {
  label: string;
  headingId: string;
  groups: readonly TocGroup[];
  printLabel: string;
}) {
  return (
    <div className="flex flex-col gap-5 self-start lg:sticky lg:top-28 lg:max-h-[calc(100dvh-8rem)] print:hidden">
      <PrintButton label={printLabel} />
      <nav aria-labelledby={headingId} className="lg:min-h-0 lg:scroll-column">
        <details className="rounded-card border border-ink-100 bg-white p-5 lg:hidden">
          <summary className="cursor-pointer text-sm font-semibold text-ink-900 marker:text-teal-700">
            {label}
          </summary>
          <div className="mt-4">
            {/* Sections only: the numbered questions would fill a phone's screen several times. */}
            <TocList groups={groups.map((g) => ({ ...g, entries: [] }))} />
          </div>
        </details>
        <div className="hidden lg:block">
          <h2 id={headingId} className="eyebrow">
            {label}
          </h2>
          <div className="mt-5">
            <TocList groups={groups} />
          </div>
        </div>
      </nav>
    </div>
  );
}

/**
 * Opens the browser's print dialog. It needs the page's script, so it is not shown without
 * JavaScript (the browser's own Print remains), and it stays disabled until hydration rather than
 * appearing then, so nothing below it moves.
 */
function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      disabled={!hydrated}
      onClick={() => window.print()}
      className="inline-flex items-center gap-2 self-start rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900 noscript:hidden failed:hidden"
    >
      <Printer aria-hidden="true" size={16} className="text-teal-700" />
      {label}
    </button>
  );
}

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
              discover="none"
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
              {reviewedLabel}: <time dateTime={link.reviewed}>{longDate(link.reviewed)}</time>
            </p>
          </li>
        ))}
      </ul>
    </nav>
  );
}
