import { homeMeta } from "../content/home";
import { seo } from "../lib/seo";
import { AboutBlock } from "../sections/home/AboutBlock";
import { HeroSection } from "../sections/home/HeroSection";
import { IndustriesStrip } from "../sections/home/IndustriesStrip";
import { ServicesGrid } from "../sections/home/ServicesGrid";
import { SplitSlideshow } from "../sections/home/SplitSlideshow";
import { StatsBand } from "../sections/home/StatsBand";
import { WhatWeDo } from "../sections/home/WhatWeDo";
import { WhyChooseUs } from "../sections/home/WhyChooseUs";

export const meta = () =>
  seo({ title: homeMeta.title, description: homeMeta.description, path: homeMeta.path });

/** Home: the specification's eight sections, in its order. */
export default function HomeRoute() {
  return (
    <>
      <HeroSection />
      <StatsBand />
      <AboutBlock />
      <ServicesGrid />
      <WhatWeDo />
      <WhyChooseUs />
      <SplitSlideshow />
      <IndustriesStrip />
    </>
  );
}
