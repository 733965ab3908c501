/**
 * Copy for the simpler pages (app/content/data/pages.yaml: headings, placeholders). Rich pages
 * have their own modules; the 404 page's copy is in not-found.ts, the error page's in
 * error-pages.ts.
 */
import data from "./data/pages.yaml";
import type { PagesData } from "./schemas/pages";

export type SimplePage = PagesData["simplePages"][keyof PagesData["simplePages"]];

/** A card that links onward (placeholder pages). */
export type OnwardLink = PagesData["caseStudiesPlaceholder"]["links"][number];

const copy = data;

export const simplePages = copy.simplePages;

export const caseStudiesPlaceholder = copy.caseStudiesPlaceholder;

export const clientsPlaceholder = copy.clientsPlaceholder;

/** /services/custom-hybrid (the home card's link) moved to /services/custom. Servers answer
 *  301 (server/site-config.mjs); the prerendered page covers static hosts and no-JS visitors. */
export const customHybridRedirect = copy.customHybridRedirect;
