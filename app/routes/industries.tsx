import { industriesPage as page } from "../content/industries";
import { deferred } from "../lib/deferred";
import { seo } from "../meta/seo";
import { IndustriesHero } from "../sections/industries/IndustriesHero";

// Below the hero: hydrated after it (app/lib/deferred.tsx).
const IndustryValues = deferred(
  () => import("../sections/industries/IndustryValues"),
  (m) => m.IndustryValues,
);
const IndustryExplorer = deferred(
  () => import("../sections/industries/IndustryExplorer"),
  (m) => m.IndustryExplorer,
);
const CtaBand = deferred(
  () => import("../sections/marketing/CtaBand"),
  (m) => m.CtaBand,
);

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
