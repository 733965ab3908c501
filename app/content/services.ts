/**
 * The four services: the summary every menu, list and card shares
 * (app/content/data/services.yaml). Full page content for /services/:slug is in service-pages.ts.
 */
import data from "./data/services.yaml";
import { type ServiceSlug, servicePath } from "./vocabulary";
import type { TopIconName } from "./icons";

export type { ServiceSlug } from "./vocabulary";

export interface ServiceSummary {
  slug: ServiceSlug;
  path: `/services/${ServiceSlug}`;
  title: string;
  /** One line for menus and lists. */
  blurb: string;
  /** Icon key: the mega menu and the service's hero draw it before the top is interactive. */
  icon: TopIconName;
}

export const services: readonly ServiceSummary[] = data.services.map((s) => ({
  slug: s.slug,
  path: servicePath(s.slug),
  title: s.title,
  blurb: s.blurb,
  icon: s.icon,
}));

export function findServiceByPath(pathname: string): ServiceSummary | undefined {
  const clean = pathname.replace(/\/+$/, "");
  return services.find((s) => s.path === clean);
}
