import { z } from "zod";
import { link, sitePath, text } from "./common.ts";

const field = z.strictObject({ label: text, help: text.optional() });
const mode = z.strictObject({ label: text, heading: text });

export const sampleSizeSchema = z.strictObject({
  sampleSizePage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    eyebrow: text,
    heading: text,
    lead: text,
    keyFigures: z.strictObject({
      label: text,
      completes: text,
      margin: text,
      deff: text,
      weightedMargin: text.regex(
        /\{high\}/,
        "must contain {high}, the typical design effect's high end",
      ),
    }),
    noScript: text,
    calculatorHeading: text,
    tabListLabel: text,
    modes: z.strictObject({ n: mode, moe: mode, feasibility: mode, diff: mode }),
    fields: z.strictObject({
      confidence: field,
      moe: field,
      population: field,
      p: field,
      deff: z.strictObject({
        label: text,
        help: text
          .regex(/\{low\}/, "must contain {low}, the typical design effect's low end")
          .regex(/\{high\}/, "must contain {high}, the typical design effect's high end"),
      }),
      n: field,
      ir: field,
      completion: field,
      buffer: field,
      p1: field,
      n1: field,
      p2: field,
      n2: field,
    }),
    /** The sample size is called "Completes" in the fieldwork mode. */
    fieldworkCompletes: field,
    percentHelp: text,
    invalidResult: text,
    results: z.strictObject({
      n: z.strictObject({ label: text }),
      moe: z.strictObject({ label: text }),
      feasibility: z.strictObject({ startsLabel: text, screenLabel: text }),
      diff: z.strictObject({
        verdictLabel: text,
        significant: text,
        notSignificant: text,
        differenceLabel: text,
        pValueLabel: text,
      }),
      formulaLabel: text,
    }),
    brief: z.strictObject({
      label: text,
      /** The contact form, which finds the summary in its draft. */
      to: sitePath,
    }),
    linkNote: z.strictObject({ text, mode: text }),
    table: z.strictObject({
      heading: text,
      lead: text,
      caption: text,
      populationHeader: text,
      veryLarge: text,
    }),
    formulas: z.strictObject({
      heading: text,
      lead: text,
      items: z.array(z.strictObject({ title: text, formula: text, text })),
    }),
    closing: z.strictObject({ eyebrow: text, title: text, text, cta: link }),
  }),
});

export type SampleSizeData = z.infer<typeof sampleSizeSchema>;
