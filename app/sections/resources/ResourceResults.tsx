import { LARGE_CARDS_UP_TO, type ResourceSummary } from "../../content/resources";
import { ResourceCard } from "./ResourceCard";

/**
 * A page's list of Resource Center cards. A list of few items (LARGE_CARDS_UP_TO) is a column of
 * large cards, each a wide row from 768 px, instead of a sparse grid (decision 0943); a longer one
 * is the grid of three (two on a tablet).
 */
export function ResourceResults({
  items,
  headingLevel = 2,
  className = "",
}: {
  items: readonly ResourceSummary[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const large = items.length <= LARGE_CARDS_UP_TO;
  return (
    <ul className={`resource-results ${className}`} data-layout={large ? "large" : "grid"}>
      {items.map((item) => (
        <li key={item.slug}>
          <ResourceCard
            item={item}
            headingLevel={headingLevel}
            {...(large
              ? {
                  size: "row" as const,
                  sizes: "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 92vw",
                }
              : {})}
          />
        </li>
      ))}
    </ul>
  );
}
