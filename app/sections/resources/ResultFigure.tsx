import type { ResourceSummary } from "../../content/resources";

type Result = NonNullable<ResourceSummary["result"]>;

/**
 * A case study's headline result: the figure, then the one line that says what it is. The same
 * figure leads the item's hero, its cards and the home page's results (docs/decisions/0900).
 */
export function ResultFigure({
  result,
  size = "large",
  className = "",
}: {
  result: Result;
  size?: "large" | "small";
  className?: string;
}) {
  return (
    <p
      className={`flex flex-col gap-x-4 gap-y-1 border-l-4 border-teal-600 ${size === "large" ? "pl-4 sm:flex-row sm:flex-wrap sm:items-baseline" : "pl-3"} ${className}`}
    >
      <span className={`figure shrink-0 text-ink-950 ${size === "small" ? "text-[1.75rem]" : ""}`}>
        {result.value}
      </span>
      {/* Under the figure in a card and on a phone, where beside it the line was a column of
          four to six ragged lines (two reviews, decision 0970); in a wide hero beside it from
          640 px, under it when a long figure (up to 12 characters) leaves it no room. */}
      <span
        className={`min-w-36 flex-1 ${size === "large" ? "text-base" : "text-sm"} leading-snug text-ink-800`}
      >
        {result.line}
      </span>
    </p>
  );
}
