/**
 * Resource Center: its sections and copy (app/content/data/resources.yaml), joined to the
 * structure in vocabulary.ts and resource-routes.ts. The items themselves are Markdown files in
 * ./resources/ (front matter checked by app/catalog/resources-schema.ts at build time) and reach
 * pages only as build-time page data (app/catalog/resources-catalog.server.ts), so no page's
 * JavaScript carries the catalogue.
 */
import { fill } from "../lib/fill";
import data from "./data/resources.yaml";
import { RESOURCES_PATH } from "./resource-routes";
import { type ResourceKind, type ResourceSectionSlug, resourceSectionPlaces } from "./vocabulary";

export * from "./resource-routes";
export type { ResourceKind, ResourceSectionSlug, ResourceTint } from "./vocabulary";

const copy = data;

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
  /** The closing banner's line on the section's pages (closingBandFor). */
  closingText?: string;
}

/**
 * Sections read on the page, which show a reading time. A panel book or guide book is a
 * document of 30-50 pages: "2 min read" of its summary page would mislead.
 */
export const sectionsWithReadingTime: ReadonlySet<ResourceSectionSlug> = new Set([
  "case-studies",
  "blog",
]);

export const resourceSections: readonly ResourceSection[] = resourceSectionPlaces.map((place) => {
  // The schema keeps the sections in the places' order, one each.
  const { slug, ...text } = copy.sections.find((s) => s.slug === place.slug)!;
  return {
    slug,
    kind: place.kind,
    anchor: place.anchor,
    title: text.title,
    singular: text.singular,
    path: place.path,
    itemPrefix: place.itemPrefix,
    intro: text.intro,
    description: text.description,
    ...(text.factsHeading ? { factsHeading: text.factsHeading } : {}),
    ...(text.closingText ? { closingText: text.closingText } : {}),
  };
});

/** One item of a section in a sentence's words: "case study", "panel book". */
export function sectionItemWord(slug: string): string {
  const singular = resourceSections.find((section) => section.slug === slug)?.singular ?? "item";
  // eslint-disable-next-line no-restricted-syntax -- the section's own word, in a sentence
  return singular.toLocaleLowerCase("en");
}

/** Copy of the /resources page. */
export const resourcesPage = { path: RESOURCES_PATH, ...copy.resourcesPage };

/**
 * The closing banner of a section's pages (its list, filter views and items): the Resource
 * Center's, with the section's own line where it has one (decision 0981).
 */
export function closingBandFor(section: ResourceSection | undefined) {
  return { ...resourcesPage.closing, text: section?.closingText ?? resourcesPage.closing.text };
}

/** Labels used on section index, filter and detail pages. */
export const resourceLabels = {
  ...copy.resourceLabels,
  readTime: (minutes: number) => fill(copy.resourceLabels.readTime, { minutes }),
  /** The unfiltered scope's link on a filter page. */
  showAll: (scopeTitle: string) => fill(copy.resourceLabels.showAll, { scope: scopeTitle }),
  /** Heading of a filter page: "Healthcare: Case Studies". */
  filterTitle: (label: string, scopeTitle: string) =>
    fill(copy.resourceLabels.filterTitle, { label, scope: scopeTitle }),
  filterLead: (count: number, label: string) =>
    fill(count === 1 ? copy.resourceLabels.filterLeadOne : copy.resourceLabels.filterLead, {
      count,
      label,
    }),
  /** Heading over the other sections' items with a thin section view's tag. */
  elsewhere: (label: string) => fill(copy.resourceLabels.elsewhere, { label }),
  /** The link to the whole centre's view of a tag: "All 4 items tagged Messaging". */
  elsewhereAll: (count: number, label: string) =>
    fill(copy.resourceLabels.elsewhereAll, { count, label }),
  wholeCenter: (count: number) => fill(copy.resourceLabels.wholeCenter, { count }),
  industryPage: (label: string) => fill(copy.resourceLabels.industryPage, { label }),
  filterDescription: (label: string, scopeTitle: string) =>
    fill(copy.filterDescription, { label, scope: scopeTitle }),
};

/** The pager under a paginated list. */
export const pagerLabels = {
  ...copy.pagerLabels,
  /** Accessible name of a page number link. */
  page: (n: number) => fill(copy.pagerLabels.page, { n }),
  /** "Showing 25–48 of 1,012" (numbers already formatted). */
  showing: (from: string, to: string, total: string) =>
    fill(copy.pagerLabels.showing, { from, to, total }),
  /** Added to the title of page 2 onwards, so no two pages share a title. */
  titleSuffix: (n: number, count: number) => fill(copy.pagerLabels.titleSuffix, { n, count }),
};

const trimSlash = (p: string) => p.replace(/\/+$/, "") || "/";

export function findSectionByPath(pathname: string): ResourceSection | undefined {
  return resourceSections.find((s) => s.path === trimSlash(pathname));
}

export function findSectionBySlug(slug: string): ResourceSection | undefined {
  return resourceSections.find((s) => s.slug === slug);
}
