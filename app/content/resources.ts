/**
 * Resource Center. Section and item paths are the specification's link targets; every one of
 * them is a prerendered page (see routes-manifest.ts).
 */
export type ResourceKind = "panel-books" | "guide-books" | "case-studies" | "articles";

export interface ResourceSection {
  kind: ResourceKind;
  /** Anchor id on /resources. */
  anchor: ResourceKind;
  title: string;
  /** Index page of the section. */
  path: string;
  /** Path prefix of the section's items. */
  itemPrefix: string;
  items: readonly { slug: string; title: string }[];
}

export const resourceSections: readonly ResourceSection[] = [
  {
    kind: "panel-books",
    anchor: "panel-books",
    title: "Panel Books",
    path: "/resources/panel-books",
    itemPrefix: "/resources/panel-books",
    items: [
      { slug: "us-consumer", title: "US Consumer Panel Book" },
      { slug: "uk-b2b", title: "UK B2B Panel Book" },
      { slug: "apac-multi", title: "APAC Multi-Country Panel Book" },
    ],
  },
  {
    kind: "guide-books",
    anchor: "guide-books",
    title: "Guide Books",
    path: "/resources/ebooks",
    itemPrefix: "/resources/ebooks",
    items: [
      { slug: "survey-best-practices", title: "Survey Design Best Practices" },
      { slug: "future-of-data", title: "The Future of Research Data" },
      { slug: "ai-in-research", title: "AI in Market Research" },
    ],
  },
  {
    kind: "case-studies",
    anchor: "case-studies",
    title: "Case Studies",
    path: "/resources/case-studies",
    itemPrefix: "/resources/case-studies",
    items: [
      { slug: "pricing-reframe", title: "Reframing a Subscription Price Ladder" },
      { slug: "pack-redesign", title: "A Pack Redesign Tested Before Launch" },
      { slug: "feature-prioritization", title: "Prioritising a SaaS Feature Roadmap" },
    ],
  },
  {
    kind: "articles",
    anchor: "articles",
    title: "Articles",
    path: "/resources/blog",
    itemPrefix: "/blog",
    items: [
      { slug: "maxdiff-vs-conjoint", title: "MaxDiff vs Conjoint: Choosing the Right Trade-off" },
      { slug: "claims-that-convert", title: "Claims That Convert" },
      { slug: "onboarding-friction", title: "Finding Onboarding Friction" },
    ],
  },
];

export function resourceItemPath(section: ResourceSection, slug: string): string {
  return `${section.itemPrefix}/${slug}`;
}

const trimSlash = (p: string) => p.replace(/\/+$/, "") || "/";

export function findSectionByPath(pathname: string): ResourceSection | undefined {
  return resourceSections.find((s) => s.path === trimSlash(pathname));
}

export function findItemByPath(
  pathname: string,
): { section: ResourceSection; item: ResourceSection["items"][number] } | undefined {
  const clean = trimSlash(pathname);
  for (const section of resourceSections) {
    const item = section.items.find((i) => resourceItemPath(section, i.slug) === clean);
    if (item) return { section, item };
  }
  return undefined;
}
