import { BannerPair } from "../components/Banner";
import { Reveal } from "../components/Reveal";
import { Link } from "react-router";
import { SectionHeading } from "../components/SectionHeading";
import { aboutPage } from "../content/about";
import { associations } from "../content/associations";
import { seo } from "../meta/seo";
import { AboutHero } from "../sections/about/AboutHero";
import { LogoWall } from "../sections/about/LogoWall";
import { ServicesIntro } from "../sections/about/ServicesIntro";
import { TeamSection } from "../sections/about/TeamSection";
import { ValuesList } from "../sections/about/ValuesList";
import { aboutTeam } from "../catalog/people.server";
import type { Route } from "./+types/about";

const page = aboutPage;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

/**
 * Runs at build time only (the page is prerendered): the people it shows travel as this page's
 * data, so no page's JavaScript carries people.yaml (decision 0906).
 */
export const loader = () => ({ team: aboutTeam() });

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <AboutHero team={loaderData.team} />
      <ServicesIntro />
      <section aria-labelledby="about-values" className="bg-sand-100 py-12 sm:py-24">
        <div className="container-page">
          <SectionHeading
            id="about-values"
            eyebrow={page.values.eyebrow}
            title={page.values.heading}
            lead={page.values.lead}
          />
          <div className="mt-8 sm:mt-10">
            <ValuesList values={page.values.items} />
          </div>
        </div>
      </section>
      <TeamSection team={loaderData.team} />
      <Reveal
        as="section"
        aria-labelledby="about-associations"
        className="container-page pt-4 pb-2 sm:pt-8 sm:pb-4"
      >
        {/* On the paper ground between the team and the banners, each with its own padding:
            a full band's padding left 160 px of nothing above the banners (a review, 0968). */}
        <SectionHeading
          id="about-associations"
          eyebrow={page.associations.eyebrow}
          title={page.associations.heading}
          lead={page.associations.lead}
        />
        <div className="mt-8 sm:mt-10">
          <LogoWall associations={associations} />
        </div>
        <p className="mt-8 flex flex-wrap items-baseline gap-x-6 gap-y-2 text-ink-700">
          <span>{page.associations.standardsLabel}</span>
          {page.associations.standardsLinks.map((link) => (
            <Link
              discover="none"
              key={link.to}
              to={link.to}
              className="font-semibold text-teal-700 underline-offset-4 hover:underline"
            >
              {link.label}
            </Link>
          ))}
        </p>
      </Reveal>
      <BannerPair
        first={{ headingId: "about-careers-banner", ...page.careersBanner }}
        second={{ headingId: "about-contact-banner", ...page.contactBanner }}
      />
    </>
  );
}
