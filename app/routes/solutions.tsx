import { KeyFigures } from "../components/KeyFigures";
import { PageHero } from "../components/PageHero";
import { stats } from "../content/home";
import { solutionsPage as content } from "../content/marketing";
import { simplePages } from "../content/pages";
import { seo } from "../meta/seo";
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
        aside={
          <KeyFigures
            label={stats.heading}
            items={stats.items.map((s) => ({ value: `${s.value}${s.suffix}`, label: s.label }))}
          />
        }
      />
      <SolutionCards />
      <CtaBand id="solutions-closing-heading" {...content.closing} />
    </>
  );
}
