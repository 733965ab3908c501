import { slugify } from "../lib/slug.ts";

/**
 * The site's fixed vocabulary: what the specification names (the four services' routes, the
 * twelve industries, the Resource Center's sections and their paths) and the card tints an
 * item's front matter picks from; its topics are data (app/content/data/topics.yaml). Pure
 * constants, no copy: the content schemas (app/content/schemas), the Resource Center's
 * front-matter schema and the route table (app/catalog/routes-manifest.ts, which
 * react-router.config.ts loads without the site's Vite plugins, so it cannot read the YAML data
 * files) import them (decision 0800).
 */

/** The four service pages, in the menu's order (the specification's routes). */
export const serviceSlugs = ["quantitative", "qualitative", "panels-sampling", "custom"] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];
export const servicePath = (slug: ServiceSlug) => `/services/${slug}` as const;

/** The specification's twelve industries, in its order; slugs are computed from the names. */
export const industryNames = [
  "Consumer Durables",
  "Financial Services",
  "Healthcare",
  "Technology Media & Telecom",
  "Consumer Packaged Goods",
  "Food & Beverage",
  "Spirits",
  "Retail",
  "Health Insurance",
  "Restaurants & Services",
  "Utilities",
  "Non-Profit",
] as const;

/** The industries' URL slugs (/industries#<slug>, front matter `industries`). */
export const industrySlugs = /* @__PURE__ */ industryNames.map(slugify) as [string, ...string[]];

/** Broad grouping of an industry, shown on the home strip. */
export const industryCategories = ["Consumer", "Regulated", "Services", "Technology"] as const;
export type IndustryCategory = (typeof industryCategories)[number];

export type ResourceKind = "panel-books" | "guide-books" | "case-studies" | "articles";

/** The section an item's front matter names (its index page's last path segment). */
export type ResourceSectionSlug = "panel-books" | "ebooks" | "case-studies" | "blog";

/** Where a Resource Center section lives: the specification's paths and anchors. */
export interface ResourceSectionPlace {
  slug: ResourceSectionSlug;
  kind: ResourceKind;
  /** Anchor id on /resources. */
  anchor: ResourceKind;
  /** Index page of the section. */
  path: string;
  /** Path prefix of the section's items. */
  itemPrefix: string;
}

export const resourceSectionPlaces: readonly ResourceSectionPlace[] = [
  {
    slug: "panel-books",
    kind: "panel-books",
    anchor: "panel-books",
    path: "/resources/panel-books",
    itemPrefix: "/resources/panel-books",
  },
  {
    slug: "ebooks",
    kind: "guide-books",
    anchor: "guide-books",
    path: "/resources/ebooks",
    itemPrefix: "/resources/ebooks",
  },
  {
    slug: "case-studies",
    kind: "case-studies",
    anchor: "case-studies",
    path: "/resources/case-studies",
    itemPrefix: "/resources/case-studies",
  },
  {
    slug: "blog",
    kind: "articles",
    anchor: "articles",
    path: "/resources/blog",
    itemPrefix: "/blog",
  },
];

export const resourceSectionSlugs = /* @__PURE__ */ resourceSectionPlaces.map((s) => s.slug) as [
  ResourceSectionSlug,
  ...ResourceSectionSlug[],
];

/** Card tint, mapped to design tokens by the card component. */
export const resourceTints = ["ink", "teal", "sand", "amber"] as const;
export type ResourceTint = (typeof resourceTints)[number];
