import { PageHero } from "../components/PageHero";
import { loadEsomar37, paragraphs } from "../catalog/due-diligence.server";
import { ESOMAR_37_PATH } from "../content/due-diligence-pages";
import { slugify } from "../lib/slug";
import { seo } from "../meta/seo";
import { EsomarAnswers } from "../sections/diligence/EsomarAnswers";
import { DocumentStatus } from "../sections/diligence/ReviewNote";
import type { Route } from "./+types/esomar-37-questions";

/**
 * Runs at build time only (the page is prerendered): the answers are read from their YAML file
 * and checked there, and travel as this page's data (docs/decisions/0901).
 */
export const loader = () => {
  const { sections, ...doc } = loadEsomar37();
  let number = 0;
  return {
    ...doc,
    sections: sections.map((section) => ({
      id: slugify(section.title),
      title: section.title,
      questions: section.questions.map((q) => {
        number += 1;
        return {
          number,
          id: `question-${number}`,
          short: q.short,
          question: q.question,
          answer: paragraphs(q.answer),
          list: q.list ?? [],
          toConfirm: q.toConfirm ?? null,
        };
      }),
    })),
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({ title: loaderData.title, description: loaderData.description, path: ESOMAR_37_PATH })
    : [];

export default function Esomar37Route({ loaderData: doc }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={doc.eyebrow}
        title={doc.heading}
        lead={doc.lead}
        aside={
          <DocumentStatus
            label={doc.statusLabel}
            source={doc.edition}
            reviewedLabel={doc.reviewedLabel}
            reviewed={doc.reviewed}
            notice={doc.notice}
          />
        }
      />
      <EsomarAnswers {...doc} />
    </>
  );
}
