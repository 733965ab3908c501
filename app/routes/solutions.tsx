import { PageHero } from "../components/PageHero";
import { solutionsPage as content } from "../content/marketing";
import { simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { StatsKeyFigures } from "../sections/marketing/StatsKeyFigures";
import { CtaBand } from "../sections/marketing/CtaBand";
import { SolutionCards } from "../sections/marketing/SolutionCards";

const page = simplePages.solutions;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function SolutionsRoute() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={<StatsKeyFigures />}
      />
      <SolutionCards />
      <CtaBand id="solutions-closing-heading" {...content.closing} />
    </>
  );
}
