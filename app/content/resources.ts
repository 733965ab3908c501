/**
 * Resource Center. Section and item paths are the specification's link targets; every one of
 * them is a prerendered page (see routes-manifest.ts). This module holds the card summaries
 * (the spec's Resource item: title, tag, desc, to, bg, imgUrl); each item's body is a typed
 * module in ./resources/ (see ./resources/index.ts). Kept free of asset imports: the route
 * manifest loads it at build time.
 */
export type ResourceKind = "panel-books" | "guide-books" | "case-studies" | "articles";

/** Card tint, mapped to design tokens by the card component. */
export type ResourceTint = "ink" | "teal" | "sand" | "amber";

interface ItemSummary {
  slug: string;
  title: string;
  /** Short label shown on the card (format or topic). */
  tag: string;
  /** One or two sentences for cards and the page description. */
  desc: string;
  bg: ResourceTint;
}

/** The spec's Resource item, as cards render it. */
export interface ResourceItem extends ItemSummary {
  /** The item's page. */
  to: string;
  /** Base name of the rendered illustration: public/images/<image>-<w>.<fmt>. */
  image: string;
  /** URL of the 960 px WebP rendering (the default src). */
  imgUrl: string;
}

export interface ResourceSection {
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
  items: readonly ResourceItem[];
}

interface SectionInput extends Omit<ResourceSection, "items"> {
  items: readonly ItemSummary[];
}

const sectionInputs: readonly SectionInput[] = [
  {
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
    items: [
      {
        slug: "us-consumer",
        title: "US Consumer Panel Book",
        tag: "United States",
        desc: "A nationally representative consumer panel with deep profiling across households, health, media and purchase behaviour.",
        bg: "ink",
      },
      {
        slug: "uk-b2b",
        title: "UK B2B Panel Book",
        tag: "United Kingdom",
        desc: "Verified business decision-makers across company sizes, functions and sectors, from SME owners to enterprise IT leaders.",
        bg: "teal",
      },
      {
        slug: "apac-multi",
        title: "APAC Multi-Country Panel Book",
        tag: "Asia-Pacific",
        desc: "Consumer and professional samples across eleven Asia-Pacific markets, with local-language surveys and in-market quality checks.",
        bg: "sand",
      },
    ],
  },
  {
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
    items: [
      {
        slug: "survey-best-practices",
        title: "Survey Design Best Practices",
        tag: "Methods",
        desc: "Twelve habits of surveys that respondents finish and analysts trust, from the first screener question to the last open end.",
        bg: "sand",
      },
      {
        slug: "future-of-data",
        title: "The Future of Research Data",
        tag: "Trends",
        desc: "How consent, synthetic boosts, passive data and tighter privacy rules will change the way insight teams collect evidence.",
        bg: "ink",
      },
      {
        slug: "ai-in-research",
        title: "AI in Market Research",
        tag: "AI",
        desc: "Where AI already earns its place in research, where it does not yet, and the guardrails we apply to every study.",
        bg: "amber",
      },
    ],
  },
  {
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
    items: [
      {
        slug: "pricing-reframe",
        title: "Reframing a Subscription Price Ladder",
        tag: "Pricing",
        desc: "A streaming service wanted a cheaper entry tier without cannibalising its core plan. Conjoint showed a better ladder.",
        bg: "teal",
      },
      {
        slug: "pack-redesign",
        title: "A Pack Redesign Tested Before Launch",
        tag: "Packaging",
        desc: "A snack brand's bold new pack won on standout but risked loyal buyers. Shelf tests found the version that kept both.",
        bg: "sand",
      },
      {
        slug: "feature-prioritization",
        title: "Prioritising a SaaS Feature Roadmap",
        tag: "Product",
        desc: "Forty candidate features, one engineering year. MaxDiff among admins and end users ranked what to build first.",
        bg: "ink",
      },
    ],
  },
  {
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
    items: [
      {
        slug: "maxdiff-vs-conjoint",
        title: "MaxDiff vs Conjoint: Picking the Right Trade-off",
        tag: "Methods",
        desc: "Both force trade-offs, but they answer different questions. A simple test tells you which one your decision needs.",
        bg: "amber",
      },
      {
        slug: "claims-that-convert",
        title: "Claims That Convert",
        tag: "Messaging",
        desc: "Why the claim consumers rate highest is often not the one that sells, and how to test for the difference.",
        bg: "sand",
      },
      {
        slug: "onboarding-friction",
        title: "Finding Onboarding Friction",
        tag: "Customer experience",
        desc: "Funnels show where new customers leave; research shows why. A three-step method to find and fix the real drop-off.",
        bg: "teal",
      },
    ],
  },
];

export const resourceSections: readonly ResourceSection[] = sectionInputs.map((section) => ({
  ...section,
  items: section.items.map((item) => {
    const image = `res-${item.slug}`;
    return {
      ...item,
      to: `${section.itemPrefix}/${item.slug}`,
      image,
      imgUrl: `/images/${image}-960.webp`,
    };
  }),
}));

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
  readMore: "Read",
  closing: {
    heading: "Need something you cannot find here?",
    text: "Ask for a custom panel feasibility, a methods briefing or a copy of a full panel book. A researcher replies within one business day.",
    cta: { label: "Contact a researcher", to: "/contact" },
  },
} as const;

/** Labels used on section index and detail pages. */
export const resourceLabels = {
  backToCenter: { label: "Resource Center", to: "/resources" },
  breadcrumb: "Breadcrumb",
  more: "More in",
  panelFacts: "Panel at a glance",
  profiling: "Profiling attributes",
  chapters: "Chapters",
  audience: "Who it is for",
  guideFacts: "The guide at a glance",
  requestPanelBook: { label: "Request the full panel book", to: "/contact" },
  requestGuide: { label: "Request the PDF", to: "/contact" },
  discussCase: { label: "Discuss a similar study", to: "/contact" },
  discussArticle: { label: "Talk to the author's team", to: "/contact" },
  client: "Client",
  industry: "Industry",
  services: "Services",
  challenge: "The challenge",
  approach: "Our approach",
  result: "The result",
  keyFigures: "Key figures",
  takeaways: "Key takeaways",
  by: "By",
  readTime: (minutes: number) => `${minutes} min read`,
} as const;

export function resourceItemPath(section: ResourceSection, slug: string): string {
  return `${section.itemPrefix}/${slug}`;
}

const trimSlash = (p: string) => p.replace(/\/+$/, "") || "/";

export function findSectionByPath(pathname: string): ResourceSection | undefined {
  return resourceSections.find((s) => s.path === trimSlash(pathname));
}

export function findItemByPath(
  pathname: string,
): { section: ResourceSection; item: ResourceItem } | undefined {
  const clean = trimSlash(pathname);
  for (const section of resourceSections) {
    const item = section.items.find((i) => i.to === clean);
    if (item) return { section, item };
  }
  return undefined;
}

/** Every item of every section, in display order. */
export const allResourceItems: readonly ResourceItem[] = resourceSections.flatMap((s) => s.items);
