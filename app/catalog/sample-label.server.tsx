/** @jsxRuntime automatic */
// The pragma above: react-router.config.ts draws the charts, and with them this label, and knip
// loads that file through a transform whose JSX default would need a global React.
/**
 * Build time only: the sample label (decisions 0805, 0910, 0916, 0936), its words and its HTML,
 * for the loaders and the chart drawing. Rendered here, so its component and classes ride in no
 * page's script: the pages place the HTML as it is. Charts take the HTML too, so every sample
 * label on the site is the one element SampleLabel draws (decision 0936).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { SampleLabel } from "../components/SampleLabel";
import type { SampleKind, SampleLabelsData } from "../content/schemas/sample-labels";
import { readContentFile } from "./data-files.server";

let sampleLabels: SampleLabelsData | undefined;

/**
 * The words of the label of a kind (sample-labels.yaml), read from their file as the chart words
 * are: react-router.config.ts loads the catalogue without the plugin that imports YAML.
 */
export function sampleWording(kind: SampleKind): string {
  sampleLabels ??= readContentFile("sample-labels");
  return sampleLabels[kind];
}

/** The sample label of a kind set as the quiet label, as HTML. */
export const sampleLabelHtml = (kind: SampleKind): string =>
  renderToStaticMarkup(<SampleLabel text={sampleWording(kind)} />);
