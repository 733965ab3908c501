/** The words every chart shares: app/content/data/charts.yaml (read by charts.server.ts). */
import { z } from "zod";

const label = (what: string) =>
  z.string({ error: what }).trim().min(1, what).max(80, `${what} of at most 80 characters`);
const suffix = z.string({ error: "a unit suffix (may be empty)" }).max(4, "at most 4 characters");

/**
 * The data file app/content/data/charts.yaml:
 * The words every chart shares (app/catalog/charts.server.ts). The charts themselves live in each
 * Resource Center item's front matter.
 */
export const chartLabelsSchema = z.strictObject({
  showData: label("the label that opens a chart's data table"),
  base: label("the label before a chart's base"),
  source: label("the label before a chart's source"),
  fieldwork: label("the label before a chart's fieldwork dates"),
  baseColumn: label("the heading of the data table's base column"),
  whiskers: label("the sentence that explains whiskers"),
  band: label("the sentence that explains a shaded band"),
  ofStageBefore: label("the words after a funnel stage's share of the stage before"),
  units: z.strictObject({
    percent: suffix,
    seconds: suffix,
    thousands: suffix,
    count: suffix,
    score: suffix,
    kappa: suffix,
    weeks: suffix,
  }),
});

export type ChartLabels = z.output<typeof chartLabelsSchema>;
