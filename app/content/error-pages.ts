/*
 * Copy every page's first script needs (app/content/data/error-pages.yaml): the root's error
 * boundary and the entry's log of a 404 it does not hydrate. The 404 page's own copy is in
 * not-found.ts.
 */
import data from "./data/error-pages.yaml";

const copy = data;

/** Logged with the path on the 404 page, as a console warning. */
export const notFoundConsoleMessage = copy.notFoundConsoleMessage;

export const errorPage = copy.errorPage;
