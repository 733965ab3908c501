/**
 * Home page copy and data (app/content/data/home.yaml), in the specification's section order.
 * Components hold no copy. Timings live in lib/motion.ts; the stats carry theirs here because
 * the spec's Stat shape (label, value, suffix, duration, delay) includes them.
 */
import type { HomeImage } from "./home-hero";
import { STATS_COUNT_DURATION_MS, STATS_DELAYS_MS } from "../lib/motion";
import type { NavigationState } from "../lib/navigation-state";
import data from "./data/home.yaml";
import { industries } from "./industries";
import { type ServiceSlug, serviceSlugs, servicePath } from "./vocabulary";
import type { HomeData } from "./schemas/home";

const copy = data;

/* 2. Stats band ------------------------------------------------------------------------ */

export interface Stat {
  label: string;
  value: number;
  suffix: string;
  /** Count-up duration in ms. */
  duration: number;
  /** Start delay in ms (staggered). */
  delay: number;
}

export const stats = {
  heading: copy.stats.heading,
  note: copy.stats.note,
  noteUnder: copy.stats.noteUnder,
  status: copy.stats.status,
  items: copy.stats.items.map(({ label, value, suffix }, i) => ({
    label,
    value,
    suffix,
    duration: STATS_COUNT_DURATION_MS,
    delay: STATS_DELAYS_MS[i] ?? 0,
  })) satisfies Stat[],
};

/* 3. About ----------------------------------------------------------------------------- */

export const about = copy.about;

/* 4. Services grid --------------------------------------------------------------------- */

export const servicesGrid = copy.servicesGrid;

/**
 * The service a card leads to, for its colour and its typical study: the service whose page its
 * link is or begins with (the specification's /services/custom-hybrid is the custom service,
 * which the route redirects to /services/custom).
 */
export function cardService(href: HomeData["servicesGrid"]["cards"][number]["href"]): ServiceSlug {
  // The schema allows only the specification's four targets, each under one service's path.
  return serviceSlugs.find((s) => href.startsWith(servicePath(s))) as ServiceSlug;
}

/* 5. Our Services (what we do) ---------------------------------------------------------- */

export type WhatWeDoTabId = HomeData["whatWeDo"]["tabs"][number]["id"];

export const whatWeDo = copy.whatWeDo;

/* 6. Why choose us --------------------------------------------------------------------- */

export const whyChoose = copy.whyChoose;

/* 7. Split slideshow ------------------------------------------------------------------- */

export const slideshow = {
  ...copy.slideshow,
  /** "1 of 4" style label of each slide. */
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  dotLabel: (n: number, title: string) => `Slide ${n}: ${title}`,
};

/* 8. Industries strip ------------------------------------------------------------------ */

function stripImage(key: string, alt: string): HomeImage {
  return { name: `home-industry-${key}`, alt, width: 640, height: 440 };
}

export const industriesStrip = {
  ...copy.industriesStrip,
  items: industries.map((industry) => {
    const extra = copy.industryStripExtras[industry.key];
    return {
      ...industry,
      to: `/industries#${industry.slug}`,
      category: extra?.category ?? "",
      image: extra && stripImage(industry.key, extra.alt),
    };
  }),
};

/** Navigation state the strip sends; the industries page moves focus to the industry's name. */
export const fromStripState = { fromStrip: true } as const satisfies NavigationState;

/* After the eight sections: the closing band before the footer ---------------------------- */

export const closing = copy.closing;
