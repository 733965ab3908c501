import { homeResults } from "../catalog/home-results.server";
import { homeTypicalStudies } from "../catalog/home-services.server";
import { Reveal } from "../components/Reveal";
import { homeMeta } from "../content/home-hero";
import { deferred } from "../lib/deferred";
import { seo } from "../meta/seo";
import { organizationJsonLd } from "../meta/structured-data";
import { HeroSection } from "../sections/home/HeroSection";
import type { Route } from "./+types/home";

// Below the fold: hydrated after the hero (app/lib/deferred.tsx).
const StatsBand = deferred(
  () => import("../sections/home/StatsBand"),
  (m) => m.StatsBand,
);
const ResultsBand = deferred(
  () => import("../sections/home/ResultsBand"),
  (m) => m.ResultsBand,
);
const AboutBlock = deferred(
  () => import("../sections/home/AboutBlock"),
  (m) => m.AboutBlock,
);
const ServicesGrid = deferred(
  () => import("../sections/home/ServicesGrid"),
  (m) => m.ServicesGrid,
);
const WhatWeDo = deferred(
  () => import("../sections/home/WhatWeDo"),
  (m) => m.WhatWeDo,
);
const WhyChooseUs = deferred(
  () => import("../sections/home/WhyChooseUs"),
  (m) => m.WhyChooseUs,
);
const SplitSlideshow = deferred(
  () => import("../sections/home/SplitSlideshow"),
  (m) => m.SplitSlideshow,
);
const IndustriesStrip = deferred(
  () => import("../sections/home/IndustriesStrip"),
  (m) => m.IndustriesStrip,
);
const ClosingBand = deferred(
  () => import("../sections/home/ClosingBand"),
  (m) => m.ClosingBand,
);

/** Build time only: the newest case studies' results and each service's typical study. */
export const loader = () => ({ ...homeResults(), typical: homeTypicalStudies() });

export const meta = () =>
  seo({
    title: homeMeta.title,
    description: homeMeta.description,
    path: homeMeta.path,
    jsonLd: [organizationJsonLd()],
  });

/**
 * Home: the specification's eight sections, in its order and unbroken, then the case studies'
 * results (issue 39; decisions 0978, 0980: nothing of ours between the specification's sections)
 * and a closing band that asks a buyer to start a project (decision 0938). Sections below the
 * fold fade in once (Reveal); the stats band counts up on its own when it comes into view.
 */
export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <HeroSection />
      <StatsBand />
      <AboutBlock />
      <ServicesGrid typical={loaderData.typical} />
      <WhatWeDo />
      <WhyChooseUs />
      <Reveal>
        <SplitSlideshow />
      </Reveal>
      <IndustriesStrip />
      <ResultsBand {...loaderData} />
      <ClosingBand />
    </>
  );
}
