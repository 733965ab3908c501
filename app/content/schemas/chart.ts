/**
 * A chart kept in a Resource Center item's front matter (`charts:`), checked at build time with
 * the rest of the front matter (app/catalog/resources-schema.ts), or in a data file, and drawn by
 * app/catalog/charts.server.ts. Every rule
 * carries a message, because the content editor's form is generated from this schema too.
 */
import { z } from "zod";
import { status } from "./common.ts";

const chartKinds = ["bars", "stacked", "dots", "funnel", "line", "timeline"] as const;
const chartUnits = ["percent", "seconds", "thousands", "count", "score", "kappa", "weeks"] as const;

/** A chart's short name, in words (not "an id", fourth review). */
const CHART_NAME =
  "lower-case words joined by hyphens, e.g. price-switching (left empty, it is made from the chart's title)";

/**
 * The rule on compared figures' uncertainty, in plain words: the build's and the editor's
 * message on the rows, and the paste box's help says it before any row is pasted.
 */
export const UNCERTAINTY_NEEDED =
  "to compare figures, give each row its margin of error (±), or for percentages the number of people asked (n), or write a note saying why there is none";

const text = (what: string, max: number) =>
  z.string({ error: what }).trim().min(1, what).max(max, `${what} of at most ${max} characters`);

const value = z.number({ error: "a number" }).finite("a finite number");

const row = z.strictObject({
  label: text("a row label", 60).meta({
    label: "Row name",
    hint: "What this row is, e.g. a market or a week: shown beside its bars and in the table.",
  }),
  /** The base of each figure in the row (respondents, shoppers, members). */
  n: z
    .number({ error: "the base, a whole number (n)" })
    .int("the base, a whole number (n)")
    .positive("a base above zero")
    .meta({
      label: "Base (people asked)",
      hint: "How many people this row's figures are based on, a whole number such as 1204 (n = 1,204 in the table). Leave empty if you do not know it.",
    })
    .optional(),
  values: z
    .array(value, { error: "a list of numbers, one per series" })
    .min(1, "one value per series")
    .meta({ hint: "The row's figures, one per series, in the series' order." }),
  /** ± half-widths of the 95% interval, one per series, in the chart's unit. */
  margins: z
    .array(value.nonnegative("a margin of zero or more"), {
      error: "a list of ± margins, one per series",
    })
    .meta({
      label: "Margin of error ±",
      hint: "Each figure's margin of error in the chart's unit (3 for ±3 points), one per series in the series' order, drawn as a line through its bar. Leave empty if you do not know them.",
    })
    .optional(),
});

export const chartSchema = z
  .strictObject({
    id: z
      .string({ error: CHART_NAME })
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, CHART_NAME)
      .meta({
        label: "Short name",
        hint: "Not shown on the page: the name the body uses to place this chart. Leave it empty and it is made from the title when you publish (e.g. price-switching).",
        // The editor makes it from the title when left empty (app/cms/chart-ids.ts).
        fromTitle: true,
      }),
    /**
     * `sample` for invented figures: every build says so under the chart (decision 0805). Second,
     * as every item's charts are written: a new chart is saved in the same order (decision 0816).
     */
    status,
    kind: z.enum(chartKinds, { error: `one of ${chartKinds.join(", ")}` }).meta({
      label: "Chart type",
      hint: "How the figures are drawn: bars (a bar per figure), stacked (each row one bar of shares adding up to 100), dots (a dot per figure on each row's line), funnel (each step no larger than the one before), line (a line per series across the rows), timeline (each row a phase from a start to an end).",
    }),
    title: text("a short title that names the chart", 80).meta({
      hint: "The chart's heading on the page, and its name in the body's chart button.",
    }),
    /** The heading of the data table's first column: what the rows are. */
    rowsLabel: text("what the rows are (the data table's first column)", 40).meta({
      label: "What the rows are",
      hint: "One or two words, e.g. Market or Week: the heading of the first column of the chart's table of figures.",
    }),
    finding: text("a caption that states the finding", 240).meta({
      hint: 'One sentence under the title that says what the chart shows, e.g. "Two in three switchers name price."',
    }),
    unit: z.enum(chartUnits, { error: `one of ${chartUnits.join(", ")}` }).meta({
      hint: "What the figures count, shown on the axis and in the table: percent (42 shows as 42%), seconds, thousands, count, score, kappa (agreement from 0 to 1) or weeks.",
    }),
    series: z
      .array(
        z.strictObject({
          label: text("a series label", 40).meta({
            label: "Name",
            hint: "Shown in the chart's key and as a column of its table, e.g. 2025.",
          }),
        }),
        { error: "a list of series, each with its name" },
      )
      .min(1, "at least one series")
      .max(6, "at most six series")
      .meta({
        hint: "The groups every row compares, e.g. 2024 and 2025: each gets its own colour. Each row has one figure per series.",
      }),
    rows: z
      .array(row, { error: "a list of rows, each with its name and its figures" })
      .min(2, "at least two rows")
      .meta({
        hint: "One row per bar group or step, e.g. one per market, each with one figure per series. At least two.",
        // The editor offers to paste them from a spreadsheet (app/cms/chart-rows.ts).
        pasteRows: true,
      }),
    base: text("a line such as n = 1,204 UK adults who switched bank", 200).meta({
      label: "Who was asked",
      hint: 'Who was counted and how many, shown under the chart, e.g. "n = 1,204 UK adults who switched bank".',
    }),
    source: text("the source", 200).meta({
      hint: "Where the figures come from, shown under the chart.",
    }),
    fieldwork: text("the fieldwork dates", 80).meta({
      label: "Fieldwork dates",
      hint: "When the survey ran, shown under the chart, e.g. March 2026.",
    }),
    note: text("a note", 240)
      .meta({ hint: "Optional: a line under the chart, e.g. why figures do not add up to 100." })
      .optional(),
  })
  .superRefine((chart, ctx) => {
    const width = chart.series.length;
    chart.rows.forEach((r, i) => {
      if (r.values.length !== width)
        ctx.addIssue({
          code: "custom",
          path: ["rows", i, "values"],
          message: `${width} value(s), one per series`,
        });
      if (r.margins && r.margins.length !== width)
        ctx.addIssue({
          code: "custom",
          path: ["rows", i, "margins"],
          message: `${width} margin(s), one per series`,
        });
      if (chart.kind === "stacked") {
        const sum = r.values.reduce((a, b) => a + b, 0);
        if (Math.abs(sum - 100) > 1)
          ctx.addIssue({
            code: "custom",
            path: ["rows", i, "values"],
            message: `shares that add up to 100 (these add up to ${sum})`,
          });
      }
      if (r.values.some((v) => v < 0))
        ctx.addIssue({
          code: "custom",
          path: ["rows", i, "values"],
          message: "values of zero or more (bars start at zero)",
        });
    });
    if (chart.kind === "stacked" && chart.unit !== "percent")
      ctx.addIssue({ code: "custom", path: ["unit"], message: "percent for a stacked chart" });
    if (chart.kind === "timeline") {
      if (width !== 2)
        ctx.addIssue({
          code: "custom",
          path: ["series"],
          message: "two series for a timeline: when each phase starts and when it ends",
        });
      chart.rows.forEach((r, i) => {
        if ((r.values[1] ?? 0) <= (r.values[0] ?? 0))
          ctx.addIssue({
            code: "custom",
            path: ["rows", i, "values"],
            message: "an end after the start",
          });
      });
    }
    if (chart.kind === "funnel") {
      if (width !== 1)
        ctx.addIssue({ code: "custom", path: ["series"], message: "one series for a funnel" });
      chart.rows.forEach((r, i) => {
        const before = chart.rows[i - 1]?.values[0];
        if (before !== undefined && (r.values[0] ?? 0) > before)
          ctx.addIssue({
            code: "custom",
            path: ["rows", i, "values"],
            message: "a stage no larger than the one before (a funnel narrows)",
          });
      });
    }
    // Compared figures show their uncertainty: margins, or proportions with their base (the
    // interval is computed), or a note saying why none applies (whole populations, not samples).
    const derived = chart.unit === "percent" && chart.rows.every((r) => r.n !== undefined);
    const given = chart.rows.every((r) => r.margins !== undefined);
    if (chart.kind !== "stacked" && !derived && !given && !chart.note)
      ctx.addIssue({
        code: "custom",
        path: ["rows"],
        // Said in a marketer's words, in the editor and the build alike (decision 0816, fourth
        // review): the rule is the statistician's, its words are not.
        message: UNCERTAINTY_NEEDED,
      });
  });

export type Chart = z.output<typeof chartSchema>;
export type ChartUnit = (typeof chartUnits)[number];

/** The headline result a case study leads with: in its hero, on its cards, on the home page. */
export const resultSchema = z.strictObject({
  value: text("a headline figure (e.g. −57%)", 12),
  line: text("one line that says what the figure is", 120),
});
