/**
 * Route constants pages may import. routes-manifest.ts reads the Resource Center's Markdown
 * with node:fs, so it stays out of the browser bundle; a page imports from here instead.
 */

/** The path prerendered once for the catch-all route; servers answer unknown paths with it. */
export const NOT_FOUND_PRERENDER_PATH = "/404";
