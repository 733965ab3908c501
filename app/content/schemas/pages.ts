import { z } from "zod";
import { pinned, sitePath, text } from "./common.ts";

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

/** A card that links onward (placeholder pages). */
const onwardLink = z.strictObject({ title: text, text, to: sitePath, cta: text });

export const pagesSchema = z.strictObject({
  simplePages: z.strictObject({
    caseStudies: simplePage("/case-studies"),
    clients: simplePage("/clients"),
    privacy: simplePage("/privacy-policy"),
    dataSurveys: simplePage("/data-surveys"),
    solutions: simplePage("/solutions"),
  }),
  caseStudiesPlaceholder: z.strictObject({
    notice: pinned("This page is a placeholder while client-approved stories are prepared."),
    onwardHeading: text,
    links: z.array(onwardLink),
  }),
  clientsPlaceholder: z.strictObject({
    notice: pinned("This page is a placeholder; a client list shared with permission will follow."),
    sectorsHeading: text,
    sectors: z.array(text),
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
