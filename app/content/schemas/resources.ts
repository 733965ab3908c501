import { z } from "zod";
import { resourceSectionSlugs } from "../vocabulary.ts";
import { fixedList, link, sentence, sitePath, text } from "./common.ts";

const section = z.strictObject({
  slug: z.enum(resourceSectionSlugs, { error: `one of ${resourceSectionSlugs.join(", ")}` }),
  title: text,
  /** Label of one item ("Panel book"). */
  singular: text,
  /** Intro shown on /resources and the section's index page. */
  intro: text,
  /** Meta description of the section's index page. */
  description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
  /** Heading of the key-figure tiles on an item page (front matter `facts`). */
  factsHeading: text.optional(),
  /** The closing banner's line on the section's pages; the Resource Center's without it. */
  closingText: text.optional().meta({
    label: "Closing banner's line on this section's pages",
    hint: "Under “Need something you cannot find here?” on this section's list, its filtered views and its items, so a reader of articles is not offered a panel book. Leave empty for the Resource Center's own line.",
  }),
});

/**
 * The data file app/content/data/resources.yaml:
 * The Resource Center's copy: its sections (their paths are fixed: app/content/vocabulary.ts), the
 * /resources page and the labels of its lists. The items are Markdown files in
 * app/content/resources.
 */
export const resourcesSchema = z.strictObject({
  sections: fixedList(section, "slug", resourceSectionSlugs, "the sections"),
  resourcesPage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    eyebrow: text,
    heading: text,
    lead: text,
    jumpLabel: text,
    featured: z.strictObject({
      eyebrow: text,
      heading: text,
      /** Paths of the featured items; the first is shown large. */
      items: z.array(sitePath).min(1, "at least one featured item").meta({
        // How a new case study gets there (fifth marketer review, decision 0816).
        label: "Featured pages (the first shown large)",
        hint: "What this block (“New this season” on /resources) shows, each by its address on this site, e.g. /resources/case-studies/pricing-reframe. A newly published item is not added by itself: add its address here (its section's address, then the file name its title gave it) and publish this page.",
      }),
    }),
    viewAll: text,
    /** How many of each section's latest items the hub shows (decision 0601). */
    latestPerSection: z
      .number({ error: "a number" })
      .int("a whole number")
      .min(1, "at least 1")
      .max(12, "at most 12"),
    readMore: text,
    closing: z.strictObject({ heading: text, text, cta: link, secondary: link }),
  }),
  resourceLabels: z.strictObject({
    backToCenter: link,
    breadcrumb: text,
    related: text,
    by: text,
    published: text,
    filterNav: text,
    byIndustry: text,
    byTopic: text,
    industries: text,
    topics: text,
    readTime: sentence({ minutes: "the reading time" }).describe(
      "Under each item's title: {minutes} is its reading time.",
    ),
    showAll: sentence({ scope: "the section's name" }).describe(
      "On a filter page (one industry or topic): the link to the whole section; {scope} is the section's name.",
    ),
    filterTitle: sentence({ label: "the industry or topic", scope: "the section's name" }),
    filterLeadOne: sentence({ count: "the number of items", label: "the industry or topic" }),
    filterLead: sentence({ count: "the number of items", label: "the industry or topic" }),
    browseFilters: text.describe(
      "On a list of few items: the one line that opens the industry and topic filters.",
    ),
    elsewhere: sentence({ label: "the industry or topic" }).describe(
      "On a thin filter page of one section: the heading over the other sections' items with the same tag.",
    ),
    elsewhereAll: sentence({ count: "the number of items", label: "the industry or topic" }),
    nextSteps: text.describe("On a thin filter page: the heading of the card of ways onward."),
    wholeCenter: sentence({ count: "the number of items" }),
    industryPage: sentence({ label: "the industry" }),
  }),
  filterDescription: text
    .regex(/\{scope\}/, "must contain {scope}, the section's name")
    .regex(/\{label\}/, "must contain {label}, the industry or topic"),
  pagerLabels: z.strictObject({
    nav: text,
    previous: text,
    next: text,
    page: sentence({ n: "the page's number" }).describe(
      "A page number link's name ({n}); from page 2 on it is also added to the page's title, so no two pages share one.",
    ),
    showing: sentence({
      from: "the first item's number",
      to: "the last item's number",
      total: "the number of items",
    }),
    titleSuffix: sentence({ n: "the page's number", count: "the number of pages" }),
  }),
});

export type ResourcesData = z.infer<typeof resourcesSchema>;
