import { homeMeta } from "../content/home";
import { Reveal } from "../components/Reveal";
import { seo } from "../meta/seo";
import { organizationJsonLd } from "../meta/structured-data";
import { AboutBlock } from "../sections/home/AboutBlock";
import { HeroSection } from "../sections/home/HeroSection";
import { IndustriesStrip } from "../sections/home/IndustriesStrip";
import { ServicesGrid } from "../sections/home/ServicesGrid";
import { SplitSlideshow } from "../sections/home/SplitSlideshow";
import { StatsBand } from "../sections/home/StatsBand";
import { WhatWeDo } from "../sections/home/WhatWeDo";
import { WhyChooseUs } from "../sections/home/WhyChooseUs";

export const meta = () =>
  seo({
    title: homeMeta.title,
    description: homeMeta.description,
    path: homeMeta.path,
    jsonLd: [organizationJsonLd()],
  });

/**
 * Home: the specification's eight sections, in its order. Sections below the fold fade in once
 * (Reveal); the hero and the stats band are on screen at load and animate on their own.
 */
export default function HomeRoute() {
  return (
    <>
      <HeroSection />
      <StatsBand />
      <AboutBlock />
      <ServicesGrid />
      <WhatWeDo />
      <WhyChooseUs />
      <Reveal>
        <SplitSlideshow />
      </Reveal>
      <IndustriesStrip />
    </>
  );
}
