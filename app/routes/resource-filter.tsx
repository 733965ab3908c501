import { PageHero } from "../components/PageHero";
import {
  findSectionBySlug,
  resourceLabels as L,
  resourcesPage,
  type ResourceSection,
} from "../content/resources";
import {
  facetsFor,
  filterViews,
  findListPage,
  pagePathOf,
  relatedItems,
  summary,
} from "../catalog/resources-catalog.server";
import { listPageSeo } from "../meta/list-page";
import { seo } from "../meta/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { Breadcrumb } from "../sections/resources/Breadcrumb";
import { FilterNav } from "../sections/resources/FilterNav";
import { Pager } from "../sections/resources/Pager";
import { ResourceCard } from "../sections/resources/ResourceCard";
import { collectionJsonLd } from "../meta/resource-structured-data";
import type { Route } from "./+types/resource-filter";

/**
 * A filter view (/resources/industry/healthcare, /resources/case-studies/topic/pricing): one
 * prerendered page per non-empty facet value, so filtering works without JavaScript. Build time
 * only, like every Resource Center loader.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const path = pagePathOf(request);
  const found = findListPage(filterViews(), path);
  if (!found) throw new Error(`No Resource Center filter view page at ${path}`);
  const view = found.list;
  return {
    path: view.path,
    section: view.scope?.slug,
    label: view.label,
    items: found.items.map(summary),
    facets: facetsFor(view.scope),
    page: found.info,
    // A view of one item goes on to the items nearest it, so no tag page is a page of one card
    // (decision 0912).
    related: view.items.length === 1 ? relatedItems(view.items[0]!).map(summary) : [],
  };
};

function scopeOf(slug: string | undefined): {
  section?: ResourceSection;
  title: string;
  to: string;
} {
  const section = slug ? findSectionBySlug(slug) : undefined;
  return section
    ? { section, title: section.title, to: section.path }
    : { title: resourcesPage.title, to: resourcesPage.path };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const scope = scopeOf(loaderData.section);
  const paged = listPageSeo(
    loaderData.path,
    L.filterTitle(loaderData.label, scope.title),
    loaderData.page,
  );
  const description = L.filterDescription(loaderData.label, scope.title);
  return seo({
    ...paged,
    description,
    jsonLd: [
      collectionJsonLd({
        name: paged.title,
        description,
        path: paged.path,
        items: loaderData.items,
        total: loaderData.page.total,
        from: loaderData.page.from,
      }),
    ],
  });
};

export default function ResourceFilterRoute({ loaderData }: Route.ComponentProps) {
  const { path, label, items, facets, page, related } = loaderData;
  const scope = scopeOf(loaderData.section);
  const trail = [
    L.backToCenter,
    ...(scope.section ? [{ label: scope.title, to: scope.to }] : []),
    { label, to: path },
  ];
  return (
    <>
      <PageHero
        eyebrow={resourcesPage.eyebrow}
        title={L.filterTitle(label, scope.title)}
        lead={L.filterLead(page.total, label)}
      >
        <div className="mt-8">
          <Breadcrumb trail={trail} />
        </div>
      </PageHero>
      {/* The results come first: a view of one or two items must not sit under a filter
          panel larger than itself; the other filters follow as the way onward. One or two
          items are wide rows, drawing beside text (.resource-results, decision 0910). */}
      <div className="container-page py-14 sm:py-16">
        <ul className="resource-results">
          {items.map((item) => (
            <li key={item.slug}>
              <ResourceCard item={item} headingLevel={2} />
            </li>
          ))}
        </ul>
        <Pager base={path} info={page} />
        {related.length > 0 && (
          <section aria-labelledby="filter-related-heading" className="mt-14">
            <h2 id="filter-related-heading" className="font-display text-h3 text-ink-950">
              {L.related}
            </h2>
            <ul className="resource-results mt-6">
              {related.map((item) => (
                <li key={item.slug}>
                  <ResourceCard item={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
        <div className="mt-12">
          <FilterNav
            facets={facets}
            current={path}
            all={{ label: L.showAll(scope.title), to: scope.to }}
          />
        </div>
      </div>
      <CtaBand id="filter-closing-heading" {...resourcesPage.closing} />
    </>
  );
}
