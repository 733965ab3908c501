import { routeEntries } from "../../app/content/routes-manifest";

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

/** Every prerendered page that renders its own content (redirect pages excluded). */
export const pagePaths = routeEntries
  .filter((r) => r.indexable)
  .flatMap((r) => (r.pages ? r.pages.filter((p) => filterSamples.has(p)) : [r.path]));

/** Every filter view of the Resource Center. */
export const filterPaths = routeEntries.flatMap((r) => r.pages ?? []);
