/**
 * The route table as data: every page of the site, generated from the content's slug lists.
 * No `:param` routes: each path is its own static route, so prerendering and hydration always
 * agree and an unknown slug falls through to the 404 page.
 * Kept free of asset imports: react-router.config.ts loads it at build time. Server-only: the
 * Resource Center's items and filter views come from its Markdown files (read with node:fs).
 */
import { resourceSections } from "./resources";
import { NOT_FOUND_PRERENDER_PATH } from "./routes-constants";
import { catalog, filterViews } from "./resources-catalog.server";
import { serviceSlugs } from "./services";

export interface RouteEntry {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
  /** Listed in sitemap.xml (false for redirects). */
  indexable: boolean;
}

const page = (path: string, file: string, id = file.replace(/^routes\/|\.tsx$/g, "")) => ({
  path,
  file,
  id,
  indexable: true,
});

export const routeEntries: readonly RouteEntry[] = [
  page("/", "routes/home.tsx"),
  page("/about", "routes/about.tsx"),
  page("/services", "routes/services.tsx"),
  ...serviceSlugs.map((slug) => page(`/services/${slug}`, "routes/service.tsx", `service-${slug}`)),
  { ...page("/services/custom-hybrid", "routes/services-custom-hybrid.tsx"), indexable: false },
  page("/industries", "routes/industries.tsx"),
  page("/case-studies", "routes/case-studies.tsx"),
  page("/clients", "routes/clients.tsx"),
  page("/resources", "routes/resources.tsx"),
  ...resourceSections.map((section) =>
    page(section.path, "routes/resource-section.tsx", `resource-section-${section.kind}`),
  ),
  ...catalog.map((item) =>
    page(item.to, "routes/resource-item.tsx", `resource-item-${item.section}-${item.slug}`),
  ),
  // Filter views (/resources/industry/healthcare, /resources/blog/topic/pricing): one page each.
  ...filterViews().map((view) =>
    page(
      view.path,
      "routes/resource-filter.tsx",
      `resource-filter${view.path.replace(/\//g, "-")}`,
    ),
  ),
  page("/search", "routes/search.tsx"),
  page("/careers", "routes/careers.tsx"),
  page("/contact", "routes/contact.tsx"),
  page("/privacy-policy", "routes/privacy-policy.tsx"),
  page("/data-surveys", "routes/data-surveys.tsx"),
  page("/solutions", "routes/solutions.tsx"),
];

export { NOT_FOUND_PRERENDER_PATH };

export const prerenderPaths: string[] = [
  ...routeEntries.map((r) => r.path),
  NOT_FOUND_PRERENDER_PATH,
];

export const indexablePaths: string[] = routeEntries.filter((r) => r.indexable).map((r) => r.path);
