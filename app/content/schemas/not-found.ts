import { z } from "zod";
import { pinned, sitePath, text } from "./common.ts";

/**
 * The data file app/content/data/not-found.yaml:
 * The 404 page. Its code, heading and link home are the specification's.
 */
export const notFoundSchema = z.strictObject({
  notFoundPage: z.strictObject({
    title: text,
    description: text,
    code: pinned("404"),
    heading: pinned("Oops! Page not found"),
    lead: text,
    homeLink: z.strictObject({ label: pinned("Return to Home"), to: pinned("/") }),
    search: z.strictObject({ label: text, placeholder: text, submit: text }),
    destinationsHeading: text,
    destinations: z.array(z.strictObject({ label: text, text, to: sitePath })),
  }),
});

export type NotFoundData = z.infer<typeof notFoundSchema>;
