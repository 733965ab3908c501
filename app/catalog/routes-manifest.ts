/**
 * The route table as data: every page of the site, generated from the content's slug lists.
 * Pages that share a template share one route with a parameter, which lists its prerendered
 * pages (`pages`): the route manifest every page downloads, and the router hydration sets up,
 * grow with routes, not pages. An unknown slug is still a 404: servers answer it with the 404
 * page, and the client entry hydrates that page as the not-found route
 * (docs/decisions/0002-routes-and-404.md).
 * Kept free of asset imports: react-router.config.ts loads it at build time. Server-only: the
 * Resource Center's items and filter views come from its Markdown files (read with node:fs).
 */
import { ESOMAR_37_PATH, QUALITY_PATH } from "../content/due-diligence-pages";
import { resourceSectionPlaces as resourceSections, serviceSlugs } from "../content/vocabulary";
import { NOT_FOUND_PRERENDER_PATH } from "../content/routes-constants";
import {
  catalog,
  extraPagePaths,
  filterViews,
  itemsOf,
  type ResourceList,
} from "./resources-catalog.server";
import { buildToday, goneRolePaths, openRoles } from "./roles.server";

export interface RouteEntry {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  id: string;
  /** Listed in sitemap.xml (false for redirects). */
  indexable: boolean;
  /** The prerendered pages of a route with a parameter. */
  pages?: readonly string[];
}

const page = (path: string, file: string, id = file.replace(/^routes\/|\.tsx$/g, "")) => ({
  path,
  file,
  id,
  indexable: true,
});

/**
 * Page 2 onwards of a family of lists, as one route with a parameter (`…/page/:page`) listing
 * the pages the content gives it; left out while every list fits one page, so the route
 * manifest every page downloads grows only when a list does. A page past the end, or a "page"
 * that is no number, is not prerendered: the servers answer it 404 (decision 0002); page 1 is
 * the list's own URL (server/site-config.mjs redirects `/page/1` to it).
 */
function pageRoutes(list: RouteEntry, lists: readonly ResourceList[]): RouteEntry[] {
  const pages = lists.flatMap((l) => extraPagePaths(l));
  return pages.length
    ? [{ ...list, path: `${list.path}/page/:page`, id: `${list.id}-page`, pages }]
    : [];
}

function sectionRoutes(): RouteEntry[] {
  const sections = {
    ...page("/resources/:section", "routes/resource-section.tsx", "resource-section"),
    pages: resourceSections.map((section) => section.path),
  };
  const lists = resourceSections.map((s) => ({ path: s.path, items: itemsOf(s) }));
  return [sections, ...pageRoutes(sections, lists)];
}

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
  return shapes.flatMap((shape) => {
    const ofShape = views.filter(
      (v) => v.facet === shape.facet && Boolean(v.scope) === shape.scoped,
    );
    const route = {
      ...page(shape.path, "routes/resource-filter.tsx", shape.id),
      pages: ofShape.map((v) => v.path),
    };
    return [route, ...pageRoutes(route, ofShape)];
  });
}

export const routeEntries: readonly RouteEntry[] = [
  page("/", "routes/home.tsx"),
  page("/about", "routes/about.tsx"),
  page("/services", "routes/services.tsx"),
  {
    ...page("/services/:service", "routes/service.tsx", "service"),
    pages: serviceSlugs.map((slug) => `/services/${slug}`),
  },
  { ...page("/services/custom-hybrid", "routes/services-custom-hybrid.tsx"), indexable: false },
  page("/industries", "routes/industries.tsx"),
  page("/case-studies", "routes/case-studies.tsx"),
  page("/clients", "routes/clients.tsx"),
  page("/resources", "routes/resources.tsx"),
  ...sectionRoutes(),
  // One route per section's item paths (/resources/ebooks/…, /blog/…).
  ...resourceSections.map((section) => ({
    ...page(
      `${section.itemPrefix}/:item`,
      "routes/resource-item.tsx",
      `resource-items-${section.kind}`,
    ),
    pages: catalog.filter((item) => item.section === section.slug).map((item) => item.to),
  })),
  // Filter views (/resources/industry/healthcare, /resources/blog/topic/pricing): four routes
  // with a parameter, each listing its prerendered pages. One route per view would put ~60
  // entries in the route manifest every page downloads (+1.4 KB gzip on every page).
  ...filterRoutes(),
  page("/search", "routes/search.tsx"),
  page("/careers", "routes/careers.tsx"),
  // Each open role's page (docs/decisions/0907); none while no role is open. A closed role is
  // not built: the servers answer its old path 410 (roles.server.ts goneRolePaths).
  ...(openRoles.length
    ? [
        {
          ...page("/careers/:role", "routes/careers-role.tsx"),
          pages: openRoles.map((role) => role.to),
        },
      ]
    : []),
  page("/contact", "routes/contact.tsx"),
  page("/privacy-policy", "routes/privacy-policy.tsx"),
  page("/data-surveys", "routes/data-surveys.tsx"),
  page("/solutions", "routes/solutions.tsx"),
  page("/tools/sample-size", "routes/sample-size.tsx"),
  page(ESOMAR_37_PATH, "routes/esomar-37-questions.tsx"),
  page(QUALITY_PATH, "routes/quality-and-data-protection.tsx"),
];

export const prerenderPaths: string[] = [
  ...routeEntries.flatMap((r) => r.pages ?? [r.path]),
  NOT_FOUND_PRERENDER_PATH,
];

export const indexablePaths: string[] = routeEntries
  .filter((r) => r.indexable)
  .flatMap((r) => r.pages ?? [r.path]);

/**
 * Paths that were pages and are gone for good: closed roles (decision 0907). Neither built nor
 * in the sitemap; nginx and the embedded server answer them 410 Gone (the build writes them to
 * <build>/deploy/gone.json), a static host 404.
 */
export const gonePaths: string[] = [...goneRolePaths];

/** The day the build took as today (BUILD_DATE when set), written beside the gone paths. */
export const builtOn: string = buildToday;
