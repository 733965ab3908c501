/**
 * Route constants pages may import. routes-manifest.ts reads the Resource Center's Markdown
 * with node:fs, so it stays out of the browser bundle; a page imports from here instead.
 */

/** The path prerendered once for the catch-all route; servers answer unknown paths with it. */
export const NOT_FOUND_PRERENDER_PATH = "/404";

/** The catch-all route's id: the client entry hydrates the 404 page as this route. */
export const NOT_FOUND_ROUTE_ID = "not-found";
