import { routeEntries } from "../../app/catalog/routes-manifest";
import { contentSamples, isFilterView, sweepPaths } from "./sweep";

/**
 * Pages that share a template are swept through samples the content gives (sweep.ts): the
 * Resource Center's filter views and items each have one template per shape, so the per-page
 * browser sweeps (axe in every state, keyboard, CSP, resilience, fonts …) visit one of each
 * shape. Every page is still covered by the build checks (html-validate, links, sitemap), the
 * checks over HTTP (allPagePaths) and the page sweep at every width (layout.spec.ts, which reads
 * the build and sweeps every page but the filter views, one view of each shape). The
 * screenshots sweep the frozen copy's route table instead (tests/visual/pages.spec.ts).
 */
export const pagePaths = sweepPaths(routeEntries, contentSamples(routeEntries));

/** Every prerendered page that renders its own content, unsampled (for checks over HTTP only). */
export const allPagePaths = routeEntries
  .filter((r) => r.indexable)
  .flatMap((r) => r.pages ?? [r.path]);

/** Every Resource Center item's page. */
const itemPaths = routeEntries
  .filter((r) => r.file === "routes/resource-item.tsx")
  .flatMap((r) => r.pages ?? []);

/** An item's page, by its slug (the file name of its Markdown), as the route table lists it. */
export function itemPath(slug: string): string {
  const found = itemPaths.find((path) => path.endsWith(`/${slug}`));
  if (!found) throw new Error(`no page for the item ${slug} in the route table`);
  return found;
}

/** Every filter view of the Resource Center. */
export const filterPaths = routeEntries.filter(isFilterView).flatMap((r) => r.pages ?? []);

/**
 * Fewest pages the sweeps may visit: a manifest change that left a list short or empty would
 * let every sweep over it pass on nothing, so each spec that imports this fails instead.
 */
const MIN_PAGES = 25;
const MIN_FILTER_VIEWS = 20;
if (
  pagePaths.length < MIN_PAGES ||
  filterPaths.length < MIN_FILTER_VIEWS ||
  allPagePaths.length < pagePaths.length + filterPaths.length
)
  throw new Error(
    `routes.ts: ${pagePaths.length} pages and ${filterPaths.length} filter views to sweep, ` +
      `expected at least ${MIN_PAGES} and ${MIN_FILTER_VIEWS}`,
  );
