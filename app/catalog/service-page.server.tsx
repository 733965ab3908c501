/**
 * Build time only: the parts of a service page drawn from content the page's code never needs
 * (decision 0908): its proof (case studies, who leads it, a typical study) and its own section
 * (issue 39), rendered here to HTML that the route places as it is. Neither needs a script, so
 * no page's JavaScript carries their components or their data.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ServiceSlug } from "../content/vocabulary";
import { tagsForData } from "../lib/html-in-data";
import { ServiceProof } from "../sections/services/ServiceProof";
import { ServiceSection } from "../sections/services/ServiceSection";
import { singleQuotedHtml } from "./compact-html.server";
import { serviceProofFor, serviceSectionFor } from "./service-sections.server";

/**
 * The proof, then the own section, as the page's data carries it (app/lib/html-in-data.ts:
 * the route decodes it), attributes single-quoted (compact-html.server.ts): both so the copy in
 * the data costs little beside the page's. Empty when the service has neither.
 */
export function servicePageHtml(slug: ServiceSlug): string {
  const proof = serviceProofFor(slug);
  const own = serviceSectionFor(slug);
  return tagsForData(
    singleQuotedHtml(
      renderToStaticMarkup(
        <>
          {proof && <ServiceProof slug={slug} proof={proof} />}
          {own && <ServiceSection slug={slug} section={own} />}
        </>,
      ),
    ),
  );
}
