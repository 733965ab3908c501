import { type ResourceSummary, resourcesPage } from "../../content/resources";
import { ResourceCard } from "./ResourceCard";

const { featured } = resourcesPage;

/** The featured block at the top of /resources; the home banner links to #featured. */
export function FeaturedResources({ items }: { items: readonly ResourceSummary[] }) {
  const [lead, ...rest] = items;
  if (!lead) return null;
  return (
    <section
      id="featured"
      aria-labelledby="featured-heading"
      className="scroll-mt-24 pt-16 sm:pt-20"
    >
      <p className="eyebrow">{featured.eyebrow}</p>
      <h2 id="featured-heading" className="mt-3 font-display text-h2 text-ink-950">
        {featured.heading}
      </h2>
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        <li className="lg:col-span-2">
          <ResourceCard
            item={lead}
            size="large"
            sizes="(min-width: 1440px) 850px, (min-width: 1024px) 62vw, 92vw"
          />
        </li>
        {rest.map((item) => (
          <li key={item.to}>
            <ResourceCard item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
