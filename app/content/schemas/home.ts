import { z } from "zod";
import { industryCategories, industrySlugs } from "../vocabulary.ts";
import {
  banner,
  fixedList,
  icon,
  link,
  optionalText,
  pinned,
  pinnedList,
  sizedImage,
  status,
  text,
} from "./common.ts";

const whatWeDoTabIds = ["design", "fieldwork", "quality", "analysis"] as const;

/** The home services grid's targets (the specification's; custom-hybrid differs from the menu). */
const serviceCardTargets = [
  "/services/qualitative",
  "/services/quantitative",
  "/services/panels-sampling",
  "/services/custom-hybrid",
] as const;

const stripExtra = z.strictObject({
  category: z.enum(industryCategories, { error: `one of ${industryCategories.join(", ")}` }),
  /** Text alternative of the strip's drawing (home-industry-<slug>). */
  alt: text,
});

export const homeSchema = z.strictObject({
  stats: z.strictObject({
    heading: text,
    note: text.describe(
      'A line under one figure (noteUnder): says what "Countries Researched" counts beside the hero\'s 100+ countries of reach, without repeating either figure.',
    ),
    /** The figure whose label the note sits under. */
    noteUnder: z.enum(
      ["Projects Delivered", "Industries Covered", "Countries Researched", "On-time Delivery"],
      {
        error: "one of the four figures' labels",
      },
    ),
    /** The specification's figures: always shown; `to-confirm` lists them (decision 0805). */
    status,
    items: pinnedList(
      z.strictObject({ label: text, value: z.number(), suffix: optionalText }),
      [
        { label: "Projects Delivered", value: 27, suffix: "+" },
        { label: "Industries Covered", value: 12, suffix: "+" },
        { label: "Countries Researched", value: 18, suffix: "" },
        { label: "On-time Delivery", value: 98, suffix: "%" },
      ],
      "the stats band",
    ),
  }),
  about: z.strictObject({
    eyebrow: text,
    heading: text,
    intro: text,
    audiences: fixedList(
      z.strictObject({ title: text, text, points: z.array(text) }),
      "title",
      ["For B2B", "For B2C"],
      "the audiences",
    ),
    cta: link,
  }),
  servicesGrid: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    cardCta: text,
    cards: fixedList(
      z.strictObject({
        title: text,
        description: text,
        href: z.enum(serviceCardTargets, { error: `one of ${serviceCardTargets.join(", ")}` }),
        icon,
      }),
      "href",
      serviceCardTargets,
      "the four service cards' links",
    ),
  }),
  whatWeDo: z.strictObject({
    eyebrow: text,
    heading: pinned("Our Services"),
    lead: text,
    tabsLabel: text,
    tabs: fixedList(
      z.strictObject({
        id: z.enum(whatWeDoTabIds, { error: `one of ${whatWeDoTabIds.join(", ")}` }),
        label: text,
        icon,
        title: text,
        text,
        points: z.array(text),
      }),
      "id",
      whatWeDoTabIds,
      "the tabs",
    ),
    banners: z.strictObject({
      contact: banner,
      resources: z.strictObject({
        eyebrow: text,
        title: text,
        text,
        cta: z.strictObject({
          label: text,
          to: z.literal("/resources#featured", {
            error: "fixed by the specification: /resources#featured",
          }),
        }),
      }),
    }),
  }),
  whyChoose: z.strictObject({
    eyebrow: text,
    heading: text,
    points: fixedList(
      z.strictObject({ title: text, text, icon }),
      "title",
      ["Quality First", "Speed & Scale", "Hard-to-Reach B2B", "Actionable Storytelling"],
      "the four points",
    ),
    receive: z.strictObject({
      heading: pinned("What you receive"),
      pause: text,
      play: text,
      items: z.array(text).min(2, "at least two items (the list cycles)"),
    }),
  }),
  slideshow: z.strictObject({
    /** Accessible name of the carousel region. */
    label: text,
    controls: z.strictObject({
      pause: text,
      play: text,
      previous: text,
      next: text,
      dotsLabel: text,
    }),
    slides: fixedList(
      z.strictObject({
        eyebrow: text,
        title: text,
        text,
        points: z.array(text),
        image: sizedImage,
      }),
      "title",
      ["Quality Assurance", "Global Reach", "Advanced Analytics", "Real-Time Results"],
      "the four slides",
    ),
  }),
  industryStripExtras: z
    .strictObject(
      Object.fromEntries(industrySlugs.map((slug) => [slug, stripExtra])) as Record<
        string,
        typeof stripExtra
      >,
    )
    .describe(
      "The home page's strip of industries: each industry's category and drawing there (the drawing is home-industry-<industry>).",
    ),
  industriesStrip: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    pause: text,
    play: text,
    /** The still strip's (reduced motion) paging buttons. */
    previous: text,
    next: text,
    cta: link,
  }),
  closing: z.strictObject({ heading: text, text, primaryCta: link, secondaryCta: link }).meta({
    label: "Closing band (before the footer)",
    hint: "The last thing the page asks: start a project. One heading, one line, the main button (to /contact) and a second link.",
  }),
});

export type HomeData = z.infer<typeof homeSchema>;
