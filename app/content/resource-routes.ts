/**
 * The Resource Center's structure without its copy: item shapes, list sizes and paths. The
 * Resource Center's catalogue (app/catalog) and the route table import this module, not
 * resources.ts, because react-router.config.ts loads them without the Vite plugin that reads
 * the copy's YAML (decision 0800).
 */
import type { ContentStatus } from "./schemas/common";
import {
  type ResourceSectionPlace,
  type ResourceSectionSlug,
  type ResourceTint,
  resourceSectionPlaces,
} from "./vocabulary";

/** The Resource Center's own page. */
export const RESOURCES_PATH = "/resources";

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
  /** Ids of its authors in app/content/data/people.yaml (their cards come with the item page). */
  authors: readonly string[];
  /** Industry slugs (app/content/vocabulary.ts). */
  industries: readonly string[];
  /** Topic ids in app/content/data/topics.yaml. */
  topics: readonly string[];
  /** A case study's headline result (front matter `result`): hero, cards, home page. */
  result?: { value: string; line: string };
  /**
   * On /resources only: a card in its section's row that the featured block above also shows
   * (it fills a row too short without it); the card says so (decision 0921).
   */
  alsoFeatured?: true;
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
  /** What the hero's uploaded photo shows (front matter `imageAlt`); none for a drawing. */
  imageAlt?: string;
  /** `sample` for an invented item: its page says so (decision 0805). */
  status?: ContentStatus;
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

/**
 * Cards on one page of a section or filter list; page n > 1 is `<list>/page/<n>`. Chosen so
 * every list page's HTML fits the first round trip (scripts/checks/size-budget.sh) at 1,000
 * items (docs/decisions/0601-resource-center-at-scale.md).
 */
export const LIST_PAGE_SIZE = 24;

/**
 * How full a Resource Center list must be to carry its whole filter panel (docs/decisions/
 * 0943-full-resource-views.md): a list of more items than this shows the panel of industry and
 * topic pills; a shorter one folds it into one closed line, so the pills never outweigh the
 * cards.
 */
export const FILTER_PANEL_OVER = 6;

/** A list of this many items or fewer is a column of large cards, drawing beside text (0943). */
export const LARGE_CARDS_UP_TO = 3;

/** Under a thin filter view of one section: at most this many items of the other sections. */
export const ELSEWHERE_LIMIT = 3;

/** Path segments of the filter views under /resources and under each section's index page. */
export const filterSegments = { industry: "industry", topic: "topic" } as const;
export type FilterFacet = keyof typeof filterSegments;

/** Path of a filter view: /resources/industry/healthcare, /resources/blog/topic/pricing. */
export function filterPath(
  scope: ResourceSectionPlace | undefined,
  facet: FilterFacet,
  value: string,
): string {
  return `${scope?.path ?? RESOURCES_PATH}/${filterSegments[facet]}/${value}`;
}

export function findSectionPlace(slug: string): ResourceSectionPlace | undefined {
  return resourceSectionPlaces.find((s) => s.slug === slug);
}
