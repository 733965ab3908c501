/**
 * The specification's literals that several browser specs check, written out once on the test
 * side (expected values never come from app/content or app/lib).
 */

/**
 * The specification's twelve industries in its order (section 2), with the slug of each name.
 * Their copy is an editor's: tests/content-data.ts reads it from the data file.
 */
export const INDUSTRIES = [
  {
    name: "Consumer Durables",
    slug: "consumer-durables",
  },
  {
    name: "Financial Services",
    slug: "financial-services",
  },
  {
    name: "Healthcare",
    slug: "healthcare",
  },
  {
    name: "Technology Media & Telecom",
    slug: "technology-media-telecom",
  },
  {
    name: "Consumer Packaged Goods",
    slug: "consumer-packaged-goods",
  },
  {
    name: "Food & Beverage",
    slug: "food-beverage",
  },
  {
    name: "Spirits",
    slug: "spirits",
  },
  {
    name: "Retail",
    slug: "retail",
  },
  {
    name: "Health Insurance",
    slug: "health-insurance",
  },
  {
    name: "Restaurants & Services",
    slug: "restaurants-services",
  },
  {
    name: "Utilities",
    slug: "utilities",
  },
  {
    name: "Non-Profit",
    slug: "non-profit",
  },
];

/** The spec's four offices (/contact), in its order. Their addresses are placeholders an editor
 *  may change: tests/content-data.ts reads them from the data file. */
export const OFFICES = [
  { name: "Gurugram" },
  { name: "Dubai" },
  { name: "Raleigh US" },
  { name: "Ipswich UK" },
];

/** The Resource Center's four sections, slugs and titles as the specification names them. */
export const RESOURCE_SECTIONS = [
  ["panel-books", "Panel Books"],
  ["ebooks", "Guide Books"],
  ["case-studies", "Case Studies"],
  ["blog", "Articles"],
] as const;
