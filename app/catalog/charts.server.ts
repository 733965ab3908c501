/**
 * Charts drawn at build time (decision 0900): the words every chart shares and the content-status
 * wording, read from their data files, for the drawing code in chart-drawing.ts. Server-only, so
 * no chart library reaches a site page.
 */
import type { ChartLabels } from "../content/schemas/chart-labels";
import type { Chart } from "../content/schemas/chart";
import type { ContentStatusData } from "../content/schemas/content-status";
import { drawChart } from "./chart-drawing";
import { readContentFile } from "./data-files.server";
import { sampleLabelHtml } from "./sample-label.server";

/** The words every chart shares; a broken file fails the build naming the field. */
export const loadChartLabels = (root?: string): ChartLabels => readContentFile("charts", root);

/**
 * The words of content status (decision 0805), read from their file as the chart words are:
 * react-router.config.ts loads the catalogue without the plugin that imports YAML.
 */
const loadContentStatus = (): ContentStatusData => readContentFile("content-status");

let contentStatusCopy: ContentStatusData | undefined;
/**
 * One chart as a figure, with the content-status words of this project and the figures' sample
 * label as every page sets it (chart-drawing.ts, decision 0936).
 */
export function renderChart(chart: Chart, labels: ChartLabels): string {
  contentStatusCopy ??= loadContentStatus();
  return drawChart(chart, labels, contentStatusCopy, sampleLabelHtml("figures"));
}
