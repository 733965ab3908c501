/**
 * Home page copy and data, in the specification's section order. Components hold no copy.
 * Timings live in lib/motion.ts; the stats carry theirs here because the spec's Stat shape
 * (label, value, suffix, duration, delay) includes them.
 */
import type { HomeImage } from "./home-hero";
import type { IconCard, IconName } from "./icons";
import { STATS_COUNT_DURATION_MS, STATS_DELAYS_MS } from "../lib/motion";
import type { NavigationState } from "../lib/navigation-state";
import { industries } from "./industries";

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

const statRows: [label: string, value: number, suffix: string][] = [
  ["Projects Delivered", 27, "+"],
  ["Industries Covered", 12, "+"],
  ["Countries Researched", 18, ""],
  ["On-time Delivery", 98, "%"],
];

export const stats = {
  heading: "Our track record in numbers",
  items: statRows.map(([label, value, suffix], i) => ({
    label,
    value,
    suffix,
    duration: STATS_COUNT_DURATION_MS,
    delay: STATS_DELAYS_MS[i] ?? 0,
  })) satisfies Stat[],
};

/* 3. About ----------------------------------------------------------------------------- */

export const about = {
  eyebrow: "About us",
  heading: "Research partners for the questions that move budgets",
  intro:
    "We are a full-service market research and data-collection firm. Senior researchers design every study, our own panels and vetted partners supply the respondents, and every data point passes fraud and bot checks before it reaches an analyst.",
  audiences: [
    {
      title: "For B2B",
      text: "Decision-makers are few, busy and hard to verify. We recruit IT buyers, physicians, procurement heads and C-suite leaders through validated B2B panels and expert networks, and check every profile before a single question is asked.",
      points: [
        "Verified job titles and firmographics",
        "Expert and in-depth interviews",
        "Account-based and niche samples",
      ],
    },
    {
      title: "For B2C",
      text: "Consumers change faster than trackers do. We reach millions of verified respondents across 100+ countries, in their language and on their device, so brand, product and pricing decisions rest on who your buyers really are.",
      points: [
        "Nationally representative samples",
        "Usage & attitude, brand and pricing studies",
        "Mobile-first surveys and communities",
      ],
    },
  ],
  cta: { label: "More about us", to: "/about" },
} as const;

/* 4. Services grid --------------------------------------------------------------------- */

export interface ServiceCard {
  title: string;
  description: string;
  href: string;
  image: HomeImage;
  icon: IconName;
}

const cardImage = (name: string, alt: string): HomeImage => ({
  name,
  alt,
  width: 800,
  height: 560,
});

export const servicesGrid = {
  eyebrow: "Services",
  heading: "Four ways we help you decide",
  lead: "From a single in-depth interview to a 30-market tracker, every study is scoped by a senior researcher and delivered by one accountable team.",
  cardCta: "Learn more",
  cards: [
    {
      title: "Qualitative Research",
      description:
        "In-depth interviews, focus groups, ethnography and online communities that explain the why behind behaviour.",
      href: "/services/qualitative",
      image: cardImage(
        "home-service-qualitative",
        "Two speech bubbles over a soft-focus discussion table.",
      ),
      icon: "messages",
    },
    {
      title: "Quantitative Research",
      description:
        "Surveys, trackers, segmentation, conjoint and MaxDiff, built for statistical confidence and clear answers.",
      href: "/services/quantitative",
      image: cardImage("home-service-quantitative", "Bar and line charts with confidence bands."),
      icon: "bar-chart",
    },
    {
      title: "Panels & Sampling",
      description:
        "Verified B2B, B2C and healthcare respondents in 100+ countries, with fraud and bot detection on every complete.",
      href: "/services/panels-sampling",
      image: cardImage(
        "home-service-panels",
        "A grid of respondent avatars, most verified with a check mark.",
      ),
      icon: "users",
    },
    {
      title: "Custom & Hybrid Studies",
      description:
        "Mixed-method designs that combine qual, quant and data you already own around one hard business question.",
      // The specification's home card target (differs from the menu's /services/custom).
      href: "/services/custom-hybrid",
      image: cardImage(
        "home-service-custom",
        "Interlocking puzzle shapes joining a chart and a conversation.",
      ),
      icon: "puzzle",
    },
  ] satisfies ServiceCard[],
};

/* 5. Our Services (what we do) ---------------------------------------------------------- */

export type WhatWeDoTabId = "design" | "fieldwork" | "quality" | "analysis";

export const whatWeDo = {
  eyebrow: "What we do",
  heading: "Our Services",
  lead: "One team from the first question to the final readout. Choose a stage to see what we take off your plate.",
  tabsLabel: "Stages of a study",
  tabs: [
    {
      id: "design",
      label: "Study design",
      icon: "compass",
      title: "Start from the decision, not the questionnaire",
      text: "We agree the business decision first, then choose the method, sample and analysis plan that answer it with the confidence it needs.",
      points: [
        "Objectives workshop and hypotheses",
        "Method and sample design",
        "Questionnaire and discussion guides",
      ],
    },
    {
      id: "fieldwork",
      label: "Fieldwork",
      icon: "globe",
      title: "The right respondents, in 100+ countries",
      text: "Online, phone, in-person and mobile fieldwork through our own panels and vetted partners, with live quotas you can watch.",
      points: [
        "B2B, B2C and healthcare audiences",
        "Translation and local moderation",
        "Live fieldwork dashboards",
      ],
    },
    {
      id: "quality",
      label: "Data quality",
      icon: "shield",
      title: "99.9%+ clean data, checked before you see it",
      text: "Fraud and bot detection, identity checks, speeder and straight-liner flags and open-end review on every single complete.",
      points: [
        "Device fingerprinting and bot traps",
        "Attention and consistency checks",
        "Fail-and-replace before close",
      ],
    },
    {
      id: "analysis",
      label: "Analysis & readouts",
      icon: "presentation",
      title: "Stories an executive team can act on",
      text: "Dashboards for the analysts and an executive readout for everyone else: what we found, what it means, and what to do next.",
      points: [
        "Interactive dashboards",
        "Executive readouts and workshops",
        "Advanced analytics and modelling",
      ],
    },
  ] satisfies {
    id: WhatWeDoTabId;
    label: string;
    icon: IconName;
    title: string;
    text: string;
    points: string[];
  }[],
  banners: {
    contact: {
      eyebrow: "Start a project",
      title: "Have a decision coming up?",
      text: "Tell us what you need to know. A senior researcher replies within one business day.",
      cta: { label: "Contact us", to: "/contact" },
    },
    resources: {
      eyebrow: "Resource Center",
      title: "Panel books, guides and case studies",
      text: "See who we can reach and how we work before you brief us.",
      cta: { label: "Browse resources", to: "/resources#featured" },
    },
  },
};

/* 6. Why choose us --------------------------------------------------------------------- */

export const whyChoose = {
  eyebrow: "Why choose us",
  heading: "Rigour you can defend, at the speed you need",
  points: [
    {
      title: "Quality First",
      text: "Multi-layer fraud and bot detection, identity checks and human review keep 99.9%+ of delivered data clean.",
      icon: "shield",
    },
    {
      title: "Speed & Scale",
      text: "Owned panels and a global partner network field thousands of completes in days, across 100+ countries.",
      icon: "zap",
    },
    {
      title: "Hard-to-Reach B2B",
      text: "Verified decision-makers, specialists and physicians: audiences most panels can only promise.",
      icon: "target",
    },
    {
      title: "Actionable Storytelling",
      text: "Readouts that lead with the decision, backed by the data, written for the people who will act on them.",
      icon: "sparkles",
    },
  ] satisfies IconCard[],
  receive: {
    heading: "What you receive",
    pause: "Pause highlighted list",
    play: "Play highlighted list",
    items: [
      "A study design signed off by a senior researcher",
      "Live fieldwork and quota dashboards",
      "Clean, weighted data files with a QC log",
      "Cross-tabs and interactive dashboards",
      "An executive readout with clear recommendations",
    ],
  },
};

/* 7. Split slideshow ------------------------------------------------------------------- */

export const slideshow = {
  /** Accessible name of the carousel region. */
  label: "How we deliver",
  controls: {
    pause: "Pause slideshow",
    play: "Play slideshow",
    previous: "Previous slide",
    next: "Next slide",
    dotsLabel: "Choose a slide",
  },
  /** "1 of 4" style label of each slide. */
  slideLabel: (n: number, total: number) => `${n} of ${total}`,
  dotLabel: (n: number, title: string) => `Slide ${n}: ${title}`,
  slides: [
    {
      eyebrow: "Quality Assurance",
      title: "Quality Assurance",
      text: "Every complete passes device fingerprinting, bot traps, attention checks and open-end review before it counts. What reaches your analysts is 99.9%+ clean.",
      points: [
        "Fraud and bot detection",
        "Identity and profile checks",
        "Fail-and-replace before close",
      ],
      image: {
        name: "home-slide-quality",
        alt: "A shield over a stream of survey responses, with flagged records filtered out.",
        width: 1200,
        height: 1200,
      },
    },
    {
      eyebrow: "Global Reach",
      title: "Global Reach",
      text: "Owned panels and vetted partners give us millions of verified respondents in 100+ countries, interviewed in their own language by local teams.",
      points: [
        "100+ countries",
        "B2B, B2C and healthcare audiences",
        "Local translation and moderation",
      ],
      image: {
        name: "home-slide-global",
        alt: "A dotted world map with fieldwork locations linked across continents.",
        width: 1200,
        height: 1200,
      },
    },
    {
      eyebrow: "Advanced Analytics",
      title: "Advanced Analytics",
      text: "Segmentation, driver analysis, conjoint, MaxDiff and forecasting models that turn responses into choices you can price, position and plan around.",
      points: [
        "Conjoint and MaxDiff",
        "Segmentation and driver models",
        "Weighting and significance testing",
      ],
      image: {
        name: "home-slide-analytics",
        alt: "Scatter clusters and a regression line on an analysis canvas.",
        width: 1200,
        height: 1200,
      },
    },
    {
      eyebrow: "Real-Time Results",
      title: "Real-Time Results",
      text: "Watch quotas fill and early findings form on live dashboards, then take an executive readout into the room as soon as fieldwork closes.",
      points: ["Live quota dashboards", "Toplines within days", "Executive readouts"],
      image: {
        name: "home-slide-realtime",
        alt: "A live dashboard with a rising line chart and filling quota bars.",
        width: 1200,
        height: 1200,
      },
    },
  ] satisfies {
    eyebrow: string;
    title: string;
    text: string;
    points: string[];
    image: HomeImage;
  }[],
};

/* 8. Industries strip ------------------------------------------------------------------ */

/**
 * Home-strip extras per industry (the spec: "on the home strip also image and category").
 * Categories use the same four groups as the industries page.
 */
export const industryStripExtras: Record<string, { category: string; image: HomeImage }> = {
  "consumer-durables": {
    category: "Consumer",
    image: stripImage("consumer-durables", "A washing machine and a sofa outlined in teal."),
  },
  "financial-services": {
    category: "Regulated",
    image: stripImage("financial-services", "A card and rising coin stacks."),
  },
  healthcare: {
    category: "Regulated",
    image: stripImage("healthcare", "A heartbeat line across a medical cross."),
  },
  "technology-media-telecom": {
    category: "Technology",
    image: stripImage("technology-media-telecom", "A phone, a signal tower and a play button."),
  },
  "consumer-packaged-goods": {
    category: "Consumer",
    image: stripImage("consumer-packaged-goods", "Packaged goods on a shelf."),
  },
  "food-beverage": {
    category: "Consumer",
    image: stripImage("food-beverage", "A cup and a bowl on a table."),
  },
  spirits: { category: "Consumer", image: stripImage("spirits", "A bottle and a tumbler glass.") },
  retail: {
    category: "Services",
    image: stripImage("retail", "A shop front with a shopping bag."),
  },
  "health-insurance": {
    category: "Regulated",
    image: stripImage("health-insurance", "A shield with a heart."),
  },
  "restaurants-services": {
    category: "Services",
    image: stripImage(
      "restaurants-services",
      "A plate with a fork and knife under a service bell.",
    ),
  },
  utilities: {
    category: "Services",
    image: stripImage("utilities", "A power line and a lightbulb."),
  },
  "non-profit": { category: "Services", image: stripImage("non-profit", "Hands holding a heart.") },
};

function stripImage(key: string, alt: string): HomeImage {
  return { name: `home-industry-${key}`, alt, width: 640, height: 440 };
}

export const industriesStrip = {
  eyebrow: "Industries",
  heading: "Sector knowledge behind every study",
  lead: "Twelve industries we research every year. Choose one to see the outcomes we deliver there.",
  pause: "Pause scrolling industries",
  play: "Play scrolling industries",
  cta: { label: "All industries", to: "/industries" },
  items: industries.map((industry) => ({
    ...industry,
    to: `/industries#${industry.slug}`,
    category: industryStripExtras[industry.key]?.category ?? "",
    image: industryStripExtras[industry.key]?.image,
  })),
};

/** Navigation state the strip sends; the industries page moves focus to the industry's name. */
export const fromStripState = { fromStrip: true } as const satisfies NavigationState;
