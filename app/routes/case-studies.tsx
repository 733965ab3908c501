import { caseStudiesProofHtml } from "../catalog/holding-pages.server";
import { PageHero } from "../components/PageHero";
import { StatusMark } from "../components/StatusMark";
import { caseStudiesPlaceholder as content, simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { Notice } from "../sections/marketing/Notice";
import { OnwardLinks } from "../sections/marketing/OnwardLinks";
import { contentPreview } from "../lib/content-preview";
import type { Route } from "./+types/case-studies";

const page = simplePages.caseStudies;

/** Build time only: the case studies' results, rendered to HTML (decision 0910). */
export const loader = () => ({ html: caseStudiesProofHtml() });

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

/** The specification's placeholder page, written as a holding page for visitors: points to the published case studies and to contact. */
export default function CaseStudiesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={
          <div>
            <Notice>{content.notice}</Notice>
            {contentPreview && <StatusMark status={content.status} />}
          </div>
        }
      />
      <div className="container-page space-y-16 py-14 sm:space-y-20 sm:py-20">
        {loaderData.html && <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />}
        <OnwardLinks
          id="case-studies-onward"
          heading={content.onwardHeading}
          links={content.links}
        />
      </div>
    </>
  );
}
