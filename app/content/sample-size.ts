/** Copy of /tools/sample-size, the sample-size calculator (issue 23). Numbers live in lib. */
import {
  type CalculatorMode,
  type FieldName,
  type FieldProblem,
  type FieldRule,
  TYPICAL_DESIGN_EFFECT,
  formatCount,
} from "../lib/sample-size";

export const SAMPLE_SIZE_PATH = "/tools/sample-size";

interface FieldCopy {
  label: string;
  help?: string;
}

const percentHelp = "In percent.";

export const sampleSizePage = {
  path: SAMPLE_SIZE_PATH,
  title: "Sample size calculator",
  description:
    "How many interviews do you need, and how sure will you be? Work out completes, margin of error, fieldwork and whether a difference is real, then send it to us as a brief.",
  eyebrow: "Tools",
  heading: "Sample size calculator",
  lead: "How many interviews do you need, and how sure will you be? Size a survey, check a margin of error, plan the fieldwork behind it or test whether a difference between two groups is real. Every input stays in the link, so you can share it.",
  noScript:
    "The interactive calculator needs JavaScript, which is turned off in your browser. The reference table and the formulas below work without it.",
  calculatorHeading: "Calculator",
  tabListLabel: "Calculator mode",
  modes: {
    n: { label: "Completes needed", heading: "How many completes do you need?" },
    moe: { label: "Margin of error", heading: "How precise is a given sample?" },
    feasibility: { label: "Fieldwork", heading: "What will the fieldwork take?" },
    diff: { label: "Is a difference real?", heading: "Is the difference between two groups real?" },
  } satisfies Record<CalculatorMode, { label: string; heading: string }>,
  fields: {
    confidence: { label: "Confidence level" },
    moe: { label: "Margin of error (%)", help: "The ± you can accept around a percentage." },
    population: {
      label: "Population size (optional)",
      help: "Leave empty for a very large population.",
    },
    p: {
      label: "Expected proportion (%)",
      help: "Not sure? 50% is the safest guess: it needs the largest sample.",
    },
    deff: {
      label: "Design effect",
      help: `1.0 for a simple random sample; our weighted samples usually run ${TYPICAL_DESIGN_EFFECT.low.toFixed(2)}–${TYPICAL_DESIGN_EFFECT.high.toFixed(2)}.`,
    },
    n: { label: "Sample size (completes)" },
    ir: { label: "Incidence rate (%)", help: "Share of people screened who qualify." },
    completion: { label: "Completion rate (%)", help: "Share of qualified starts who finish." },
    buffer: {
      label: "Replacement buffer (%)",
      help: "Extra starts to replace records that fail quality checks.",
    },
    p1: { label: "Group A: percentage (%)" },
    n1: { label: "Group A: sample size" },
    p2: { label: "Group B: percentage (%)" },
    n2: { label: "Group B: sample size" },
  } satisfies Record<FieldName, FieldCopy>,
  /** The sample size is called "Completes" in the fieldwork mode. */
  fieldworkCompletes: { label: "Completes", help: "The completes you need in the end." },
  confidenceOption: (level: number) => `${level}%`,
  percentHelp,
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
  invalidResult: "Check the highlighted fields: there is no result until every value is valid.",
  results: {
    n: {
      label: "Completes needed",
      reading: (count: string, moe: string, confidence: number) =>
        `${count} completes give a margin of error of ±${moe}% at ${confidence}% confidence.`,
    },
    moe: {
      label: "Margin of error",
      reading: (margin: string, count: string, confidence: number) =>
        `With ${count} completes, a percentage is within ${margin} of the true value at ${confidence}% confidence.`,
    },
    feasibility: {
      startsLabel: "Qualified starts",
      screenLabel: "People to screen",
      reading: (completes: string, starts: string, screen: string) =>
        `To finish ${completes} completes, plan ${starts} qualified starts and screen ${screen} people.`,
    },
    diff: {
      verdictLabel: "Verdict",
      significant: "Significant",
      notSignificant: "Not significant",
      differenceLabel: "Difference",
      points: (points: string) => `${points} points`,
      pValueLabel: "p-value",
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
    formulaLabel: "Worked out",
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
    label: "Use this in a brief",
    /** The contact form, which finds the summary in its draft. */
    to: "/contact",
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
  linkNote: {
    text: "Some values in the link were not valid and were replaced by their defaults:",
    mode: "Mode",
  },
  table: {
    heading: "Completes needed at a glance",
    lead: "Completes needed at 95% confidence for a proportion of 50% and a design effect of 1.0, by population size and margin of error.",
    caption: "Completes needed at 95% confidence",
    populationHeader: "Population",
    marginHeader: (margin: number) => `±${margin}%`,
    veryLarge: "Very large",
  },
  formulas: {
    heading: "How the numbers are worked out",
    lead: "The same formulas run in the calculator above, so you can check every result by hand.",
    items: [
      {
        title: "Completes needed",
        formula: "n₀ = z² · p(1 − p) / e² × deff,   n = n₀ / (1 + (n₀ − 1) / N)",
        text: "z is the critical value of the confidence level (1.96 at 95%), p the expected proportion, e the margin of error and deff the design effect. With a population N, the finite-population correction shrinks the sample; the result is rounded up to a whole complete.",
      },
      {
        title: "Margin of error",
        formula: "e = z · √(deff · p(1 − p) / n) · √((N − n) / (N − 1))",
        text: "The half-width of the confidence interval around a percentage measured on n completes. The last factor applies only when a population is given.",
      },
      {
        title: "Fieldwork",
        formula: "starts = ⌈n · (1 + buffer) / completion⌉,   screened = ⌈starts / incidence⌉",
        text: "Qualified starts cover the completes, the drop-outs and the records replaced after quality checks; the people screened are those starts divided by the incidence rate.",
      },
      {
        title: "Is a difference real?",
        formula: "z = (p₁ − p₂) / √(P(1 − P)(1/n₁ + 1/n₂))",
        text: "A two-proportion z-test with the pooled proportion P of both groups. The two-sided p-value is the chance of a difference at least this large if the groups were really the same; below 1 minus the confidence level, the difference is significant.",
      },
    ],
  },
  closing: {
    eyebrow: "Start a project",
    title: "Want us to size it with you?",
    text: "A senior researcher checks the design, the incidence and the quotas with you. We reply within one business day.",
    cta: { label: "Contact us", to: "/contact" },
  },
} as const;
