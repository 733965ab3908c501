import { z } from "zod";
import { text } from "./common.ts";

/**
 * The data file app/content/data/error-pages.yaml:
 * Copy every page's first script needs (the root's error boundary; the entry's log of a 404 it does
 * not hydrate), so it is kept small: the 404 page's own copy is in not-found.yaml. Logged with the
 * path on the 404 page, as a console warning.
 */
export const errorPagesSchema = z.strictObject({
  notFoundConsoleMessage: text,
  errorPage: z.strictObject({ eyebrow: text, title: text, lead: text }),
});

export type ErrorPagesData = z.infer<typeof errorPagesSchema>;
