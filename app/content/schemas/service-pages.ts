import { z } from "zod";
import type { TYPING_SPEED_MS } from "../../lib/motion.ts";
import type { ServiceSlug } from "../vocabulary.ts";
import {
  banner,
  displayMetric,
  icon,
  iconCard,
  imageName,
  link,
  optionalText,
  pinned,
  text,
} from "./common.ts";
import { onwardLink } from "./pages.ts";

/** Which of the specification's typing speeds (lib/motion.ts TYPING_SPEED_MS) a typed line uses. */
const typingSpeeds = [
  "fast",
  "medium",
  "slow",
] as const satisfies readonly (keyof typeof TYPING_SPEED_MS)[];
const typingSpeed = z.enum(typingSpeeds, { error: `one of ${typingSpeeds.join(", ")}` });

const workflowStep = z.strictObject({
  /** Stable id used for the tab and panel ids. */
  id: z.string().regex(/^[a-z][a-z0-9-]*$/, "lower-case letters, digits and hyphens (an id)"),
  label: text.max(20, "at most 20 characters (a tab label)"),
  title: text,
  /** Typed in when the tab is chosen. */
  summary: text,
  points: z.array(text),
  /** How long the step usually takes. */
  duration: text,
});

/** A display-only figure (the specification's Metric), with its plain words. */
const metric = displayMetric;

/**
 * Each service page's name in the editor's labels: its own sub-heading is not one of five
 * "Sub-heading"s on the form (fifth marketer review, decision 0816).
 */
const pageNames: Record<ServiceSlug, string> = {
  quantitative: "Quantitative",
  qualitative: "Qualitative",
  "panels-sampling": "Panels & Sampling",
  custom: "Custom",
};

function servicePage<const S extends ServiceSlug>(slug: S) {
  // The page's address as a link in the editor (a hint's Markdown), where the file's own "Open
  // the published page" goes to /services (decision 0816).
  const page = `/services/${slug}`;
  return z
    .strictObject({
      slug: pinned(slug),
      seoDescription: text.max(200, "at most 200 characters (search engines cut longer ones)"),
      hero: z.strictObject({
        eyebrow: text,
        title: text.meta({ label: `${pageNames[slug]} page — heading` }),
        lead: text.meta({
          label: `${pageNames[slug]} page — sub-heading`,
          hint: "The paragraph under the page's heading.",
        }),
        image: z.strictObject({ name: imageName, alt: text }),
        primaryCta: link,
        secondaryCta: link,
      }),
      highlight: z.strictObject({
        eyebrow: text,
        /** Typed in when the card scrolls into view. */
        statement: text,
        statementSpeed: typingSpeed,
        text,
        pillsLabel: text,
        pills: z.array(text),
      }),
      workflow: z.strictObject({
        eyebrow: text,
        heading: text,
        intro: text,
        tabListLabel: text,
        durationLabel: text,
        summarySpeed: typingSpeed,
        steps: z
          .array(workflowStep)
          .length(4, "exactly four steps (the specification's four-tab workflow panel)"),
      }),
      approach: z.strictObject({
        eyebrow: text,
        heading: text,
        intro: text,
        cards: z.array(z.strictObject({ key: text.optional(), icon, title: text, text })),
      }),
      quality: z.strictObject({
        eyebrow: text,
        heading: text,
        intro: text,
        layers: z.array(z.strictObject({ title: text, text })),
        metricsLabel: text,
        metrics: z.array(metric),
      }),
      receive: z.strictObject({
        eyebrow: text,
        heading: text,
        /** Typed in when the section scrolls into view. */
        intro: text,
        introSpeed: typingSpeed,
        items: z.array(iconCard),
      }),
      /**
       * A band pointing to the sample-size calculator, under the page's own section: the
       * quantitative page only, whose chart is the calculator's formula (panels links to it from
       * its section instead, decision 0952).
       */
      toolBanner: banner.optional(),
    })
    .meta({ hint: `This page on the site: [${page}](${page}).` });
}

export const servicePagesSchema = z.strictObject({
  servicePages: z.strictObject({
    qualitative: servicePage("qualitative"),
    quantitative: servicePage("quantitative"),
    "panels-sampling": servicePage("panels-sampling"),
    custom: servicePage("custom"),
  }),
  /** What every service page shares (each page's closing banners: service-sections.yaml). */
  servicePageChrome: z.strictObject({
    highlightHeadingSuffix: optionalText,
  }),
  /** The /services index page. */
  servicesIndex: z.strictObject({
    path: pinned("/services"),
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    // Not the service pages' own (fifth marketer review, decision 0816).
    eyebrow: text.meta({ label: "Services page (/services) — small heading above" }),
    heading: text.meta({ label: "Services page (/services) — heading" }),
    lead: text.meta({
      label: "Services page (/services) — sub-heading",
      hint: "The paragraph under the heading of /services, above the four services.",
    }),
    listLabel: text,
    cardCta: text,
    methodsLabel: text,
    /** Under the four services: the other ways into the same offer (decision 0978). */
    otherWays: z.strictObject({
      heading: text.meta({ label: "Services page (/services) — other ways in, heading" }),
      links: z.array(onwardLink).min(1).max(3),
    }),
    contactBanner: banner,
  }),
});

export type ServicePagesData = z.infer<typeof servicePagesSchema>;
