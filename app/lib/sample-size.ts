/**
 * The sample-size calculator's math and every number of issue 23 (confidence levels, defaults,
 * allowed ranges), in one place. Pure functions: the prerender uses them for the reference
 * table, the browser for the calculator. Percent inputs are percents (5 means 5 %).
 */

export const CONFIDENCE_LEVELS = [80, 85, 90, 95, 99] as const;

export const CALCULATOR_MODES = ["n", "moe", "feasibility", "diff"] as const;
export type CalculatorMode = (typeof CALCULATOR_MODES)[number];
export const DEFAULT_MODE: CalculatorMode = "n";

/** The inputs, named as their query-string parameters. */
export type FieldName =
  | "confidence"
  | "moe"
  | "population"
  | "p"
  | "deff"
  | "n"
  | "ir"
  | "completion"
  | "buffer"
  | "p1"
  | "n1"
  | "p2"
  | "n2";

export type FieldValues = Record<FieldName, string>;

/** The defaults, as the text a field starts with ("" population: very large). */
export const CALCULATOR_DEFAULTS: FieldValues = {
  confidence: "95",
  moe: "5",
  population: "",
  p: "50",
  deff: "1.0",
  n: "1000",
  ir: "30",
  completion: "90",
  buffer: "8",
  p1: "55",
  n1: "500",
  p2: "50",
  n2: "500",
};

/** The design effects our weighted samples usually show (quoted in the field's help). */
export const TYPICAL_DESIGN_EFFECT = { low: 1.1, high: 1.35 } as const;

/** The prerendered reference table: completes at 95 % for these margins and populations. */
export const REFERENCE_TABLE = {
  confidence: 95,
  margins: [3, 5, 10],
  /** undefined: very large. */
  populations: [100, 500, 1_000, 10_000, 100_000, undefined],
} as const;

export interface FieldRule {
  min: number;
  max: number;
  /** The bound itself is allowed (a margin of 50 is; of 0 is not). */
  minInclusive: boolean;
  maxInclusive: boolean;
  whole?: boolean;
  optional?: boolean;
}

const LARGEST_COUNT = 100_000_000;
const percentAbove0: FieldRule = { min: 0, max: 100, minInclusive: false, maxInclusive: true };
const share: FieldRule = { min: 0, max: 100, minInclusive: true, maxInclusive: true };
const count = (min: number, optional = false): FieldRule => ({
  min,
  max: LARGEST_COUNT,
  minInclusive: true,
  maxInclusive: true,
  whole: true,
  optional,
});

/** What each field accepts. The confidence level must be one of CONFIDENCE_LEVELS. */
export const FIELD_RULES: Record<Exclude<FieldName, "confidence">, FieldRule> = {
  moe: { min: 0, max: 50, minInclusive: false, maxInclusive: true },
  population: count(2, true),
  p: { min: 1, max: 99, minInclusive: true, maxInclusive: true },
  deff: { min: 1, max: 10, minInclusive: true, maxInclusive: true },
  n: count(1),
  ir: percentAbove0,
  completion: percentAbove0,
  buffer: share,
  p1: share,
  n1: count(1),
  p2: share,
  n2: count(1),
};

export type FieldProblem = "required" | "notNumber" | "notWhole" | "range" | "aboveSample";

export type Parsed = { ok: true; value: number | undefined } | { ok: false; problem: FieldProblem };

/**
 * A field's text as a plain decimal: spaces and a trailing % dropped, a decimal comma made a
 * point ("3,5" is 3.5). In whole-number fields, commas between groups of three digits are
 * thousands separators ("10,000"); the other fields allow at most 100, so a comma there can only
 * be a decimal one. Text with two or more commas left over stays as it is and is not a number.
 */
function decimalText(raw: string, thousands: boolean): string {
  const text = raw.trim().replace(/\s/g, "").replace(/%$/, "");
  if (thousands && /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(text)) return text.replace(/,/g, "");
  return /^[^,.]*,[^,.]*$/.test(text) ? text.replace(",", ".") : text;
}

/** Reads a field's text: spaces, a trailing %, a decimal comma and (in counts) thousands separators. */
export function parseField(name: FieldName, raw: string): Parsed {
  const text = decimalText(raw, name !== "confidence" && FIELD_RULES[name].whole === true);
  if (name === "confidence") {
    const level = Number(text);
    return (CONFIDENCE_LEVELS as readonly number[]).includes(level)
      ? { ok: true, value: level }
      : { ok: false, problem: text === "" ? "required" : "range" };
  }
  const rule = FIELD_RULES[name];
  if (text === "")
    return rule.optional ? { ok: true, value: undefined } : { ok: false, problem: "required" };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, problem: "notNumber" };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, problem: "notNumber" };
  const aboveMin = rule.minInclusive ? value >= rule.min : value > rule.min;
  const belowMax = rule.maxInclusive ? value <= rule.max : value < rule.max;
  if (!aboveMin || !belowMax) return { ok: false, problem: "range" };
  if (rule.whole && !Number.isInteger(value)) return { ok: false, problem: "notWhole" };
  return { ok: true, value };
}

/** The fields each mode reads. */
export const MODE_FIELDS: Record<CalculatorMode, readonly FieldName[]> = {
  n: ["confidence", "moe", "population", "p", "deff"],
  moe: ["n", "confidence", "population", "p", "deff"],
  feasibility: ["n", "ir", "completion", "buffer"],
  diff: ["p1", "n1", "p2", "n2", "confidence"],
};

/** The numbers a mode needs, or the problem of each field that stops it. */
export function readMode(
  mode: CalculatorMode,
  values: FieldValues,
):
  | { ok: true; numbers: Partial<Record<FieldName, number>> }
  | { ok: false; problems: Partial<Record<FieldName, FieldProblem>> } {
  const numbers: Partial<Record<FieldName, number>> = {};
  const problems: Partial<Record<FieldName, FieldProblem>> = {};
  for (const name of MODE_FIELDS[mode]) {
    const parsed = parseField(name, values[name]);
    if (parsed.ok) numbers[name] = parsed.value;
    else problems[name] = parsed.problem;
  }
  // A sample cannot be larger than the population it is drawn from.
  if (
    mode === "moe" &&
    numbers.n !== undefined &&
    numbers.population !== undefined &&
    numbers.n > numbers.population
  ) {
    problems.n = "aboveSample";
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, numbers };
}

/**
 * The smallest whole number not below x, forgiving floating-point noise: 4000.0000000001 is
 * 4000, not 4001.
 */
export function ceilWhole(x: number): number {
  const nearest = Math.round(x);
  return Math.abs(x - nearest) < 1e-9 * Math.max(1, Math.abs(x)) ? nearest : Math.ceil(x);
}

/** Inverse of the standard normal CDF (Acklam's rational approximation, relative error < 1.2e-9). */
function normalQuantile(probability: number): number {
  const a = [
    -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
    2.506628277459239,
  ];
  const b = [
    -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972,
    -13.28068155288572,
  ];
  const c = [
    -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
    4.374664141464968, 2.938163982698783,
  ];
  const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];
  const low = 0.02425;
  const tail = (q: number) =>
    (((((c[0]! * q + c[1]!) * q + c[2]!) * q + c[3]!) * q + c[4]!) * q + c[5]!) /
    ((((d[0]! * q + d[1]!) * q + d[2]!) * q + d[3]!) * q + 1);
  if (probability < low) return tail(Math.sqrt(-2 * Math.log(probability)));
  if (probability > 1 - low) return -tail(Math.sqrt(-2 * Math.log(1 - probability)));
  const q = probability - 0.5;
  const r = q * q;
  return (
    ((((((a[0]! * r + a[1]!) * r + a[2]!) * r + a[3]!) * r + a[4]!) * r + a[5]!) * q) /
    (((((b[0]! * r + b[1]!) * r + b[2]!) * r + b[3]!) * r + b[4]!) * r + 1)
  );
}

/** The standard normal CDF, from erfc (Numerical Recipes' Chebyshev fit, error < 1.2e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.5 * z);
  const erfc =
    t *
    Math.exp(
      -z * z -
        1.26551223 +
        t *
          (1.00002368 +
            t *
              (0.37409196 +
                t *
                  (0.09678418 +
                    t *
                      (-0.18628806 +
                        t *
                          (0.27886807 +
                            t *
                              (-1.13520398 +
                                t * (1.48851587 + t * (-0.82215223 + t * 0.17087277)))))))),
    );
  return x >= 0 ? 1 - erfc / 2 : erfc / 2;
}

/** Two-sided critical z of a confidence level in percent (95 → 1.95996). */
export function zFor(confidence: number): number {
  return normalQuantile(1 - (1 - confidence / 100) / 2);
}

export interface SampleSizeInput {
  confidence: number;
  /** Percent. */
  moe: number;
  /** Percent. */
  p: number;
  deff: number;
  /** undefined: very large. */
  population?: number | undefined;
}

/** The steps of the completes-needed formula, for showing the working under the result. */
export function sampleSizeSteps({ confidence, moe, p, deff, population }: SampleSizeInput) {
  const z = zFor(confidence);
  const share = p / 100;
  const margin = moe / 100;
  const n0 = ((z * z * share * (1 - share)) / (margin * margin)) * deff;
  const exact = population === undefined ? n0 : n0 / (1 + (n0 - 1) / population);
  return { z, n0, exact, n: ceilWhole(exact) };
}

/** Completes needed: z²·p(1−p)/e², times the design effect, corrected for a finite population. */
export function completesNeeded(input: SampleSizeInput): number {
  return sampleSizeSteps(input).n;
}

export interface MarginInput {
  confidence: number;
  /** Completes. */
  n: number;
  p: number;
  deff: number;
  population?: number | undefined;
}

/** Margin of error in percent: z·√(deff·p(1−p)/n), times √((N−n)/(N−1)) for a population. */
export function marginOfError({ confidence, n, p, deff, population }: MarginInput): number {
  const share = p / 100;
  const e = zFor(confidence) * Math.sqrt((deff * share * (1 - share)) / n);
  const finite = population === undefined ? 1 : Math.sqrt((population - n) / (population - 1));
  return e * finite * 100;
}

export interface FieldworkInput {
  /** Completes. */
  n: number;
  /** Percents. */
  ir: number;
  completion: number;
  buffer: number;
}

/** Qualified starts = ⌈n·(1 + buffer)/completion⌉; people to screen = ⌈starts/incidence⌉. */
export function fieldwork({ n, ir, completion, buffer }: FieldworkInput) {
  const starts = ceilWhole((n * (1 + buffer / 100)) / (completion / 100));
  const screen = ceilWhole(starts / (ir / 100));
  return { starts, screen };
}

export interface ComparisonInput {
  /** Percents and group sizes. */
  p1: number;
  n1: number;
  p2: number;
  n2: number;
  confidence: number;
}

/** Two-proportion z-test with the pooled proportion; two-sided p-value. */
export function compareProportions({ p1, n1, p2, n2, confidence }: ComparisonInput) {
  const a = p1 / 100;
  const b = p2 / 100;
  const pooled = (a * n1 + b * n2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  // Both groups at 0 % or both at 100 %: no spread, no difference.
  const z = se === 0 ? 0 : (a - b) / se;
  const pValue = Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
  return {
    pooled,
    /** Percentage points, group 1 minus group 2. */
    difference: p1 - p2,
    z,
    pValue,
    significant: pValue < 1 - confidence / 100,
  };
}

/**
 * A whole number with en-US thousands separators: 1,068. Written out by hand, like the dates
 * (lib/dates.ts): an Intl formatter would load ICU data on first use.
 */
export const formatCount = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A margin in percent: "±3.1%". */
export const formatMargin = (percent: number) => `±${percent.toFixed(1)}%`;

/** Percentage points with one decimal: "5.0". */
export const formatPoints = (points: number) => Math.abs(points).toFixed(1);

/** A p-value with three decimals, "< 0.001" below that. */
export const formatPValue = (p: number) => (p < 0.001 ? "< 0.001" : p.toFixed(3));
