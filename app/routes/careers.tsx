import { careersPage } from "../content/careers";
import { careersLifeHtml } from "../catalog/careers-life.server";
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
 * this page's data, so no page's JavaScript carries them (decision 0907); so do the sections on
 * working here and hiring, as HTML (decision 0916).
 */
export const loader = () => ({ roles: careersRoles(), ...careersLifeHtml() });

export default function CareersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <CareersHero
        rolesLink={loaderData.roles.roles.length > 0 ? loaderData.roles.copy.heroLink : undefined}
      />
      <Benefits />
      {/* What working here is like (decision 0916): HTML from the build. */}
      <div dangerouslySetInnerHTML={{ __html: loaderData.lifeHtml }} />
      <OpenRoles {...loaderData.roles} />
      {/* How hiring goes and who hires, then how to apply, then the closing banner: roles,
          process, the call to act (decision 0968). HTML from the build (0916). */}
      <div dangerouslySetInnerHTML={{ __html: loaderData.hiringHtml }} />
      <HowToApply />
      <div dangerouslySetInnerHTML={{ __html: loaderData.closingHtml }} />
    </>
  );
}
