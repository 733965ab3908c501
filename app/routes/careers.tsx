import { Banner } from "../components/Banner";
import { careersPage } from "../content/careers";
import { seo } from "../meta/seo";
import { Benefits } from "../sections/careers/Benefits";
import { CareersHero } from "../sections/careers/CareersHero";
import { HowToApply } from "../sections/careers/HowToApply";

const page = careersPage;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function CareersRoute() {
  return (
    <>
      <CareersHero />
      <Benefits />
      <HowToApply />
      <Banner headingId="careers-contact-banner" tone="light" {...page.contactBanner} />
    </>
  );
}
