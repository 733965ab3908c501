/**
 * The section only one service page has (issue 39): app/content/data/service-sections.yaml.
 * Each shows either a chart (app/content/schemas/chart.ts) or verbatims from a study.
 */
import { z } from "zod";
import { chartSchema } from "./chart.ts";
import { status } from "./common.ts";

const text = (what: string, max: number) =>
  z.string({ error: what }).trim().min(1, what).max(max, `${what} of at most ${max} characters`);

const serviceSectionSchema = z
  .strictObject({
    eyebrow: text("a short label above the heading", 24),
    heading: text("the section's heading", 60),
    lead: text("a lead paragraph", 240),
    chart: chartSchema.optional(),
    quotes: z
      .array(
        z.strictObject({
          text: text("the participant's words", 240),
          who: text("who said it (role, age, place, method)", 80),
        }),
        { error: "a list of quotes, each { text, who }" },
      )
      .min(2, "at least two quotes")
      .max(4, "at most four quotes")
      .optional(),
    /** Where the quotes come from, shown under them. */
    source: text("where the quotes come from", 240).optional(),
    /** `sample` for invented quotes: every build says so under them (decision 0805). */
    status,
  })
  .superRefine((section, ctx) => {
    if (!section.chart === !section.quotes)
      ctx.addIssue({
        code: "custom",
        path: ["chart"],
        message: "either a chart or quotes (one of the two)",
      });
    if (section.quotes && !section.source)
      ctx.addIssue({ code: "custom", path: ["source"], message: "where the quotes come from" });
  });

export const serviceSectionsSchema = z.strictObject({
  qualitative: serviceSectionSchema.optional(),
  quantitative: serviceSectionSchema.optional(),
  "panels-sampling": serviceSectionSchema.optional(),
  custom: serviceSectionSchema.optional(),
});

export type ServiceSectionsData = z.output<typeof serviceSectionsSchema>;
