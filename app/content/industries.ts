/**
 * Industries (app/content/data/industries.yaml). The specification mentions 13 selectable
 * industries but names 12; the site shows the 12 named and claims no count it does not show
 * (docs/decisions/0300-industries-page.md). Slugs and illustrations follow from the names.
 */
import { slugify } from "../lib/slug";
import data from "./data/industries.yaml";
import type { IndustryCategory } from "./vocabulary";

export type { IndustryCategory } from "./vocabulary";

export interface Industry {
  key: string;
  name: string;
  /** URL-safe slug of the name; the /industries#hash and the home strip both use it. */
  slug: string;
  /** Broad grouping, shown on the home strip. */
  category: IndustryCategory;
  /** Base name of the rendered illustration (public/images/<heroImg>-<w>.<fmt>). */
  heroImg: string;
  heroAlt: string;
  blurb: string;
  outcomes: readonly string[];
  /** Implementation steps, in order. */
  implementation: readonly string[];
}

const copy = data;

export const industries: readonly Industry[] = copy.industries.map((entry) => {
  const slug = slugify(entry.name);
  return { ...entry, key: slug, slug, heroImg: `ind-${slug}` };
});

/** The industry a URL hash id names, if any. */
export function findIndustryBySlug(id: string | null | undefined): Industry | undefined {
  if (!id) return undefined;
  return industries.find((industry) => industry.slug === id);
}

/** Copy of the /industries page itself. */
export const industriesPage = { path: "/industries", ...copy.industriesPage };
