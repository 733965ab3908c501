/** The id the document's head waits for before the first frame (root.tsx). */
export const HERO_END_ID = "hero-end";

/**
 * Marks the end of a page's opening section; every hero renders it last. The head holds the
 * first frame until it is parsed (`<link rel="expect" blocking="render">`), so the top bar and
 * the hero are laid out whole: a frame of a half-parsed page moved what it showed when the rest
 * arrived (the home hero's glow, up to 0.41 layout shift on a throttled phone). Waiting for the
 * hero only costs a throttled phone 30–110 ms of first paint; waiting for the whole page cost up
 * to 350 ms (docs/decisions/0501-critical-path.md). A page without it waits for its whole HTML.
 */
export function HeroEnd() {
  return <span id={HERO_END_ID} hidden />;
}
