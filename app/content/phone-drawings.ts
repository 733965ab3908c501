import type { PictureCrop } from "../components/Picture";

/**
 * Below Tailwind's `sm` (40rem) a hero's drawing sits under the heading at the column's width
 * (the page less its 20 px gutters): scaled to a 390 px phone, a wide drawing's labels are
 * 5 to 7 px. A hero drawing with text has a phone version there, recomposed with fewer, larger
 * elements (`assets/images/<name>-phone.svg`, labels at least 21 of its 600 units: 12 px on a
 * 390 px phone), served by a `<source media>` so a phone fetches only it (decision 0924). The
 * Resource Center items' heroes (DetailHero) use the same list (decision 0926).
 */
export const PHONE_MEDIA = "(max-width: 639.98px)";

/** The widths `npm run images` renders a phone version at (scripts/images/render.mjs). */
export const PHONE_WIDTHS = [480, 720, 1080] as const;

/**
 * Each phone version's size, its SVG's viewBox (checked by phone-drawings.test.ts): a height
 * that every phone width scales to whole pixels, so the rendered file has exactly the shape the
 * page reserved (a height rounded by a fraction moved the page by 0.14 px when it arrived).
 */
export const PHONE_DRAWINGS: Readonly<Record<string, { width: number; height: number }>> = {
  "home-hero": { width: 600, height: 600 },
  "about-hero": { width: 600, height: 730 },
  "svc-quantitative": { width: 600, height: 705 },
  "svc-qualitative": { width: 600, height: 760 },
  "svc-panels-sampling": { width: 600, height: 715 },
  "svc-custom": { width: 600, height: 675 },
  // Resource Center items' drawings, shown by their page's DetailHero (decision 0926).
  "res-pricing-reframe": { width: 600, height: 820 },
  "res-ai-in-research": { width: 600, height: 740 },
  "res-us-consumer": { width: 600, height: 640 },
  "res-maxdiff-vs-conjoint": { width: 600, height: 790 },
  "res-apac-multi": { width: 600, height: 800 },
  "res-uk-b2b": { width: 600, height: 840 },
  "res-it-buyers-five-markets": { width: 600, height: 790 },
  "res-onboarding-friction": { width: 600, height: 870 },
  "res-feature-prioritization": { width: 600, height: 950 },
  "res-pack-redesign": { width: 600, height: 830 },
  "res-claims-that-convert": { width: 600, height: 900 },
  "res-future-of-data": { width: 600, height: 1030 },
  "res-survey-best-practices": { width: 600, height: 1110 },
  // The three case studies of decision 0930.
  "res-physician-switch-drivers": { width: 600, height: 935 },
  "res-stalled-software-deals": { width: 600, height: 920 },
  "res-sugar-claims-community": { width: 600, height: 880 },
  // The sample size article (decision 0957).
  "res-how-many-interviews": { width: 600, height: 770 },
  // The two case studies of decision 0955.
  "res-lapsed-lunch-regulars": { width: 600, height: 1130 },
  "res-hard-to-reach-plan-members": { width: 600, height: 1070 },
  // The spirits and non-profit case studies of decision 0956.
  "res-gin-pack-line-up": { width: 600, height: 980 },
  "res-lapsed-donors-community": { width: 600, height: 960 },
};

/** The `crops` that give a hero drawing its phone version below 640 px, if it has one. */
export function phoneCrops(name: string): PictureCrop[] {
  const size = PHONE_DRAWINGS[name];
  if (!size) return [];
  return [
    {
      media: PHONE_MEDIA,
      name: `${name}-phone`,
      ...size,
      widths: PHONE_WIDTHS,
      sizes: "calc(100vw - 40px)",
    },
  ];
}
