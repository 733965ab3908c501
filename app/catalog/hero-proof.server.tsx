/**
 * Build time only: the proof beside the /services and /solutions headings (decision 0911), each
 * page's own: what a study of each service typically takes (the service pages' proof in
 * service-sections.yaml) and one case study's headline result (named by holding-proof.yaml).
 * Rendered here to HTML that the routes place as it is, as the holding pages' proof is
 * (decision 0910): no page's script carries it or its data.
 */
import { HeroResult, TypicalStudies } from "../sections/marketing/HeroProof";
import { serviceSlugs } from "../content/vocabulary";
import { sampleWording } from "./sample-label.server";
import { staticPartHtml as html } from "./compact-html.server";
import { readContentFile } from "./data-files.server";
import { type CatalogItem, catalog } from "./resources-catalog.server";

/** /services: each service's typical timeline and budget, in the services' order. */
export function servicesHeroProofHtml(): string {
  const sections = readContentFile("service-sections");
  const { services } = readContentFile("services");
  const studies = serviceSlugs.flatMap((slug) => {
    const proof = sections[slug]?.proof;
    const service = services.find((s) => s.slug === slug);
    return proof && service ? [{ service: service.title, ...proof }] : [];
  });
  if (studies.length === 0) return "";
  return html(
    <TypicalStudies
      label={sections.proof.typical}
      timelineLabel={sections.proof.timeline}
      budgetLabel={sections.proof.budget}
      studies={studies.map(({ service, timeline, budget }) => ({
        service,
        timeline,
        budget,
      }))}
      {...(studies.some((s) => s.status === "sample")
        ? { sampleNote: sampleWording("figures") }
        : {})}
    />,
  );
}

/** /solutions: the headline result of the case study holding-proof.yaml names; the build refuses another. */
export function solutionsHeroProofHtml(items: readonly CatalogItem[] = catalog): string {
  const proof = readContentFile("holding-proof").solutions;
  const study = items.find((i) => i.section === "case-studies" && i.to === proof.caseStudy);
  if (!study?.result)
    throw new Error(
      `holding-proof.yaml solutions.caseStudy: "${proof.caseStudy}" is not a case study with a result`,
    );
  return html(
    <HeroResult
      label={proof.eyebrow}
      result={study.result}
      title={study.title}
      to={study.to}
      {...(study.detail.status === "sample" ? { sampleNote: sampleWording("caseStudy") } : {})}
    />,
  );
}
