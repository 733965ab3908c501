import CircleCheck from "lucide-react/icons/circle-check";
import { clientsProofHtml } from "../catalog/holding-pages.server";
import { PageHero } from "../components/PageHero";
import { StatusMark } from "../components/StatusMark";
import { clientsPlaceholder as content, simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { Notice } from "../sections/marketing/Notice";
import { OnwardLinks } from "../sections/marketing/OnwardLinks";
import { contentPreview } from "../lib/content-preview";
import type { Route } from "./+types/clients";

const page = simplePages.clients;

/** Build time only: the clients' words and results, rendered to HTML (decision 0910). */
export const loader = () => ({ html: clientsProofHtml() });

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

/** The specification's placeholder page, written as a holding page for visitors: the kinds of organisations we serve, and links onward. */
export default function ClientsRoute({ loaderData }: Route.ComponentProps) {
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
        <section aria-labelledby="clients-sectors-heading">
          <h2 id="clients-sectors-heading" className="font-display text-h2 text-ink-950">
            {content.sectorsHeading}
          </h2>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {content.sectors.map((sector) => (
              <li
                key={sector}
                className="flex gap-3 rounded-2xl border border-ink-100 bg-white p-5 text-ink-800"
              >
                <CircleCheck
                  aria-hidden="true"
                  size={20}
                  className="mt-0.5 shrink-0 text-teal-600"
                />
                <span>{sector}</span>
              </li>
            ))}
          </ul>
        </section>
        <OnwardLinks id="clients-onward" heading={content.onwardHeading} links={content.links} />
      </div>
    </>
  );
}
