import { z } from "zod";
import { industryCategories, industryNames, industrySlugs } from "../vocabulary.ts";
import { fixedList, icon, link, text } from "./common.ts";

const industry = z.strictObject({
  // Which industry the block is, not a choice (fifth marketer review, decision 0816): read-only.
  name: z
    .enum(industryNames, {
      error: `one of the specification's industries: ${industryNames.join(", ")}`,
    })
    .meta({ pinned: true, label: "Industry", hint: "Which industry this block is about." }),
  /** Broad grouping, shown on the home strip. */
  category: z.enum(industryCategories, { error: `one of ${industryCategories.join(", ")}` }),
  heroAlt: text,
  blurb: text.min(80, "at least 80 characters").max(400, "at most 400 characters").meta({
    label: "Short description",
    hint: "The paragraph under the industry's name when it is chosen on /industries.",
  }),
  outcomes: z.array(text).min(3, "at least three outcomes"),
  /** Implementation steps, in order. */
  implementation: z.array(text).min(3, "at least three steps"),
});

/**
 * The data file app/content/data/industries.yaml:
 * The industries the specification names (twelve, in its order: names fixed) and the /industries
 * page. Each industry's URL slug and illustration follow from its name.
 */
export const industriesSchema = z.strictObject({
  industries: fixedList(industry, "name", industryNames, "the twelve industries"),
  industriesPage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    eyebrow: text,
    heading: text,
    lead: text,
    /** Industries whose illustrations form the hero mosaic (by slug). */
    heroMosaic: z
      .array(z.enum(industrySlugs, { error: `an industry slug: ${industrySlugs.join(", ")}` }))
      .length(4, "exactly four industries"),
    values: z.strictObject({
      heading: text,
      items: z
        .array(z.strictObject({ icon, title: text, text }))
        .length(4, "exactly four value cards (the specification's 4 value cards)"),
    }),
    explorer: z.strictObject({
      eyebrow: text,
      heading: text,
      tabListLabel: text,
      selectLabel: text,
      /** Names the list of in-page links that stands in for the tabs without JavaScript. */
      jumpLabel: text,
      outcomesHeading: text,
      implementationHeading: text,
      cta: link,
    }),
    closing: z.strictObject({ heading: text, text, cta: link, secondary: link }),
  }),
});

export type IndustriesData = z.infer<typeof industriesSchema>;
