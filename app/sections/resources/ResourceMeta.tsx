import { MetaSeparator } from "./MetaSeparator";
import {
  resourceLabels as L,
  type ResourceSummary,
  sectionsWithReadingTime,
} from "../../content/resources";
import { longDate } from "../../content/dates";

type DatedItem = Pick<ResourceSummary, "date" | "readingMinutes" | "section">;

/** "March 18, 2025 · 2 min read" (the reading time only where it is read on the page). */
export function ResourceDateline({ item }: { item: DatedItem }) {
  return (
    <>
      <time dateTime={item.date}>{longDate(item.date)}</time>
      {sectionsWithReadingTime.has(item.section) && (
        <>
          <MetaSeparator />
          {L.readTime(item.readingMinutes)}
        </>
      )}
    </>
  );
}

/** The dateline as a card's or a search result's own line. */
export function ResourceMeta({ item, className = "" }: { item: DatedItem; className?: string }) {
  return (
    <p className={`text-sm text-wrap text-ink-600 ${className}`}>
      <ResourceDateline item={item} />
    </p>
  );
}
