import { Banner } from "../components/Banner";
import { KeyFigures } from "../components/KeyFigures";
import { PageHero } from "../components/PageHero";
import { sampleSizePage as page } from "../content/sample-size";
import { seo } from "../meta/seo";
import { FormulaNotes } from "../sections/tools/FormulaNotes";
import { ReferenceTable } from "../sections/tools/ReferenceTable";
import { SampleSizeCalculator } from "../sections/tools/SampleSizeCalculator";

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function SampleSizeRoute() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={
          // From 1024 px only: on a phone the calculator follows the heading at once.
          <div className="hidden lg:block">
            <KeyFigures label={page.keyFigures.label} items={page.keyFigures.items} />
          </div>
        }
      />
      <SampleSizeCalculator />
      <ReferenceTable />
      <FormulaNotes />
      <Banner headingId="sample-size-contact-banner" tone="light" {...page.closing} />
    </>
  );
}
