/**
 * The section only one service page has (issue 39): its heading and lead from
 * app/content/data/service-charts.yaml, its chart drawn here at build time (charts.server.ts),
 * so the service route's loader sends markup and no chart code reaches the browser.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { type ServiceChartsData, serviceChartsSchema } from "../content/schemas/service-charts";
import { loadChartLabels, renderChart } from "./charts.server";

const SERVICE_CHARTS_FILE = "app/content/data/service-charts.yaml";

export interface ServiceChartSection {
  eyebrow: string;
  heading: string;
  lead: string;
  /** The chart's figure as HTML. */
  html: string;
}

function load(root = process.cwd()): ServiceChartsData {
  const parsed = serviceChartsSchema.safeParse(
    parseYaml(readFileSync(path.join(root, SERVICE_CHARTS_FILE), "utf8")),
  );
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map((i) => `${SERVICE_CHARTS_FILE}: ${i.path.join(".") || "(file)"}: ${i.message}`)
        .join("\n"),
    );
  return parsed.data;
}

export function serviceChartFor(slug: string): ServiceChartSection | null {
  const entry = load()[slug as keyof ServiceChartsData];
  if (!entry) return null;
  const { chart, ...copy } = entry;
  return { ...copy, html: renderChart(chart, loadChartLabels()) };
}
