import { PageHero } from "../components/PageHero";
import { dataSurveysPage as content } from "../content/marketing";
import { simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { CtaBand } from "../sections/marketing/CtaBand";
import { FeatureGrid } from "../sections/marketing/FeatureGrid";
import { MetricGrid } from "../sections/marketing/MetricGrid";
import { ProcessSteps } from "../sections/marketing/ProcessSteps";

const page = simplePages.dataSurveys;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function DataSurveysRoute() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead} />
      <FeatureGrid id="data-capabilities-heading" {...content.capabilities} />
      <ProcessSteps id="data-process-heading" {...content.process} />
      <MetricGrid id="data-metrics-heading" {...content.metrics} />
      <CtaBand id="data-closing-heading" {...content.closing} />
    </>
  );
}
