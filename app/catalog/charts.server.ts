/**
 * Charts drawn at build time (decision 0900): the words every chart shares and the content-status
 * wording, read from their data files, for the drawing code in chart-drawing.ts. Server-only, so
 * no chart library reaches a site page.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { type ChartLabels, chartLabelsSchema } from "../content/schemas/chart-labels";
import type { Chart } from "../content/schemas/chart";
import { type ContentStatusData, contentStatusSchema } from "../content/schemas/content-status";
import { drawChart } from "./chart-drawing";

const CHART_LABELS_FILE = "app/content/data/charts.yaml";
const CONTENT_STATUS_FILE = "app/content/data/content-status.yaml";

/** The words every chart shares; a broken file fails the build naming the field. */
export function loadChartLabels(root = process.cwd()): ChartLabels {
  const data: unknown = parseYaml(readFileSync(path.join(root, CHART_LABELS_FILE), "utf8"));
  const parsed = chartLabelsSchema.safeParse(data);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `${CHART_LABELS_FILE}: ${issue.path.join(".") || "(file)"}: ${issue.message}`,
    );
    throw new Error(lines.join("\n"));
  }
  return parsed.data;
}

/**
 * The words of content status (decision 0805), read from the file as the chart words are:
 * react-router.config.ts loads the catalogue without the plugin that imports YAML.
 */
function loadContentStatus(): ContentStatusData {
  const file = path.join(process.cwd(), CONTENT_STATUS_FILE);
  const parsed = contentStatusSchema.safeParse(parseYaml(readFileSync(file, "utf8")));
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map((i) => `${CONTENT_STATUS_FILE}: ${i.path.join(".") || "(file)"}: ${i.message}`)
        .join("\n"),
    );
  return parsed.data;
}

let contentStatusCopy: ContentStatusData | undefined;

/** The one wording of sample evidence (content-status.yaml), for the pages' loaders. */
export function sampleWording(): string {
  contentStatusCopy ??= loadContentStatus();
  return contentStatusCopy.sample;
}

/** One chart as a figure, with the content-status words of this project (chart-drawing.ts). */
export function renderChart(chart: Chart, labels: ChartLabels): string {
  contentStatusCopy ??= loadContentStatus();
  return drawChart(chart, labels, contentStatusCopy);
}
