import { KeyFigures } from "../components/KeyFigures";
import { PageHero } from "../components/PageHero";
import { loadQualityPage, paragraphs } from "../catalog/due-diligence.server";
import { QUALITY_PATH } from "../content/due-diligence-pages";
import { shown } from "../lib/content-preview";
import { seo } from "../meta/seo";
import { QualityDocument } from "../sections/diligence/QualityDocument";
import type { Route } from "./+types/quality-and-data-protection";

/** Runs at build time only: the page's YAML file, checked, as this page's data (decision 0901). */
export const loader = () => {
  const { sections, ...doc } = loadQualityPage();
  return {
    ...doc,
    sections: sections.map((section) => ({
      id: section.id,
      heading: section.heading,
      text: paragraphs(section.text),
      // A claim still to confirm is left out of a production build (decision 0805).
      items: (section.items ?? []).filter(shown),
      figures: section.figures ?? null,
      links: section.links ?? [],
    })),
  };
};

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({ title: loaderData.title, description: loaderData.description, path: QUALITY_PATH })
    : [];

export default function QualityRoute({ loaderData: doc }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={doc.eyebrow}
        title={doc.heading}
        lead={doc.lead}
        aside={<KeyFigures label={doc.keyFigures.label} items={doc.keyFigures.items} />}
      />
      <QualityDocument {...doc} />
    </>
  );
}
