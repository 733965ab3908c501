import { PageHero } from "../components/PageHero";
import { dueDiligenceLinks } from "../catalog/due-diligence.server";
import { dataSurveysPage as content } from "../content/marketing";
import { simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { FeatureGrid } from "../sections/marketing/FeatureGrid";
import { MetricGrid } from "../sections/marketing/MetricGrid";
import { ProcessSteps } from "../sections/marketing/ProcessSteps";
import { DueDiligenceCard } from "../sections/diligence/DocumentParts";
import type { Route } from "./+types/data-surveys";

const page = simplePages.dataSurveys;

/** Build time only: the due-diligence pages beside the heading (decision 0902). */
export const loader = () => ({ diligence: dueDiligenceLinks() });

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function DataSurveysRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={<DueDiligenceCard {...loaderData.diligence} />}
      />
      <FeatureGrid id="data-capabilities-heading" {...content.capabilities} />
      <ProcessSteps id="data-process-heading" {...content.process} />
      <MetricGrid id="data-metrics-heading" {...content.metrics} />
      <CtaBand id="data-closing-heading" {...content.closing} />
    </>
  );
}
