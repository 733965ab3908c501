/**
 * Build time only: the parts of a service page drawn from content the page's code never needs
 * (decision 0908): its proof (case studies, who leads it, a typical study) and its own section
 * (issue 39), rendered here to HTML that the route places as it is. Neither needs a script, so
 * no page's JavaScript carries their components or their data.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ServiceSlug } from "../content/vocabulary";
import { ServiceProof } from "../sections/services/ServiceProof";
import { ServiceSection } from "../sections/services/ServiceSection";
import { serviceProofFor, serviceSectionFor } from "./service-sections.server";

/** The proof, then the own section, as HTML; empty when the service has neither. */
export function servicePageHtml(slug: ServiceSlug): string {
  const proof = serviceProofFor(slug);
  const own = serviceSectionFor(slug);
  return renderToStaticMarkup(
    <>
      {proof && <ServiceProof slug={slug} proof={proof} />}
      {own && <ServiceSection slug={slug} section={own} />}
    </>,
  );
}
