/**
 * Charts drawn at build time (decision 0900): the words every chart shares and the content-status
 * wording, read from their data files, for the drawing code in chart-drawing.ts. Server-only, so
 * no chart library reaches a site page.
 */
import type { ChartLabels } from "../content/schemas/chart-labels";
import type { Chart } from "../content/schemas/chart";
import type { ContentStatusData } from "../content/schemas/content-status";
import type { SampleKind, SampleLabelsData } from "../content/schemas/sample-labels";
import { drawChart } from "./chart-drawing";
import { readContentFile } from "./data-files.server";

/** The words every chart shares; a broken file fails the build naming the field. */
export const loadChartLabels = (root?: string): ChartLabels => readContentFile("charts", root);

/**
 * The words of content status (decision 0805) and the sample labels (decision 0916), read from
 * their files as the chart words are: react-router.config.ts loads the catalogue without the
 * plugin that imports YAML.
 */
const loadContentStatus = (): ContentStatusData => readContentFile("content-status");

let contentStatusCopy: ContentStatusData | undefined;
let sampleLabels: SampleLabelsData | undefined;

/** The label beside sample content of a kind (sample-labels.yaml), for the pages' loaders. */
export function sampleWording(kind: SampleKind): string {
  sampleLabels ??= readContentFile("sample-labels");
  return sampleLabels[kind];
}

/** One chart as a figure, with the content-status words of this project (chart-drawing.ts). */
export function renderChart(chart: Chart, labels: ChartLabels): string {
  contentStatusCopy ??= loadContentStatus();
  return drawChart(chart, labels, contentStatusCopy, sampleWording("figures"));
}
