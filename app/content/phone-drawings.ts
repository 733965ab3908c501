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
/** A phone version's size in SVG units: its viewBox. */
export interface PhoneDrawingSize {
  width: number;
  height: number;
}

/** The page heroes' phone versions (home, /about, the service pages). */
export const PAGE_PHONE_DRAWINGS: Readonly<Record<string, PhoneDrawingSize>> = {
  "home-hero": { width: 600, height: 600 },
  "about-hero": { width: 600, height: 730 },
  "svc-quantitative": { width: 600, height: 705 },
  "svc-qualitative": { width: 600, height: 760 },
  "svc-panels-sampling": { width: 600, height: 715 },
  "svc-custom": { width: 600, height: 675 },
};

/** The `crops` that give a drawing its phone version below 640 px, from its size if it has one. */
export function cropsFor(name: string, size: PhoneDrawingSize | undefined): PictureCrop[] {
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

/** A page hero's crops. The items' sizes are in item-phone-drawings.ts, so a page's script does
 * not carry every item's (the home page's script is at its budget; decision 0963). */
export const phoneCrops = (name: string) => cropsFor(name, PAGE_PHONE_DRAWINGS[name]);
