/**
 * The icons content may name, by key (content holds no JSX). components/Icon maps each key to
 * its drawing; add a key to iconNames, then its drawing there.
 */

/**
 * Icons drawn before the top of a page is interactive: the services' (the header's mega menu,
 * the service pages' heroes); the home hero's claims have none since decision 0953. Their drawings are in components/TopIcon, which holds only these,
 * so the rest of components/Icon's registry loads with the sections that use it (decision 0501).
 */
export const topIconNames = [
  "bar-chart",
  "messages",
  "puzzle",
  "users",
] as const satisfies readonly IconName[];

export type TopIconName = (typeof topIconNames)[number];

export const iconNames = [
  "arrow-right",
  "award",
  "bar-chart",
  "briefcase",
  "building",
  "circle-alert",
  "circle-check",
  "clipboard-check",
  "clock",
  "compass",
  "crosshair",
  "external-link",
  "eye",
  "file-text",
  "globe",
  "graduation-cap",
  "heart-pulse",
  "laptop",
  "layers",
  "layout-dashboard",
  "mail",
  "map-pin",
  "messages",
  "presentation",
  "phone",
  "puzzle",
  "quote",
  "repeat",
  "send",
  "shield",
  "sliders",
  "sparkles",
  "table",
  "target",
  "trending-up",
  "users",
  "utensils",
  "video",
  "zap",
] as const;

export type IconName = (typeof iconNames)[number];

/** A card of an icon, a title and a short text (values, benefits, approach, what you receive). */
export interface IconCard {
  /** A stable id where a list needs one (React keys, test ids). */
  key?: string;
  icon: IconName;
  title: string;
  text: string;
}

/** The social networks' marks (components/SocialIcon draws them). */
export const socialIconNames = ["linkedin", "x", "facebook", "instagram"] as const;
