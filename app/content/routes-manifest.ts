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
  /** The prerendered pages of a route with a parameter (the filter views). */
  pages?: readonly string[];
}

const page = (path: string, file: string, id = file.replace(/^routes\/|\.tsx$/g, "")) => ({
  path,
  file,
  id,
  indexable: true,
});

function filterRoutes(): RouteEntry[] {
  const views = filterViews();
  const shapes = [
    {
      path: "/resources/industry/:value",
      id: "resource-filter-industry",
      scoped: false,
      facet: "industry",
    },
    { path: "/resources/topic/:value", id: "resource-filter-topic", scoped: false, facet: "topic" },
    {
      path: "/resources/:section/industry/:value",
      id: "resource-filter-section-industry",
      scoped: true,
      facet: "industry",
    },
    {
      path: "/resources/:section/topic/:value",
      id: "resource-filter-section-topic",
      scoped: true,
      facet: "topic",
    },
  ] as const;
  return shapes.map((shape) => ({
    ...page(shape.path, "routes/resource-filter.tsx", shape.id),
    pages: views
      .filter((v) => v.facet === shape.facet && Boolean(v.scope) === shape.scoped)
      .map((v) => v.path),
  }));
}

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
  // Filter views (/resources/industry/healthcare, /resources/blog/topic/pricing): four routes
  // with a parameter, each listing its prerendered pages. One route per view would put ~60
  // entries in the route manifest every page downloads (+1.4 KB gzip on every page).
  ...filterRoutes(),
  page("/search", "routes/search.tsx"),
  page("/careers", "routes/careers.tsx"),
  page("/contact", "routes/contact.tsx"),
  page("/privacy-policy", "routes/privacy-policy.tsx"),
  page("/data-surveys", "routes/data-surveys.tsx"),
  page("/solutions", "routes/solutions.tsx"),
];

export { NOT_FOUND_PRERENDER_PATH };

export const prerenderPaths: string[] = [
  ...routeEntries.flatMap((r) => r.pages ?? [r.path]),
  NOT_FOUND_PRERENDER_PATH,
];

export const indexablePaths: string[] = routeEntries
  .filter((r) => r.indexable)
  .flatMap((r) => r.pages ?? [r.path]);
