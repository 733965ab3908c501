import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import { PageHero } from "../components/PageHero";
import { industriesPage } from "../content/industries";
import {
  FILTER_PANEL_OVER,
  findSectionBySlug,
  resourceLabels as L,
  closingBandFor,
  resourcesPage,
  type ResourceSection,
} from "../content/resources";
import {
  catalog,
  elsewhereOf,
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
import { ResourceResults } from "../sections/resources/ResourceResults";
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
  // A thin view (FILTER_PANEL_OVER items or fewer) folds its filters into one line and goes on:
  // to the same tag's items in the other sections, then the whole centre and, for an industry,
  // its place on /industries (decision 0943).
  const thin = view.items.length <= FILTER_PANEL_OVER;
  const elsewhere = thin ? elsewhereOf(view) : undefined;
  const onward = elsewhere && elsewhere.items.length > 0 ? elsewhere : undefined;
  return {
    path: view.path,
    section: view.scope?.slug,
    label: view.label,
    items: found.items.map(summary),
    facets: facetsFor(view.scope),
    page: found.info,
    // A view of one item goes on to the items nearest it, so no tag page is a page of one card
    // (decision 0912).
    // (decision 0912), unless the same tag's items in other sections follow it (0943).
    related: view.items.length === 1 && !onward ? relatedItems(view.items[0]!).map(summary) : [],
    thin,
    elsewhere: onward && {
      path: onward.path,
      total: onward.total,
      items: onward.items.map(summary),
    },
    centreTotal: catalog.length,
    // The industry's own place on /industries (same slugs, vocabulary.ts); read here, at build,
    // so the industries' copy stays out of the page's script.
    industryPath:
      thin && view.facet === "industry" ? `${industriesPage.path}#${view.value}` : undefined,
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
  const { path, label, items, facets, page, related, thin, elsewhere, centreTotal, industryPath } =
    loaderData;
  const scope = scopeOf(loaderData.section);
  const trail = [
    L.backToCenter,
    ...(scope.section ? [{ label: scope.title, to: scope.to }] : []),
    { label, to: path },
  ];
  const filters = (
    <FilterNav
      facets={facets}
      current={path}
      all={{ label: L.showAll(scope.title), to: scope.to }}
      compact={thin}
    />
  );
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
      {/* The results come first: a view of few items must not sit under a filter panel larger
          than itself. A thin view folds the filters into one line above its cards, which run
          large (decision 0943); a full one keeps the panel after them as the way onward. */}
      <div className="container-page py-12 sm:py-16">
        {thin && <div className="mb-8 sm:mb-10">{filters}</div>}
        <ResourceResults items={items} />
        <Pager base={path} info={page} />
        {elsewhere && (
          <section aria-labelledby="filter-elsewhere-heading" className="mt-14">
            <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
              <h2 id="filter-elsewhere-heading" className="font-display text-h3 text-ink-950">
                {L.elsewhere(label)}
              </h2>
              <Link
                discover="none"
                to={elsewhere.path}
                className="inline-flex min-h-6 items-center gap-1.5 text-sm font-semibold text-teal-700 hover:underline"
              >
                {L.elsewhereAll(elsewhere.total, label)}
                <ArrowRight size={16} aria-hidden="true" />
              </Link>
            </div>
            <ul className="resource-results mt-6">
              {elsewhere.items.map((item) => (
                <li key={item.slug}>
                  <ResourceCard item={item} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
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
        {thin ? (
          <nav
            aria-labelledby="filter-next-heading"
            className="mt-14 rounded-card bg-ink-50 p-6 sm:p-8"
          >
            <h2 id="filter-next-heading" className="eyebrow">
              {L.nextSteps}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-3">
              {[
                { label: L.wholeCenter(centreTotal), to: resourcesPage.path },
                ...(industryPath ? [{ label: L.industryPage(label), to: industryPath }] : []),
              ].map((link) => (
                <li key={link.to}>
                  <Link
                    discover="none"
                    to={link.to}
                    className="flex min-h-12 items-center gap-3 rounded-card border border-ink-100 bg-white px-5 py-3 font-semibold text-ink-900 transition-colors hover:border-ink-900 max-sm:w-full max-sm:justify-between"
                  >
                    {link.label}
                    <ArrowRight size={18} aria-hidden="true" className="shrink-0 text-teal-700" />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className="mt-12">{filters}</div>
        )}
      </div>
      <CtaBand id="filter-closing-heading" {...closingBandFor(scope.section)} />
    </>
  );
}
