import { clientSectorsHtml, clientsProofHtml } from "../catalog/holding-pages.server";
import { PageHero } from "../components/PageHero";
import { StatusMark } from "../components/StatusMark";
import { clientsPlaceholder as content, simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { Notice } from "../sections/marketing/Notice";
import { OnwardLinks } from "../sections/marketing/OnwardLinks";
import { contentPreview } from "../lib/content-preview";
import type { Route } from "./+types/clients";

const page = simplePages.clients;

/**
 * Build time only: the clients' words and results (decision 0910) and the kinds of client by
 * sector (decision 0912), rendered to HTML.
 */
export const loader = () => ({ html: clientsProofHtml(), sectors: clientSectorsHtml() });

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

/** The specification's placeholder page, written as a holding page for visitors: what clients said, the kinds of organisations we serve, and links onward. */
export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={
          <div>
            <Notice action={content.noticeAction}>{content.notice}</Notice>
            {contentPreview && <StatusMark status={content.status} />}
          </div>
        }
      />
      <div className="container-page space-y-16 py-14 sm:space-y-20 sm:py-20">
        {loaderData.html && <div dangerouslySetInnerHTML={{ __html: loaderData.html }} />}
        <div dangerouslySetInnerHTML={{ __html: loaderData.sectors }} />
        <OnwardLinks id="clients-onward" heading={content.onwardHeading} links={content.links} />
      </div>
    </>
  );
}
