import { resourceLabels as L, type ResourceSummary } from "../../content/resources";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

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
      <time dateTime={item.date}>{formatDate(item.date)}</time> · {L.readTime(item.readingMinutes)}
    </p>
  );
}
