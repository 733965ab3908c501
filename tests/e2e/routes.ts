import { routeEntries } from "../../app/catalog/routes-manifest";

/**
 * The Resource Center's filter views share one template; the per-page browser sweeps (axe,
 * headers, fonts, SEO …) visit one of each shape, the build checks (html-validate, links,
 * sitemap) cover them all.
 */
const filterSamples = new Set([
  "/resources/industry/healthcare",
  "/resources/topic/pricing",
  "/resources/case-studies/industry/consumer-packaged-goods",
  "/resources/blog/topic/messaging",
]);

const isFilterView = (r: (typeof routeEntries)[number]) => r.file === "routes/resource-filter.tsx";

/** Every prerendered page that renders its own content (redirect pages excluded). */
export const pagePaths = routeEntries
  .filter((r) => r.indexable)
  .flatMap((r) =>
    isFilterView(r) ? r.pages!.filter((p) => filterSamples.has(p)) : (r.pages ?? [r.path]),
  );

/** Every filter view of the Resource Center. */
export const filterPaths = routeEntries.filter(isFilterView).flatMap((r) => r.pages ?? []);

/**
 * Fewest pages the sweeps may visit: a manifest change that left a list short or empty would
 * let every sweep over it pass on nothing, so each spec that imports this fails instead.
 */
const MIN_PAGES = 25;
const MIN_FILTER_VIEWS = 20;
if (pagePaths.length < MIN_PAGES || filterPaths.length < MIN_FILTER_VIEWS)
  throw new Error(
    `routes.ts: ${pagePaths.length} pages and ${filterPaths.length} filter views to sweep, ` +
      `expected at least ${MIN_PAGES} and ${MIN_FILTER_VIEWS}`,
  );
