/** @jsxRuntime automatic */
// The pragma above: react-router.config.ts draws the charts, and with them this label, and knip
// loads that file through a transform whose JSX default would need a global React.
/**
 * The one visible mark of sample content (decisions 0805, 0916: sample-labels.yaml's words): a
 * quiet label beside or under what it qualifies, set as a caption (italic, an amber marker), not
 * as a chip: a rounded pill read as one more topic tag or filter (decision 0939). Never a warning
 * or a line of its own above the content (decisions 0910, 0936). A span, so it sits in a
 * heading's meta row or a chart's meta line; never broken over two lines (the schema keeps its
 * words short enough for one line at 320 px). The only markup of the label: loaders and charts
 * take it as HTML from app/catalog/sample-label.server.tsx.
 */
export function SampleLabel({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span
      data-sample-label=""
      className={`inline-flex items-center gap-1.5 align-middle text-xs leading-4 whitespace-nowrap text-ink-600 italic ${className}`}
    >
      <span aria-hidden="true" className="size-1.5 shrink-0 rounded-full bg-amber-500" />
      {text}
    </span>
  );
}
