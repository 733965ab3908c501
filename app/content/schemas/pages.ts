import { z } from "zod";
import { link, pinned, sitePath, status, text } from "./common.ts";

function simplePage<const P extends string>(path: P) {
  return z.strictObject({
    path: pinned(path),
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    eyebrow: text,
    heading: text,
    lead: text,
  });
}

/** A card that leads to another page: its title, a line, and the link's words. */
export const onwardLink = z.strictObject({ title: text, text, to: sitePath, cta: text });

/**
 * The data file app/content/data/pages.yaml:
 * The simpler pages (headings, holding pages). Paths are fixed. "status: placeholder" marks the
 * specification's placeholder pages for the firm (npm run launch-check); their words are for
 * visitors.
 */
export const pagesSchema = z.strictObject({
  simplePages: z.strictObject({
    caseStudies: simplePage("/case-studies"),
    clients: simplePage("/clients"),
    privacy: simplePage("/privacy-policy"),
    dataSurveys: simplePage("/data-surveys"),
    solutions: simplePage("/solutions"),
  }),
  /**
   * The specification's "placeholder text only" pages, written as finished holding pages for
   * visitors: `status: placeholder` lists them for the firm (npm run launch-check, decision 0805).
   */
  caseStudiesPlaceholder: z.strictObject({
    status,
    notice: text,
    onwardHeading: text,
    links: z.array(onwardLink),
  }),
  clientsPlaceholder: z.strictObject({
    status,
    notice: text,
    /** Under the notice: the visitor's way to a named client (decision 0951). */
    noticeAction: link,
    onwardHeading: text,
    links: z.array(onwardLink),
  }),
  /** /services/custom-hybrid (the home card's link) moved to /services/custom. */
  customHybridRedirect: z.strictObject({
    from: pinned("/services/custom-hybrid"),
    to: pinned("/services/custom"),
    title: text,
    description: text,
    eyebrow: text,
    heading: text,
    linkLabel: text,
  }),
});

export type PagesData = z.infer<typeof pagesSchema>;
