import { industriesPage as page } from "../content/industries";
import { seo } from "../meta/seo";
import { IndustriesHero } from "../sections/industries/IndustriesHero";
import { IndustryExplorer } from "../sections/industries/IndustryExplorer";
import { IndustryValues } from "../sections/industries/IndustryValues";
import { CtaBand } from "../sections/marketing/CtaBand";

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function IndustriesRoute() {
  return (
    <>
      <IndustriesHero />
      <IndustryValues />
      <IndustryExplorer />
      <CtaBand id="industries-closing-heading" {...page.closing} />
    </>
  );
}
