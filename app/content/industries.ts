import { slugify } from "../lib/slug";

/**
 * Industries. The specification mentions 13 selectable industries but names 12; the site shows
 * the 12 named and claims no count it does not show.
 * Detail fields (blurb, outcomes, implementation) are filled in by the industries page work.
 */
export interface Industry {
  key: string;
  name: string;
  /** URL-safe slug of the name; the /industries#hash and the home strip both use it. */
  slug: string;
}

const names = [
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

export const industries: readonly Industry[] = names.map((name) => ({
  key: slugify(name),
  name,
  slug: slugify(name),
}));
