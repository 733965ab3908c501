/*
 * Copy every page's first script needs (the root's error boundary; the entry's log of a 404 it
 * does not hydrate), so it is kept small: the 404 page's own copy is in not-found.ts.
 */

/** Logged with the path on the 404 page, as a console warning. */
export const notFoundConsoleMessage = "404: page not found:";

export const errorPage = {
  eyebrow: "Something went wrong",
  title: "We could not show this page",
  lead: "Please reload the page or return to the home page.",
} as const;
