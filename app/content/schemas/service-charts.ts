/** The section only one service page has: app/content/data/service-charts.yaml. */
import { z } from "zod";
import { chartSchema } from "./chart";

const text = (what: string, max: number) =>
  z.string({ error: what }).trim().min(1, what).max(max, `${what} of at most ${max} characters`);

const serviceChartSchema = z.strictObject({
  eyebrow: text("a short label above the heading", 24),
  heading: text("the section's heading", 60),
  lead: text("a lead paragraph", 240),
  chart: chartSchema,
});

export const serviceChartsSchema = z.strictObject({
  qualitative: serviceChartSchema.optional(),
  quantitative: serviceChartSchema.optional(),
  "panels-sampling": serviceChartSchema.optional(),
  custom: serviceChartSchema.optional(),
});

export type ServiceChartsData = z.output<typeof serviceChartsSchema>;
