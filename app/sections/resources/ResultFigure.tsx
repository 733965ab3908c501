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
      className={`flex flex-wrap items-baseline gap-x-4 gap-y-1 border-l-4 border-teal-600 ${size === "large" ? "pl-4" : "pl-3"} ${className}`}
    >
      <span className={`figure shrink-0 text-ink-950 ${size === "small" ? "text-[1.75rem]" : ""}`}>
        {result.value}
      </span>
      {/* Under the figure when a long one (up to 12 characters) leaves it no room beside. */}
      <span
        className={`min-w-36 flex-1 ${size === "large" ? "text-base" : "text-sm"} leading-snug text-ink-800`}
      >
        {result.line}
      </span>
    </p>
  );
}
