import { Link } from "react-router";
import { PageHero } from "../components/PageHero";
import {
  FILTER_PANEL_OVER,
  findSectionByPath,
  resourceLabels,
  resourceSections,
  closingBandFor,
  resourcesPage,
} from "../content/resources";
import {
  facetsFor,
  findListPage,
  itemsOf,
  pagePathOf,
  summary,
} from "../catalog/resources-catalog.server";
import { listPageSeo } from "../meta/list-page";
import { seo } from "../meta/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { Breadcrumb } from "../sections/resources/Breadcrumb";
import { FilterNav } from "../sections/resources/FilterNav";
import { Pager } from "../sections/resources/Pager";
import { ResourceResults } from "../sections/resources/ResourceResults";
import { collectionJsonLd } from "../meta/resource-structured-data";
import type { Route } from "./+types/resource-section";

/**
 * Build time only (every page of every section is prerendered): one page of the section's
 * cards (`/resources/blog`, `/resources/blog/page/2`) and its filter links.
 */
export const loader = ({ request }: Route.LoaderArgs) => {
  const path = pagePathOf(request);
  const lists = resourceSections.map((s) => ({ path: s.path, items: itemsOf(s) }));
  const found = findListPage(lists, path);
  const section = found && findSectionByPath(found.list.path);
  if (!found || !section) throw new Error(`No Resource Center section page at ${path}`);
  return {
    slug: section.slug,
    items: found.items.map(summary),
    facets: facetsFor(section),
    page: found.info,
  };
};

const sectionOf = (slug: string | undefined) =>
  resourceSections.find((s) => s.slug === slug) ?? resourceSections[0]!;

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const section = sectionOf(loaderData?.slug);
  // The Resource Center's name keeps "Case Studies" distinct from the /case-studies page.
  const paged = listPageSeo(
    section.path,
    `${section.title} | ${resourcesPage.title}`,
    loaderData?.page,
  );
  return seo({
    ...paged,
    description: section.description,
    jsonLd: [
      collectionJsonLd({
        name: paged.title,
        description: section.description,
        path: paged.path,
        items: loaderData?.items ?? [],
        ...(loaderData ? { total: loaderData.page.total, from: loaderData.page.from } : {}),
      }),
    ],
  });
};

/** Index page of one Resource Center section (/resources/panel-books, /resources/blog …). */
export default function ResourceSectionRoute({ loaderData }: Route.ComponentProps) {
  const section = sectionOf(loaderData.slug);
  const others = resourceSections.filter((s) => s.kind !== section.kind);
  const full = loaderData.page.total > FILTER_PANEL_OVER;
  return (
    <>
      <PageHero eyebrow={resourcesPage.eyebrow} title={section.title} lead={section.intro}>
        <div className="mt-8">
          <Breadcrumb
            trail={[resourceLabels.backToCenter, { label: section.title, to: section.path }]}
          />
        </div>
      </PageHero>
      {/* A section of few items folds its filters into one line and runs its cards large; a
          full one keeps the panel of pills above its grid (FILTER_PANEL_OVER, decision 0943). */}
      <div className={`container-page ${full ? "py-16 sm:py-20" : "py-12 sm:py-16"}`}>
        <FilterNav facets={loaderData.facets} compact={!full} />
        <ResourceResults items={loaderData.items} className={full ? "mt-12" : "mt-8 sm:mt-10"} />
        <Pager base={section.path} info={loaderData.page} />
        <nav
          aria-labelledby="other-sections-heading"
          className="mt-16 border-t border-ink-100 pt-10"
        >
          <h2 id="other-sections-heading" className="eyebrow">
            {resourcesPage.jumpLabel}
          </h2>
          <ul className="mt-4 flex flex-wrap gap-2.5">
            {others.map((other) => (
              <li key={other.kind}>
                <Link
                  discover="none"
                  to={other.path}
                  className="inline-flex rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 transition-colors hover:border-ink-900"
                >
                  {other.title}
                </Link>
              </li>
            ))}
            <li>
              <Link
                discover="none"
                to={`${resourcesPage.path}#${section.anchor}`}
                className="inline-flex rounded-full border border-teal-600/40 bg-white px-4 py-2 text-sm font-semibold text-teal-700 transition-colors hover:border-teal-700"
              >
                {resourcesPage.title}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <CtaBand id="section-closing-heading" {...closingBandFor(section)} />
    </>
  );
}
