import { z } from "zod";
import { link, sentence, sitePath, text } from "./common.ts";

const field = z.strictObject({ label: text, help: text.optional() });
const mode = z.strictObject({ label: text, heading: text });

/** What fills the calculator's sentences, by name (the messages an editor sees). */
const parts = {
  name: "the field's label",
  lowerName: "the field's label in lower case",
  count: "the number of completes",
  moe: "the margin of error typed",
  margin: "the margin of error worked out",
  confidence: "the confidence level",
  completes: "the completes",
  starts: "the qualified starts",
  screen: "the people to screen",
  points: "the difference in points",
  p: "the p-value",
  population: "the population",
} as const;
/** A formula with the visitor's numbers: each name is one of its terms. */
const formula = (...names: string[]) =>
  sentence(Object.fromEntries(names.map((name) => [name, "a term of the formula"])));
const needs = (...names: (keyof typeof parts)[]) =>
  sentence(Object.fromEntries(names.map((name) => [name, parts[name]])));

/**
 * The data file app/content/data/sample-size.yaml:
 * The sample-size calculator (/tools/sample-size). Each {name} below is a number the calculator
 * works out or the visitor typed, filled in by app/content/sample-size.ts; keep every one a
 * sentence names (the build refuses a sentence that lost one).
 */
export const sampleSizeSchema = z.strictObject({
  sampleSizePage: z.strictObject({
    title: text,
    description: text.max(200, "at most 200 characters (search engines cut longer ones)"),
    eyebrow: text,
    heading: text,
    lead: text,
    keyFigures: z
      .strictObject({
        label: text,
        completes: text,
        margin: text,
        deff: text,
        weightedMargin: text.regex(
          /\{high\}/,
          "must contain {high}, the typical design effect's high end",
        ),
      })
      .describe(
        "Beside the heading on a wide screen (not on a phone): four figures the calculator works out, so the hero's right half is not empty.",
      ),
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
    confidenceOption: sentence({ level: "the confidence level" }).describe(
      "A choice of the confidence level: {level} is 90, 95 or 99.",
    ),
    problems: z
      .strictObject({
        required: needs("lowerName"),
        notNumber: needs("name"),
        notWhole: needs("name"),
        aboveSample: needs("name"),
        range: sentence({
          name: "the field's label",
          lower: "at least or more than",
          min: "the lowest value",
          upper: "at most or less than",
          max: "the highest value",
        }),
        atLeast: text,
        moreThan: text,
        atMost: text,
        lessThan: text,
        choose: needs("lowerName"),
      })
      .describe(
        'What is wrong with a field the visitor filled in. {name} is the field\'s label without the part in brackets; {lowerName} the same in lower case. A range reads "{lower} {min} and {upper} {max}", with the words below.',
      ),
    invalidResult: text,
    results: z.strictObject({
      n: z.strictObject({ label: text, reading: needs("count", "moe", "confidence") }),
      moe: z.strictObject({ label: text, reading: needs("margin", "count", "confidence") }),
      feasibility: z.strictObject({
        startsLabel: text,
        screenLabel: text,
        reading: needs("completes", "starts", "screen"),
      }),
      diff: z.strictObject({
        verdictLabel: text,
        significant: text,
        notSignificant: text,
        differenceLabel: text,
        pValueLabel: text,
        points: needs("points"),
        group: sentence({
          percent: "the group's percentage",
          size: "the group's sample size",
        }).describe(
          'How each of the two groups is written ({a} and {b} above): {percent}% of {size}. {p} is "= 0.031" or "< 0.001".',
        ),
        readingSignificant: needs("points", "p"),
        readingNotSignificant: needs("points", "p"),
      }),
      formulaLabel: text,
    }),
    /** Formulas with the visitor's numbers. */
    workings: z
      .strictObject({
        n: formula("z", "p", "e", "deff", "n0", "population", "n"),
        nPopulation: formula("corrected"),
        moe: formula("z", "deff", "p", "n", "correction", "e"),
        moeCorrection: formula("fpc"),
        feasibility: formula("n", "buffer", "completion", "starts", "ir", "screen"),
        diff: formula("pooled", "z", "p"),
      })
      .describe(
        "The formula under each result, with the visitor's numbers in it. {population} in the first is the population line when a population is given, else nothing; {correction} likewise.",
      ),
    planFieldwork: needs("count").describe(
      "The button under the completes needed, which carries them into the fieldwork mode.",
    ),
    brief: z.strictObject({
      label: text,
      /** The contact form, which finds the summary in its draft. */
      to: sitePath,
      subject: sentence({ result: "the result" }).describe(
        "The contact form's subject, and the line under the summary in its message.",
      ),
      link: sentence({ url: "the calculator's link" }),
      results: z.strictObject({
        n: needs("count"),
        moe: needs("margin", "count"),
        feasibility: needs("screen"),
        diff: sentence({ points: parts.points, verdict: "the verdict" }),
      }),
    }),
    summary: z
      .strictObject({
        population: needs("population"),
        populationVeryLarge: text,
        n: needs("count", "moe", "confidence", "population"),
        moe: needs("margin", "count", "confidence", "population"),
        feasibility: needs("completes", "starts", "screen"),
        diff: sentence({ reading: "the difference test's reading" }),
      })
      .describe(
        "The summary the brief carries into the contact form's message. {population} is one of the two population lines.",
      ),
    linkNote: z.strictObject({ text, mode: text }),
    table: z.strictObject({
      heading: text,
      lead: text,
      caption: text,
      populationHeader: text,
      veryLarge: text,
      marginHeader: sentence({ margin: "the margin of error" }).describe(
        "A column's heading: {margin} is 1, 2, 3, 5 …",
      ),
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
