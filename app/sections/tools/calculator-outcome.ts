import { sampleSizePage as page } from "../../content/sample-size";
import {
  type CalculatorMode,
  FIELD_RULES,
  type FieldName,
  type FieldValues,
  compareProportions,
  fieldwork,
  formatCount,
  formatMargin,
  formatPoints,
  formatPValue,
  marginOfError,
  readMode,
  sampleSizeSteps,
  zFor,
} from "../../lib/sample-size";

interface Figure {
  label: string;
  value: string;
}

export type CalculatorOutcome =
  | { ok: false; problems: Partial<Record<FieldName, string>> }
  | {
      ok: true;
      figures: readonly Figure[];
      reading: string;
      working: string;
      /** Plain-text summary for the brief, and its subject line. */
      summary: string;
      subject: string;
      /** The completes a "plan fieldwork" link carries (completes-needed mode). */
      completes?: number;
    };

/** A field's label in a mode: the sample size is "Completes" in the fieldwork mode. */
export function fieldCopy(mode: CalculatorMode, name: FieldName) {
  return mode === "feasibility" && name === "n" ? page.fieldworkCompletes : page.fields[name];
}

/** A share as a decimal with up to four places: 50 → "0.5", 33.3 → "0.333". */
const decimal = (percent: number) => String(Number((percent / 100).toFixed(4)));
const plain = (x: number) => String(Number(x.toFixed(2)));

/** The result of a mode for the fields' texts, or a message for each field that stops it. */
export function calculatorOutcome(mode: CalculatorMode, values: FieldValues): CalculatorOutcome {
  const read = readMode(mode, values);
  if (!read.ok) {
    const problems: Partial<Record<FieldName, string>> = {};
    for (const [name, problem] of Object.entries(read.problems) as [FieldName, never][]) {
      const rule = name === "confidence" ? undefined : FIELD_RULES[name];
      problems[name] = page.problem(fieldCopy(mode, name).label, problem, rule);
    }
    return { ok: false, problems };
  }
  const v = read.numbers as Record<FieldName, number> & { population?: number };
  const r = page.results;
  const population = v.population === undefined ? undefined : formatCount(v.population);
  const populationText = page.summary.population(population);
  const deff = Number.isInteger(v.deff) ? v.deff.toFixed(1) : String(v.deff);

  switch (mode) {
    case "n": {
      const steps = sampleSizeSteps(v);
      const count = formatCount(steps.n);
      return {
        ok: true,
        figures: [{ label: r.n.label, value: count }],
        reading: r.n.reading(count, String(v.moe), v.confidence),
        working: page.workings.n(
          steps.z.toFixed(4),
          decimal(v.p),
          decimal(v.moe),
          deff,
          plain(steps.n0),
          population === undefined ? null : plain(steps.exact),
          count,
        ),
        summary: page.summary.n(
          count,
          String(v.moe),
          v.confidence,
          String(v.p),
          deff,
          populationText,
        ),
        subject: page.brief.subject.n(count),
        completes: steps.n,
      };
    }
    case "moe": {
      const percent = marginOfError(v);
      const margin = formatMargin(percent);
      const count = formatCount(v.n);
      return {
        ok: true,
        figures: [{ label: r.moe.label, value: margin }],
        reading: r.moe.reading(margin, count, v.confidence),
        working: page.workings.moe(
          zFor(v.confidence).toFixed(4),
          deff,
          decimal(v.p),
          String(v.n),
          v.population === undefined
            ? null
            : `√((${v.population} − ${v.n}) / (${v.population} − 1))`,
          (percent / 100).toFixed(4),
        ),
        summary: page.summary.moe(margin, count, v.confidence, String(v.p), deff, populationText),
        subject: page.brief.subject.moe(margin, count),
      };
    }
    case "feasibility": {
      const { starts, screen } = fieldwork(v);
      const [completes, startsText, screenText] = [v.n, starts, screen].map(formatCount) as [
        string,
        string,
        string,
      ];
      return {
        ok: true,
        figures: [
          { label: r.feasibility.screenLabel, value: screenText },
          { label: r.feasibility.startsLabel, value: startsText },
        ],
        reading: r.feasibility.reading(completes, startsText, screenText),
        working: page.workings.feasibility(
          String(v.n),
          decimal(v.buffer),
          decimal(v.completion),
          String(starts),
          decimal(v.ir),
          String(screen),
        ),
        summary: page.summary.feasibility(
          completes,
          String(v.ir),
          String(v.completion),
          String(v.buffer),
          startsText,
          screenText,
        ),
        subject: page.brief.subject.feasibility(screenText),
      };
    }
    case "diff": {
      const test = compareProportions(v);
      const points = formatPoints(test.difference);
      const p = formatPValue(test.pValue);
      const d = r.diff;
      const reading = d.reading(
        points,
        d.group(String(v.p1), formatCount(v.n1)),
        d.group(String(v.p2), formatCount(v.n2)),
        test.significant,
        v.confidence,
        p,
      );
      return {
        ok: true,
        figures: [
          { label: d.verdictLabel, value: test.significant ? d.significant : d.notSignificant },
          { label: d.differenceLabel, value: d.points(points) },
          { label: d.pValueLabel, value: p },
        ],
        reading,
        working: page.workings.diff(test.pooled.toFixed(4), test.z.toFixed(3), p),
        summary: page.summary.diff(reading),
        subject: page.brief.subject.diff(
          points,
          test.significant ? d.significant : d.notSignificant,
        ),
      };
    }
  }
}
