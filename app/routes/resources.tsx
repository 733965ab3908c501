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
 * latest few that are not featured (no card twice on one page), each section's full list a
 * link away; the jump links count a section's whole list (decision 0601).
 */
export const loader = () => {
  const featured = featuredItems(page.featured.items).map(summary);
  const isFeatured = new Set(featured.map((item) => item.to));
  return {
    sections: Object.fromEntries(
      resourceSections.map((section) => [
        section.kind,
        itemsOf(section)
          .filter((item) => !isFeatured.has(item.to))
          .slice(0, page.latestPerSection)
          .map(summary),
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
