import { z } from "zod";
import { link, sitePathPrefix, text } from "./common.ts";

/**
 * The data file app/content/data/search.yaml:
 * The /search page.
 */
export const searchSchema = z.strictObject({
  searchPage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    eyebrow: text,
    heading: text,
    lead: text,
    label: text,
    placeholder: text,
    submit: text,
    resultsLabel: text,
    idle: text,
    loading: text,
    failed: text,
    showMore: text,
    /** The status line: "{count} results for “{query}”." */
    count: z
      .strictObject({ none: text, one: text, many: text })
      .describe(
        "The line over the results: {query} is what was searched, {count} how many pages were found.",
      ),
    /** Said before the count when a near-miss typo was read as the nearest word: "{typed}". */
    corrected: text.describe(
      "Before the count, when no page has a word as typed and it was read as the nearest word the site uses ({typed} is what was typed): “conjiont” finds “conjoint”.",
    ),
    /** Under a result whose words are in its title or section label only. */
    matchedIn: z
      .strictObject({ title: text, section: text })
      .describe(
        "Under a result whose words are only in its title or section label (shown marked there).",
      ),
    /** What /search offers before a query: searches to try, the topics, the newest items. */
    start: z.strictObject({
      suggestionsHeading: text,
      suggestions: z.array(text),
      topicsHeading: text,
      latestHeading: text,
      latestCount: z.number().int("a whole number").min(1, "at least 1").max(12, "at most 12"),
      allResources: link,
    }),
    /** Under a search that found nothing: where to look instead. */
    noResults: z
      .strictObject({ text, links: z.array(link) })
      .describe(
        "Under a search that found nothing: the searches to try, then these words and links.",
      ),
    /** Shown instead when scripting is on but the page's scripts failed to load. */
    scriptsFailed: z
      .strictObject({ heading: text, text })
      .describe(
        "Shown when the page's scripts failed to load (a blocker, a proxy, a dropped connection), above the links that work without them.",
      ),
    /** Shown only without JavaScript: a static site cannot run the query on its server. */
    noscript: z.strictObject({ heading: text, text, links: z.array(link) }),
  }),
  resourceCenterLabel: text.describe(
    "The label beside a result on a Resource Center section's own page (its items get the section's title).",
  ),
  searchSections: z
    .array(z.strictObject({ prefix: sitePathPrefix, label: text }))
    .describe(
      "The label shown beside any other result, by the start of its address; the first match wins.",
    ),
});

export type SearchData = z.infer<typeof searchSchema>;
