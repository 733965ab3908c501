/**
 * Copy of /tools/sample-size, the sample-size calculator (issue 23): the text is in
 * app/content/data/sample-size.yaml; the sentences that put the visitor's numbers together stay
 * here. Numbers live in lib.
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
import type { SampleSizeData } from "./schemas/sample-size";

export const SAMPLE_SIZE_PATH = "/tools/sample-size";

interface FieldCopy {
  label: string;
  help?: string;
}

const copy = (data as SampleSizeData).sampleSizePage;

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
  confidenceOption: (level: number) => `${level}%`,
  problem: (label: string, problem: FieldProblem, rule?: FieldRule) => {
    const name = label.replace(/ \(.*\)$/, "");
    switch (problem) {
      case "required":
        return `Enter a value for ${name.toLowerCase()}.`;
      case "notNumber":
        return `${name} must be a number.`;
      case "notWhole":
        return `${name} must be a whole number.`;
      case "aboveSample":
        return `${name} cannot be larger than the population.`;
      case "range":
        return rule
          ? `${name} must be ${rule.minInclusive ? "at least" : "more than"} ${rule.min} and ${rule.maxInclusive ? "at most" : "less than"} ${formatCount(rule.max)}.`
          : `Choose one of the listed values for ${name.toLowerCase()}.`;
    }
  },
  results: {
    ...copy.results,
    n: {
      ...copy.results.n,
      reading: (count: string, moe: string, confidence: number) =>
        `${count} completes give a margin of error of ±${moe}% at ${confidence}% confidence.`,
    },
    moe: {
      ...copy.results.moe,
      reading: (margin: string, count: string, confidence: number) =>
        `With ${count} completes, a percentage is within ${margin} of the true value at ${confidence}% confidence.`,
    },
    feasibility: {
      ...copy.results.feasibility,
      reading: (completes: string, starts: string, screen: string) =>
        `To finish ${completes} completes, plan ${starts} qualified starts and screen ${screen} people.`,
    },
    diff: {
      ...copy.results.diff,
      points: (points: string) => `${points} points`,
      reading: (
        points: string,
        a: string,
        b: string,
        significant: boolean,
        confidence: number,
        p: string,
      ) =>
        `A difference of ${points} points between ${a} and ${b} is ${significant ? "" : "not "}significant at ${confidence}% confidence (p ${p.startsWith("<") ? p : `= ${p}`}).`,
      group: (percent: string, size: string) => `${percent}% of ${size}`,
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
      `n₀ = ${z}² × ${p} × (1\u00a0−\u00a0${p}) / ${e}² × ${deff} = ${n0}` +
      (corrected ? `; with the population, n = ${corrected}` : "") +
      `; rounded up: ${n}`,
    moe: (z: string, deff: string, p: string, n: string, fpc: string | null, e: string) =>
      `e = ${z} × √(${deff} × ${p} × (1 − ${p}) / ${n})` + (fpc ? ` × ${fpc}` : "") + ` = ${e}`,
    feasibility: (
      n: string,
      buffer: string,
      completion: string,
      starts: string,
      ir: string,
      screen: string,
    ) =>
      `starts = ⌈${n} × (1 + ${buffer}) / ${completion}⌉ = ${starts}; screened = ⌈${starts} / ${ir}⌉ = ${screen}`,
    diff: (pooled: string, z: string, p: string) =>
      `pooled P = ${pooled}, z = ${z}, two-sided p = ${p}`,
  },
  planFieldwork: (count: string) => `Plan fieldwork for ${count}`,
  brief: {
    ...copy.brief,
    subject: (result: string) => `Study brief: ${result}`,
    link: (url: string) => `Worked out with the sample size calculator: ${url}`,
  },
  summary: {
    population: (population: string | undefined) =>
      population ? `population ${population}` : "population very large",
    n: (count: string, moe: string, confidence: number, p: string, deff: string, pop: string) =>
      `Sample size: ${count} completes, ±${moe}% at ${confidence}% confidence (expected proportion ${p}%, design effect ${deff}, ${pop}).`,
    moe: (
      margin: string,
      count: string,
      confidence: number,
      p: string,
      deff: string,
      pop: string,
    ) =>
      `Margin of error: ${margin} at ${confidence}% confidence for ${count} completes (expected proportion ${p}%, design effect ${deff}, ${pop}).`,
    feasibility: (
      completes: string,
      ir: string,
      completion: string,
      buffer: string,
      starts: string,
      screen: string,
    ) =>
      `Fieldwork: ${completes} completes at ${ir}% incidence, ${completion}% completion and a ${buffer}% replacement buffer need ${starts} qualified starts and ${screen} people screened.`,
    diff: (reading: string) => `Difference test: ${reading}`,
  },
  table: {
    ...copy.table,
    marginHeader: (margin: number) => `±${margin}%`,
  },
} as const;
