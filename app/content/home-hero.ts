/**
 * The home page's meta and hero, apart from the rest of its copy (content/home.ts): the hero is
 * hydrated first, and its module should not bring the copy of the sections below it.
 */
import type { TopIconName } from "./icons";

export interface HomeImage {
  /** Base name of a rendered drawing (assets/images/<name>.svg). */
  name: string;
  alt: string;
  width: number;
  height: number;
}

export interface CtaLink {
  label: string;
  to: string;
}

export const homeMeta = {
  title: "Northfield Insights",
  description:
    "Full-service market research and data collection: quantitative, qualitative, panels and sampling, and custom hybrid studies in 100+ countries, with 99.9%+ clean data.",
  path: "/",
} as const;

export const hero = {
  eyebrow: "Market research & data collection",
  headlineLead: "We Decode Minds, Markets, and",
  /** Rotates in this order. Screen readers get the first word only, once (a stable heading). */
  words: ["Moments", "Movements", "Meanings", "Myths"],
  pause: "Pause rotating word",
  play: "Play rotating word",
  lead: "Full-service research for B2B, B2C and healthcare decisions: we design the study, reach the right people, clean the data and turn it into a story your leadership can act on.",
  primaryCta: { label: "Contact us", to: "/contact" },
  secondaryCta: { label: "Explore our services", to: "/services" },
  claimsLabel: "What every study stands on",
  claims: [
    { value: "100+", label: "countries covered", icon: "globe" },
    { value: "99.9%+", label: "clean data through fraud and bot detection", icon: "shield" },
    { value: "Millions", label: "of verified respondents", icon: "users" },
    { value: "Dashboards", label: "and executive readouts", icon: "presentation" },
  ] satisfies { value: string; label: string; icon: TopIconName }[],
  image: {
    name: "home-hero",
    alt: "A research dashboard: a world map of fieldwork, a rising tracker line and respondent quality scores.",
    width: 1200,
    height: 1000,
  } satisfies HomeImage,
} as const;
