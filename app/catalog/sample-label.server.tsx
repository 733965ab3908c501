/**
 * Build time only: the sample label as HTML (decision 0910), for the loaders of pages that place
 * it. Rendered here, so its component and classes ride in no page's script: the pages place the
 * HTML as it is.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { SampleLabel } from "../components/SampleLabel";
import type { SampleKind } from "../content/schemas/sample-labels";
import { sampleWording } from "./charts.server";

/** The sample label of a kind (sample-labels.yaml, decisions 0805, 0916) set as the quiet label. */
export const sampleLabelHtml = (kind: SampleKind): string =>
  renderToStaticMarkup(<SampleLabel text={sampleWording(kind)} />);
