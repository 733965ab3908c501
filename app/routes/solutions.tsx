import { solutionsHeroProofHtml } from "../catalog/hero-proof.server";
import { PageHero } from "../components/PageHero";
import { solutionsPage as content } from "../content/marketing";
import { simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import type { Route } from "./+types/solutions";
import { CtaBand } from "../sections/marketing/CtaBand";
import { SolutionCards } from "../sections/marketing/SolutionCards";

const page = simplePages.solutions;

/** Build time only: the hero's own proof, rendered to HTML (decision 0911). */
export const loader = () => ({ proof: solutionsHeroProofHtml() });

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function SolutionsRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={<div dangerouslySetInnerHTML={{ __html: loaderData.proof }} />}
      />
      <SolutionCards />
      <CtaBand id="solutions-closing-heading" {...content.closing} />
    </>
  );
}
