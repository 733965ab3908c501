import { MetaSeparator } from "./MetaSeparator";
import {
  resourceLabels as L,
  type ResourceSummary,
  sectionsWithReadingTime,
} from "../../content/resources";
import { formatLongDate } from "../../lib/dates";

/** "March 18, 2025 · 2 min read" (the reading time only where it is read on the page). */
export function ResourceMeta({
  item,
  className = "",
}: {
  item: Pick<ResourceSummary, "date" | "readingMinutes" | "section">;
  className?: string;
}) {
  return (
    <p className={`text-sm text-wrap text-ink-600 ${className}`}>
      <time dateTime={item.date}>{formatLongDate(item.date)}</time>
      {sectionsWithReadingTime.has(item.section) && (
        <>
          <MetaSeparator />
          {L.readTime(item.readingMinutes)}
        </>
      )}
    </p>
  );
}
