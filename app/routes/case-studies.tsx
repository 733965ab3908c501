import { PageHero } from "../components/PageHero";
import { StatusMark } from "../components/StatusMark";
import { caseStudiesPlaceholder as content, simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { Notice } from "../sections/marketing/Notice";
import { OnwardLinks } from "../sections/marketing/OnwardLinks";
import { contentPreview } from "../lib/content-preview";

const page = simplePages.caseStudies;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

/** The specification's placeholder page, written as a holding page for visitors: points to the published case studies and to contact. */
export default function CaseStudiesRoute() {
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
      <div className="container-page space-y-12 py-14 sm:py-20">
        <OnwardLinks
          id="case-studies-onward"
          heading={content.onwardHeading}
          links={content.links}
        />
      </div>
    </>
  );
}
