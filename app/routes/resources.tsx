import { PageHero } from "../components/PageHero";
import { resourceSections, resourcesPage as page } from "../content/resources";
import { catalog, facetsFor, itemsOf, summary } from "../catalog/resources-catalog.server";
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
 * Every section lists all its items, the featured ones too: a jump link lands on the whole set.
 */
export const loader = () => ({
  sections: Object.fromEntries(
    resourceSections.map((section) => [section.kind, itemsOf(section).map(summary)]),
  ),
  featured: page.featured.items.flatMap((to) => {
    const item = catalog.find((i) => i.to === to);
    return item ? [summary(item)] : [];
  }),
  facets: facetsFor(undefined),
});

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
        items: Object.values(loaderData?.sections ?? {}).flat(),
      }),
    ],
  });

export default function ResourcesRoute({ loaderData }: Route.ComponentProps) {
  const { sections, featured, facets } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead}>
        <ResourceJumpNav sections={sections} />
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
