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
      className={`flex items-baseline gap-4 border-l-4 border-teal-600 ${size === "large" ? "pl-4" : "pl-3"} ${className}`}
    >
      <span className={`figure shrink-0 text-ink-950 ${size === "small" ? "text-[1.75rem]" : ""}`}>
        {result.value}
      </span>
      <span className={`${size === "large" ? "text-base" : "text-sm"} leading-snug text-ink-800`}>
        {result.line}
      </span>
    </p>
  );
}
