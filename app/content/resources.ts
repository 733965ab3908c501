/**
 * Resource Center: its sections, topics and copy. The items themselves are Markdown files in
 * ./resources/ (one per item, front matter checked by app/catalog/resources-schema.ts at build time) and
 * reach pages only as build-time page data (app/catalog/resources-catalog.server.ts), so no page's
 * JavaScript carries the catalogue. Section and item paths are the specification's link
 * targets. Kept free of asset imports: the route manifest loads it at build time.
 */
export type ResourceKind = "panel-books" | "guide-books" | "case-studies" | "articles";

/** The section an item's front matter names (its index page's last path segment). */
export type ResourceSectionSlug = "panel-books" | "ebooks" | "case-studies" | "blog";

/** Card tint, mapped to design tokens by the card component. */
export type ResourceTint = "ink" | "teal" | "sand" | "amber";

export const resourceTints = [
  "ink",
  "teal",
  "sand",
  "amber",
] as const satisfies readonly ResourceTint[];

export interface ResourceSection {
  slug: ResourceSectionSlug;
  kind: ResourceKind;
  /** Anchor id on /resources. */
  anchor: ResourceKind;
  title: string;
  /** Singular label of one item ("Panel book"). */
  singular: string;
  /** Index page of the section. */
  path: string;
  /** Path prefix of the section's items. */
  itemPrefix: string;
  /** Intro shown on /resources and the section's index page. */
  intro: string;
  /** Meta description of the section's index page. */
  description: string;
  /** Heading of the key-figure tiles on an item page (front matter `facts`). */
  factsHeading?: string;
}

/**
 * Sections read on the page, which show a reading time. A panel book or guide book is a
 * document of 30-50 pages: "2 min read" of its summary page would mislead.
 */
export const sectionsWithReadingTime: ReadonlySet<ResourceSectionSlug> = new Set([
  "case-studies",
  "blog",
]);

export const resourceSections: readonly ResourceSection[] = [
  {
    slug: "panel-books",
    kind: "panel-books",
    anchor: "panel-books",
    title: "Panel Books",
    singular: "Panel book",
    path: "/resources/panel-books",
    itemPrefix: "/resources/panel-books",
    intro:
      "Who is in our panels, how they are recruited and verified, and what we can target: the facts procurement and research teams ask for before a study.",
    description:
      "Panel books for our US consumer, UK B2B and APAC multi-country panels: size, profiling, recruitment and quality controls.",
    factsHeading: "Panel at a glance",
  },
  {
    slug: "ebooks",
    kind: "guide-books",
    anchor: "guide-books",
    title: "Guide Books",
    singular: "Guide book",
    path: "/resources/ebooks",
    itemPrefix: "/resources/ebooks",
    intro:
      "Practical guides written by our research directors: how to design better surveys, where research data is heading and how to use AI responsibly.",
    description:
      "Free guide books on survey design, the future of research data and AI in market research, written by Northfield Insights research directors.",
    factsHeading: "The guide at a glance",
  },
  {
    slug: "case-studies",
    kind: "case-studies",
    anchor: "case-studies",
    title: "Case Studies",
    singular: "Case study",
    path: "/resources/case-studies",
    itemPrefix: "/resources/case-studies",
    intro:
      "Anonymised stories of real decisions: the question a client faced, how we designed the research and what changed afterwards.",
    description:
      "Market research case studies: a subscription price ladder, a pack redesign tested before launch and a SaaS roadmap prioritised with MaxDiff.",
    factsHeading: "Key figures",
  },
  {
    slug: "blog",
    kind: "articles",
    anchor: "articles",
    title: "Articles",
    singular: "Article",
    path: "/resources/blog",
    itemPrefix: "/blog",
    intro:
      "Short, opinionated pieces from our researchers on methods, messaging and the customer experience.",
    description:
      "Articles on research methods and customer insight: MaxDiff versus conjoint, claims that convert and finding onboarding friction.",
  },
];

export const resourceSectionSlugs = resourceSections.map((s) => s.slug) as [
  ResourceSectionSlug,
  ...ResourceSectionSlug[],
];

/**
 * Topic tags an item may carry (front matter `topics`), slug → label. A fixed list, so a typo
 * fails the build instead of opening a one-item topic page; add a line here for a new topic.
 */
export const resourceTopics = {
  panels: "Panels & sampling",
  b2b: "B2B research",
  "data-quality": "Data quality",
  "survey-design": "Survey design",
  methods: "Methods",
  pricing: "Pricing",
  packaging: "Packaging",
  product: "Product development",
  messaging: "Messaging",
  "customer-experience": "Customer experience",
  ai: "AI",
  trends: "Trends",
} as const satisfies Record<string, string>;

export type ResourceTopic = keyof typeof resourceTopics;

/**
 * One item as cards, lists, the feed and the search index use it: the spec's Resource item
 * (title, tag, desc, to, bg, imgUrl) plus what the front matter adds.
 */
export interface ResourceSummary {
  slug: string;
  section: ResourceSectionSlug;
  title: string;
  /** Short label shown on the card (format or topic). */
  tag: string;
  /** One or two sentences for cards and the page description (front matter `description`). */
  desc: string;
  /** The item's page. */
  to: string;
  bg: ResourceTint;
  /** Base name of the rendered illustration: public/images/<image>-<w>.<fmt>. */
  image: string;
  /** URL of the 960 px WebP rendering (the default src). */
  imgUrl: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  readingMinutes: number;
  author: string;
  authorRole?: string;
  /** Industry slugs (app/content/industries.ts). */
  industries: readonly string[];
  topics: readonly ResourceTopic[];
  /** A case study's headline result (front matter `result`): hero, cards, home page. */
  result?: { value: string; line: string };
}

export interface Fact {
  label: string;
  value: string;
}

/** An item page's body and extras, rendered from its Markdown at build time. */
export interface ResourceDetail {
  /** The body as HTML. */
  html: string;
  /** Key-figure tiles (front matter `facts`). */
  facts: readonly Fact[];
  download?: { label: string; href: string };
}

/** A link to one filter view, with how many items it shows. */
export interface FacetLink {
  label: string;
  to: string;
  count: number;
}

export interface Facets {
  industries: readonly FacetLink[];
  topics: readonly FacetLink[];
}

/** Copy of the /resources page. */
export const resourcesPage = {
  path: "/resources",
  title: "Resource Center",
  description:
    "Panel books, guide books, case studies and articles from Northfield Insights: the facts about our panels and what we have learned running research.",
  eyebrow: "Resource Center",
  heading: "Evidence, methods and panel facts, in one place",
  lead: "Panel books for procurement, guide books for research teams, case studies for sceptics and articles for anyone who likes a good trade-off.",
  jumpLabel: "Jump to a section",
  featured: {
    eyebrow: "Featured",
    heading: "New this season",
    /** Paths of the featured items; the first is shown large. */
    items: ["/resources/ebooks/ai-in-research", "/resources/case-studies/pricing-reframe"],
  },
  viewAll: "View all",
  /**
   * How many of each section's latest items the hub shows (featured ones are not repeated);
   * the rest are on the section's own pages (docs/decisions/0601-resource-center-at-scale.md).
   */
  latestPerSection: 3,
  readMore: "Read",
  closing: {
    heading: "Need something you cannot find here?",
    text: "Ask for a custom panel feasibility, a methods briefing or a copy of a full panel book. A researcher replies within one business day.",
    cta: { label: "Contact a researcher", to: "/contact" },
    secondary: { label: "Sample size calculator", to: "/tools/sample-size" },
  },
} as const;

/** Labels used on section index, filter and detail pages. */
export const resourceLabels = {
  backToCenter: { label: "Resource Center", to: "/resources" },
  breadcrumb: "Breadcrumb",
  related: "Related resources",
  by: "By",
  published: "Published",
  readTime: (minutes: number) => `${minutes} min read`,
  filterNav: "Filter resources",
  byIndustry: "By industry",
  byTopic: "By topic",
  /** The unfiltered scope's link on a filter page. */
  showAll: (scopeTitle: string) => `Show all: ${scopeTitle}`,
  industries: "Industries",
  topics: "Topics",
  /** Heading of a filter page: "Healthcare: Case Studies". */
  filterTitle: (label: string, scopeTitle: string) => `${label}: ${scopeTitle}`,
  filterLead: (count: number, label: string) =>
    `${count} ${count === 1 ? "item" : "items"} tagged ${label}, newest first.`,
  filterDescription: (label: string, scopeTitle: string) =>
    `${scopeTitle} from Northfield Insights filtered to ${label}: panel facts, guides, case studies and articles.`,
} as const;

/**
 * Cards on one page of a section or filter list; page n > 1 is `<list>/page/<n>`. Chosen so
 * every list page's HTML fits the first round trip (scripts/checks/size-budget.sh) at 1,000
 * items (docs/decisions/0601-resource-center-at-scale.md).
 */
export const LIST_PAGE_SIZE = 24;

/** The pager under a paginated list. */
export const pagerLabels = {
  /** Name of the pager's navigation landmark. */
  nav: "Pages",
  previous: "Previous",
  next: "Next",
  /** Accessible name of a page number link. */
  page: (n: number) => `Page ${n}`,
  /** "Showing 25–48 of 1,012" (numbers already formatted). */
  showing: (from: string, to: string, total: string) => `Showing ${from}–${to} of ${total}`,
  /** Added to the title of page 2 onwards, so no two pages share a title. */
  titleSuffix: (n: number, count: number) => `page ${n} of ${count}`,
} as const;

/** Path segments of the filter views under /resources and under each section's index page. */
export const filterSegments = { industry: "industry", topic: "topic" } as const;
export type FilterFacet = keyof typeof filterSegments;

/** Path of a filter view: /resources/industry/healthcare, /resources/blog/topic/pricing. */
export function filterPath(
  scope: ResourceSection | undefined,
  facet: FilterFacet,
  value: string,
): string {
  return `${scope?.path ?? resourcesPage.path}/${filterSegments[facet]}/${value}`;
}

export function resourceItemPath(section: ResourceSection, slug: string): string {
  return `${section.itemPrefix}/${slug}`;
}

const trimSlash = (p: string) => p.replace(/\/+$/, "") || "/";

export function findSectionByPath(pathname: string): ResourceSection | undefined {
  return resourceSections.find((s) => s.path === trimSlash(pathname));
}

export function findSectionBySlug(slug: string): ResourceSection | undefined {
  return resourceSections.find((s) => s.slug === slug);
}
