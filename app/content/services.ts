import type { TopIconName } from "./icons";

/**
 * The four services: the summary every menu, list and card shares.
 * Full page content for /services/:slug lives in service-pages.ts.
 */
export type ServiceSlug = "quantitative" | "qualitative" | "panels-sampling" | "custom";

export interface ServiceSummary {
  slug: ServiceSlug;
  path: `/services/${ServiceSlug}`;
  title: string;
  /** One line for menus and lists. */
  blurb: string;
  /** Icon key: the mega menu and the service's hero draw it before the top is interactive. */
  icon: TopIconName;
}

export const services: readonly ServiceSummary[] = [
  {
    slug: "quantitative",
    path: "/services/quantitative",
    title: "Quantitative Research",
    blurb: "Surveys, trackers and conjoint built for statistical confidence.",
    icon: "bar-chart",
  },
  {
    slug: "qualitative",
    path: "/services/qualitative",
    title: "Qualitative Research",
    blurb: "Interviews, focus groups and ethnography that explain the why.",
    icon: "messages",
  },
  {
    slug: "panels-sampling",
    path: "/services/panels-sampling",
    title: "Panels & Sampling",
    blurb: "Verified B2B, B2C and healthcare respondents in 100+ countries.",
    icon: "users",
  },
  {
    slug: "custom",
    path: "/services/custom",
    title: "Custom & Hybrid Studies",
    blurb: "Mixed-method designs shaped around one hard business question.",
    icon: "puzzle",
  },
];

export const serviceSlugs = services.map((s) => s.slug);

export function findServiceByPath(pathname: string): ServiceSummary | undefined {
  const clean = pathname.replace(/\/+$/, "");
  return services.find((s) => s.path === clean);
}
