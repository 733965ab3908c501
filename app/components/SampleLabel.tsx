/**
 * The one visible mark of sample content (decision 0805's wording, content-status.yaml): a quiet
 * label beside what it qualifies, set like the site's other small labels, never a warning or a
 * line of its own above the content (decision 0910). A span, so it sits in a heading's meta row.
 */
export function SampleLabel({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span
      data-sample-label=""
      className={`inline-flex items-center gap-2 rounded-full border border-ink-200/70 bg-white/60 px-3 py-1 text-xs font-medium text-ink-600 ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-teal-600" />
      {text}
    </span>
  );
}
