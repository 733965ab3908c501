/**
 * Copy of /tools/sample-size, the sample-size calculator (issue 23): the text is in
 * app/content/data/sample-size.yaml, its sentences too; here they get the visitor's numbers
 * (lib/fill). Numbers live in lib.
 */
import { fill } from "../lib/fill";
import {
  type CalculatorMode,
  type FieldName,
  type FieldProblem,
  type FieldRule,
  TYPICAL_DESIGN_EFFECT,
  completesNeeded,
  formatCount,
  formatMargin,
  marginOfError,
} from "../lib/sample-size";
import data from "./data/sample-size.yaml";

export const SAMPLE_SIZE_PATH = "/tools/sample-size";

interface FieldCopy {
  label: string;
  help?: string;
}

const copy = data.sampleSizePage;

/** "Study brief: <result>", the result's sentence filled first. */
const briefSubject = (result: string, values: Readonly<Record<string, string>>) =>
  fill(copy.brief.subject, { result: fill(result, values) });

export const sampleSizePage = {
  ...copy,
  path: SAMPLE_SIZE_PATH,
  modes: copy.modes satisfies Record<CalculatorMode, { label: string; heading: string }>,
  fields: {
    ...copy.fields,
    deff: {
      label: copy.fields.deff.label,
      help: fill(copy.fields.deff.help, {
        low: TYPICAL_DESIGN_EFFECT.low.toFixed(2),
        high: TYPICAL_DESIGN_EFFECT.high.toFixed(2),
      }),
    },
  } satisfies Record<FieldName, FieldCopy>,
  /** The hero's figures, from the calculator's own formulas (p = 50%, no population). */
  keyFigures: {
    label: copy.keyFigures.label,
    items: [
      {
        value: formatCount(completesNeeded({ confidence: 95, moe: 5, p: 50, deff: 1 })),
        label: copy.keyFigures.completes,
      },
      {
        value: formatMargin(marginOfError({ confidence: 95, n: 1000, p: 50, deff: 1 })),
        label: copy.keyFigures.margin,
      },
      {
        value: `${TYPICAL_DESIGN_EFFECT.low.toFixed(2)}–${TYPICAL_DESIGN_EFFECT.high.toFixed(2)}`,
        label: copy.keyFigures.deff,
      },
      {
        value: formatMargin(
          marginOfError({ confidence: 95, n: 1000, p: 50, deff: TYPICAL_DESIGN_EFFECT.high }),
        ),
        label: fill(copy.keyFigures.weightedMargin, {
          high: TYPICAL_DESIGN_EFFECT.high.toFixed(2),
        }),
      },
    ],
  },
  confidenceOption: (level: number) => fill(copy.confidenceOption, { level }),
  problem: (label: string, problem: FieldProblem, rule?: FieldRule) => {
    const name = label.replace(/ \(.*\)$/, "");
    const words = copy.problems;
    const names = { name, lowerName: name.toLowerCase() };
    switch (problem) {
      case "required":
      case "notNumber":
      case "notWhole":
      case "aboveSample":
        return fill(words[problem], names);
      case "range":
        return rule
          ? fill(words.range, {
              name,
              lower: rule.minInclusive ? words.atLeast : words.moreThan,
              min: rule.min,
              upper: rule.maxInclusive ? words.atMost : words.lessThan,
              max: formatCount(rule.max),
            })
          : fill(words.choose, names);
    }
  },
  results: {
    ...copy.results,
    n: {
      ...copy.results.n,
      reading: (count: string, moe: string, confidence: number) =>
        fill(copy.results.n.reading, { count, moe, confidence }),
    },
    moe: {
      ...copy.results.moe,
      reading: (margin: string, count: string, confidence: number) =>
        fill(copy.results.moe.reading, { margin, count, confidence }),
    },
    feasibility: {
      ...copy.results.feasibility,
      reading: (completes: string, starts: string, screen: string) =>
        fill(copy.results.feasibility.reading, { completes, starts, screen }),
    },
    diff: {
      ...copy.results.diff,
      points: (points: string) => fill(copy.results.diff.points, { points }),
      reading: (
        points: string,
        a: string,
        b: string,
        significant: boolean,
        confidence: number,
        p: string,
      ) =>
        fill(
          significant
            ? copy.results.diff.readingSignificant
            : copy.results.diff.readingNotSignificant,
          { points, a, b, confidence, p: p.startsWith("<") ? p : `= ${p}` },
        ),
      group: (percent: string, size: string) => fill(copy.results.diff.group, { percent, size }),
    },
  },
  /** The formula under each result, with the visitor's numbers in it. */
  workings: {
    n: (
      z: string,
      p: string,
      e: string,
      deff: string,
      n0: string,
      corrected: string | null,
      n: string,
    ) =>
      fill(copy.workings.n, {
        z,
        p,
        e,
        deff,
        n0,
        population: corrected ? fill(copy.workings.nPopulation, { corrected }) : "",
        n,
      }),
    moe: (z: string, deff: string, p: string, n: string, fpc: string | null, e: string) =>
      fill(copy.workings.moe, {
        z,
        deff,
        p,
        n,
        correction: fpc ? fill(copy.workings.moeCorrection, { fpc }) : "",
        e,
      }),
    feasibility: (
      n: string,
      buffer: string,
      completion: string,
      starts: string,
      ir: string,
      screen: string,
    ) => fill(copy.workings.feasibility, { n, buffer, completion, starts, ir, screen }),
    diff: (pooled: string, z: string, p: string) => fill(copy.workings.diff, { pooled, z, p }),
  },
  planFieldwork: (count: string) => fill(copy.planFieldwork, { count }),
  brief: {
    ...copy.brief,
    link: (url: string) => fill(copy.brief.link, { url }),
    /** The contact form's subject for each mode's result. */
    subject: {
      n: (count: string) => briefSubject(copy.brief.results.n, { count }),
      moe: (margin: string, count: string) =>
        briefSubject(copy.brief.results.moe, { margin, count }),
      feasibility: (screen: string) => briefSubject(copy.brief.results.feasibility, { screen }),
      diff: (points: string, verdict: string) =>
        briefSubject(copy.brief.results.diff, { points, verdict: verdict.toLowerCase() }),
    },
  },
  summary: {
    population: (population: string | undefined) =>
      population ? fill(copy.summary.population, { population }) : copy.summary.populationVeryLarge,
    n: (
      count: string,
      moe: string,
      confidence: number,
      p: string,
      deff: string,
      population: string,
    ) => fill(copy.summary.n, { count, moe, confidence, p, deff, population }),
    moe: (
      margin: string,
      count: string,
      confidence: number,
      p: string,
      deff: string,
      population: string,
    ) => fill(copy.summary.moe, { margin, count, confidence, p, deff, population }),
    feasibility: (
      completes: string,
      ir: string,
      completion: string,
      buffer: string,
      starts: string,
      screen: string,
    ) => fill(copy.summary.feasibility, { completes, ir, completion, buffer, starts, screen }),
    diff: (reading: string) => fill(copy.summary.diff, { reading }),
  },
  table: {
    ...copy.table,
    marginHeader: (margin: number) => fill(copy.table.marginHeader, { margin }),
  },
} as const;
