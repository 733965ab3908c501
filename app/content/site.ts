/**
 * The one site config: brand, contact points, social profiles (app/content/data/site.yaml) and
 * the origin. The firm's name is a neutral placeholder (docs/decisions/0003-placeholder-brand.md).
 */
import data from "./data/site.yaml";

const copy = data;

export const site = {
  ...copy,
  name: `${copy.shortName} ${copy.nameSuffix}`,
  /** Canonical origin; override at build time with VITE_SITE_ORIGIN (no trailing slash). */
  origin:
    (import.meta.env?.VITE_SITE_ORIGIN as string | undefined) ??
    "https://www.northfield-insights.com",
  /** sessionStorage key of the contact form's unsent draft (the calculator hands it a brief). */
  contactDraftKey: "contact-form-draft",
} as const;

export type Site = typeof site;
