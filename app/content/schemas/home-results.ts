/** The home page's results band: app/content/data/home-results.yaml. */
import { z } from "zod";

/**
 * The data file app/content/data/home-results.yaml:
 * The home page's results band: its heading. The results themselves are the case studies' front
 * matter (`result`), newest first (app/catalog/home-results.server.ts).
 */
export const homeResultsSchema = z.strictObject({
  eyebrow: z
    .string({ error: "a short label above the heading" })
    .trim()
    .min(1, "a short label above the heading")
    .max(24, "a label of at most 24 characters"),
  heading: z
    .string({ error: "the band's heading" })
    .trim()
    .min(1, "the band's heading")
    .max(60, "a heading of at most 60 characters"),
});

export type HomeResultsCopy = z.output<typeof homeResultsSchema>;
