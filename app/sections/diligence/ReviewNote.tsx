import { formatLongDate } from "../../lib/dates";

/** "Last reviewed: November 14, 2025": the date a due-diligence page was last checked. */
export function ReviewedDate({ label, date }: { label: string; date: string }) {
  return (
    <p className="text-sm text-ink-600 print:text-black">
      {label}: <time dateTime={date}>{formatLongDate(date)}</time>
    </p>
  );
}

/**
 * Marks text the firm must confirm before publication (a certification, an audit, a legal
 * commitment): drawn as a draft note with a dashed rule, not a warning, and printed as such.
 */
export function ConfirmMark({ label, children }: { label: string; children: string }) {
  return (
    <p className="mt-3 rounded-xl border border-dashed border-ink-300 bg-white px-4 py-2.5 text-sm text-ink-700 print:break-inside-avoid print:text-black">
      <strong className="font-semibold text-ink-900">{label}:</strong> {children}
    </p>
  );
}

/**
 * A document's status beside its heading in the hero: what it answers, when it was last
 * reviewed, and what its "to confirm" marks mean (docs/design.md: an aside with a purpose).
 */
export function DocumentStatus({
  label,
  source,
  reviewedLabel,
  reviewed,
  notice,
}: {
  label: string;
  source: string;
  reviewedLabel: string;
  reviewed: string;
  notice: string;
}) {
  return (
    <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-7 print:shadow-none">
      <p className="eyebrow">{label}</p>
      <p className="mt-4 font-semibold text-ink-900">{source}</p>
      <div className="mt-1">
        <ReviewedDate label={reviewedLabel} date={reviewed} />
      </div>
      <p className="mt-4 border-t border-ink-100 pt-4 text-sm text-ink-700 print:text-black">
        {notice}
      </p>
    </div>
  );
}
