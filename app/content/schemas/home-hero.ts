import { z } from "zod";
import { link, pinned, pinnedList, sizedImage, status, text } from "./common.ts";

/**
 * The data file app/content/data/home-hero.yaml:
 * The home page's meta and hero. The headline and its rotating words are the specification's.
 */
export const homeHeroSchema = z.strictObject({
  homeMeta: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
  }),
  hero: z.strictObject({
    eyebrow: text,
    headlineLead: pinned("We Decode Minds, Markets, and"),
    /** Rotates in this order. Screen readers get the first word only, once. */
    words: pinnedList(text, ["Moments", "Movements", "Meanings", "Myths"], "the rotating words"),
    pause: text,
    play: text,
    /**
     * The first screen's sub-heading: limited, so the editor counts it (decision 0816); 240 keeps
     * it to the length of today's (205) and a sentence more.
     */
    lead: text.max(
      240,
      "a sub-heading of at most 240 characters (the first screen keeps it short)",
    ),
    primaryCta: link,
    secondaryCta: link,
    claimsLabel: text,
    /** The specification's four claims: always shown; `to-confirm` lists them (decision 0805). */
    claims: z.array(z.strictObject({ value: text, label: text, status })),
    /**
     * A quiet line under the claims for a buyer's due diligence (decision 0975): a label and
     * links to the pages procurement reads, e.g. the ESOMAR 37 answers.
     */
    diligence: z.strictObject({
      label: text,
      links: z
        .array(link)
        .min(1, "Link at least one page.")
        .max(3, "Link at most three pages: it is one line."),
    }),
    image: sizedImage,
  }),
});

export type HomeHeroData = z.infer<typeof homeHeroSchema>;
