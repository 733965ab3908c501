import type { ContentStatus } from "../content/schemas/common";
import { contentStatusCopy } from "../content/content-status";
import { contentPreview, inlineMarkClass } from "../lib/content-preview";

/**
 * A preview's mark on content that is not final (decision 0805): its status ("Sample", "To
 * confirm", "Placeholder") and, for a claim, what the firm must confirm. Drawn as a draft note
 * with a dashed rule, not a warning, and printed as such. A production build renders nothing:
 * the marks are words for the firm, never for a visitor.
 */
export function StatusMark({
  status,
  note,
  inline = false,
}: {
  status: ContentStatus | undefined;
  note?: string | null | undefined;
  /** A small badge inside a line (a figure, a logo, an address) instead of a note below. */
  inline?: boolean;
}) {
  if (!contentPreview || !status) return null;
  const label = contentStatusCopy.preview.marks[status];
  return inline ? (
    <span data-content-status={status} className={inlineMarkClass}>
      {label}
    </span>
  ) : (
    <p
      data-content-status={status}
      className="mt-3 rounded-xl border border-dashed border-ink-500 bg-white px-4 py-2.5 text-sm text-ink-700 print:break-inside-avoid print:text-black"
    >
      <strong className="font-semibold text-ink-900">{label}</strong>
      {note ? `: ${note}` : null}
    </p>
  );
}

/** The preview's banner: what the marks mean and where their list is. Nothing in production. */
export function PreviewBanner() {
  if (!contentPreview) return null;
  return (
    <p
      role="note"
      data-content-preview=""
      className="border-b border-dashed border-ink-500 bg-sand-100 px-4 py-2 text-center text-sm text-ink-800"
    >
      {contentStatusCopy.preview.banner} {contentStatusCopy.preview.checklist}
    </p>
  );
}
