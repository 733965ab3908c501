import type { ServiceSlug } from "../../content/services";

/**
 * Each service's colour (decision 0933): the rule on its /services card, the stripe under its
 * page's header and the rules of its approach cards, so a colour means one service everywhere.
 */
export const serviceAccent: Record<ServiceSlug, string> = {
  quantitative: "bg-teal-600",
  qualitative: "bg-amber-500",
  "panels-sampling": "bg-coral-600",
  custom: "bg-ink-500",
};

/**
 * The quality stack's band (decisions 0952, 0964): deep teal for Quantitative, the site's navy
 * for the three others (deep amber and deep coral read as bronze and oxblood, "muddy" in three
 * reviews), each lit by the site's one teal glow (drawn by QualityStack); its eyebrows,
 * layers' numbers and figures take the service's light tone (decision 0939), every text at AA or
 * more, so the colour still names the service. The workflow's chosen tab (`tabs`) is the band's ground with the light number.
 * Class names written out whole, so Tailwind finds them.
 */
export const serviceAccentOnDark: Record<
  ServiceSlug,
  { band: string; eyebrow: string; figure: string; marker: string; tabs: string }
> = {
  quantitative: {
    band: "bg-band-teal",
    eyebrow: "[&_.eyebrow]:text-teal-300",
    figure: "text-teal-300",
    marker: "bg-teal-300",
    tabs: "[--tab-ground:var(--color-band-teal)] [--tab-figure:var(--color-teal-300)]",
  },
  qualitative: {
    band: "bg-ink-900",
    eyebrow: "[&_.eyebrow]:text-amber-300",
    figure: "text-amber-300",
    marker: "bg-amber-300",
    tabs: "[--tab-figure:var(--color-amber-300)]",
  },
  "panels-sampling": {
    band: "bg-ink-900",
    eyebrow: "[&_.eyebrow]:text-coral-300",
    figure: "text-coral-300",
    marker: "bg-coral-300",
    tabs: "[--tab-figure:var(--color-coral-300)]",
  },
  custom: {
    band: "bg-ink-900",
    eyebrow: "[&_.eyebrow]:text-sand-200",
    figure: "text-sand-200",
    marker: "bg-sand-200",
    tabs: "[--tab-figure:var(--color-sand-200)]",
  },
};
