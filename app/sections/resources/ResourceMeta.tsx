import { resourceLabels as L, type ResourceSummary } from "../../content/resources";
import { formatLongDate } from "../../lib/dates";

/** "March 18, 2025 · 2 min read": on every card and item page. */
export function ResourceMeta({
  item,
  className = "",
}: {
  item: Pick<ResourceSummary, "date" | "readingMinutes">;
  className?: string;
}) {
  return (
    <p className={`text-sm text-ink-600 ${className}`}>
      <time dateTime={item.date}>{formatLongDate(item.date)}</time> ·{" "}
      {L.readTime(item.readingMinutes)}
    </p>
  );
}
