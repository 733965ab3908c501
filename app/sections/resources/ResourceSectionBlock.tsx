import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { Reveal } from "../../components/Reveal";
import { SnapRow } from "../../components/SnapRow";
import { type ResourceSection, type ResourceSummary, resourcesPage } from "../../content/resources";
import { ResourceCard } from "./ResourceCard";

/**
 * Columns by the number of cards (one, two, three or more): two cards share the row rather
 * than leave the third cell of a three-column row empty. One card keeps its usual width.
 */
const COLUMNS = [
  "sm:grid-cols-2 lg:grid-cols-3",
  "sm:grid-cols-2",
  "sm:grid-cols-2 lg:grid-cols-3",
];

/** One section of /resources: anchor id, heading, intro, the item cards and a view-all link. */
export function ResourceSectionBlock({
  section,
  items,
}: {
  section: ResourceSection;
  items: readonly ResourceSummary[];
}) {
  const headingId = `${section.anchor}-heading`;
  return (
    <Reveal
      as="section"
      id={section.anchor}
      aria-labelledby={headingId}
      className="scroll-mt-24 border-t border-ink-100 py-16 first:border-t-0 sm:py-20"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h2 id={headingId} className="font-display text-h2 text-ink-950">
            {section.title}
          </h2>
          <p className="mt-3 text-lead text-ink-700">{section.intro}</p>
        </div>
        <Link
          discover="none"
          to={section.path}
          aria-label={`${resourcesPage.viewAll} ${section.title}`}
          className="inline-flex shrink-0 items-center gap-2 self-start sm:self-auto rounded-full border border-ink-200 bg-white px-5 py-2.5 text-sm font-semibold text-ink-900 transition-colors hover:border-ink-900"
        >
          {resourcesPage.viewAll}
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
      {/* On a phone one row that scrolls sideways (decision 0971): twelve stacked cards made
          the hub about 12,000 px tall; each section's view-all link lists every item. */}
      <SnapRow
        label={section.title}
        className={`mt-10 sm:gap-6 ${COLUMNS[Math.min(items.length, COLUMNS.length) - 1] ?? ""}`}
      >
        {items.map((item) => (
          <li key={item.slug}>
            <ResourceCard item={item} />
          </li>
        ))}
      </SnapRow>
    </Reveal>
  );
}
