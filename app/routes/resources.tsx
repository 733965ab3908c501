import { PageHero } from "../components/PageHero";
import { resourceSections, resourcesPage as page } from "../content/resources";
import { facetsFor, featuredItems, itemsOf, summary } from "../catalog/resources-catalog.server";
import { seo } from "../meta/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { FeaturedResources } from "../sections/resources/FeaturedResources";
import { FilterNav } from "../sections/resources/FilterNav";
import { ResourceJumpNav } from "../sections/resources/ResourceJumpNav";
import { ResourceSectionBlock } from "../sections/resources/ResourceSectionBlock";
import { collectionJsonLd } from "../meta/resource-structured-data";
import type { Route } from "./+types/resources";

/**
 * Build time only: the cards travel as page data, so no page's JS carries the catalogue.
 * The hub stays small however much is published: the featured items, then each section's
 * latest few that are not featured (decision 0601), each section's full list a link away; the
 * jump links count a section's whole list. A section with too few other items to fill its row
 * shows its featured ones there too, so its count is the cards it shows and its grid has no
 * hole (decision 0507); such a card is marked as the featured one, so the repeat reads as meant
 * (decision 0921).
 */
/** A section's latest `count` items not featured, topped up with its featured ones. */
function hubItems<T extends { to: string }>(
  all: readonly T[],
  featured: Set<string>,
  count: number,
) {
  const others = new Set(all.filter((item) => !featured.has(item.to)).slice(0, count));
  const topUp = new Set(all.filter((item) => featured.has(item.to)).slice(0, count - others.size));
  return all.filter((item) => others.has(item) || topUp.has(item));
}

export const loader = () => {
  const featured = featuredItems(page.featured.items).map(summary);
  const isFeatured = new Set(featured.map((item) => item.to));
  return {
    sections: Object.fromEntries(
      resourceSections.map((section) => [
        section.kind,
        hubItems(itemsOf(section), isFeatured, page.latestPerSection)
          .map(summary)
          .map((item) =>
            isFeatured.has(item.to) ? { ...item, alsoFeatured: true as const } : item,
          ),
      ]),
    ),
    counts: Object.fromEntries(
      resourceSections.map((section) => [section.kind, itemsOf(section).length]),
    ),
    featured,
    facets: facetsFor(undefined),
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  seo({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [
      collectionJsonLd({
        name: page.title,
        description: page.description,
        path: page.path,
        items: [
          ...(loaderData?.featured ?? []),
          ...Object.values(loaderData?.sections ?? {}).flat(),
        ],
      }),
    ],
  });

export default function ResourcesRoute({ loaderData }: Route.ComponentProps) {
  const { sections, counts, featured, facets } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead}>
        <ResourceJumpNav counts={counts} />
      </PageHero>
      <div className="container-page">
        <FeaturedResources items={featured} />
        <div className="mt-12">
          <FilterNav facets={facets} />
        </div>
        <div className="mt-8 sm:mt-12">
          {resourceSections.map((section) => (
            <ResourceSectionBlock
              key={section.kind}
              section={section}
              items={sections[section.kind] ?? []}
            />
          ))}
        </div>
      </div>
      <CtaBand id="resources-closing-heading" {...page.closing} />
    </>
  );
}
