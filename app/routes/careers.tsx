import { Banner } from "../components/Banner";
import { careersPage } from "../content/careers";
import { careersRoles } from "../catalog/role-pages.server";
import { seo } from "../meta/seo";
import { Benefits } from "../sections/careers/Benefits";
import { CareersHero } from "../sections/careers/CareersHero";
import { HowToApply } from "../sections/careers/HowToApply";
import { OpenRoles } from "../sections/careers/OpenRoles";
import type { Route } from "./+types/careers";

const page = careersPage;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

/**
 * Runs at build time only (the page is prerendered): the open roles and their words travel as
 * this page's data, so no page's JavaScript carries them (decision 0907).
 */
export const loader = () => careersRoles();

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CareersHero />
      <Benefits />
      <OpenRoles {...loaderData} />
      <HowToApply />
      <Banner headingId="careers-contact-banner" tone="light" {...page.contactBanner} />
    </>
  );
}
