/**
 * Build time only: the sample label as HTML (decision 0910), for the loaders of pages that place
 * it. Rendered here, so its component and classes ride in no page's script: the pages place the
 * HTML as it is.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { SampleLabel } from "../components/SampleLabel";
import { sampleWording } from "./charts.server";

/** The one sample wording (content-status.yaml, decision 0805) set as the quiet label. */
export const sampleLabelHtml = (): string =>
  renderToStaticMarkup(<SampleLabel text={sampleWording()} />);
