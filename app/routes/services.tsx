import { Banner } from "../components/Banner";
import { servicesHeroProofHtml } from "../catalog/hero-proof.server";
import { PageHero } from "../components/PageHero";
import { servicesIndex } from "../content/service-pages";
import { seo } from "../meta/seo";
import type { Route } from "./+types/services";
import { ServiceCardGrid } from "../sections/services/ServiceCardGrid";
import { OnwardLinks } from "../sections/marketing/OnwardLinks";

const page = servicesIndex;

/** Build time only: the hero's own proof, rendered to HTML (decision 0911). */
export const loader = () => ({ proof: servicesHeroProofHtml() });

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function ServicesRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={<div dangerouslySetInnerHTML={{ __html: loaderData.proof }} />}
      />
      <section aria-labelledby="services-list-label" className="container-page py-14 sm:py-20">
        <ServiceCardGrid />
      </section>
      {/* The same offer by decision, by data collection and by sector, so /services is the hub
          of the pages the footer also lists (decision 0978). */}
      <div className="container-page pb-14 sm:pb-20">
        <OnwardLinks id="services-other-ways" {...page.otherWays} />
      </div>
      <Banner headingId="services-contact-banner" tone="light" {...page.contactBanner} />
    </>
  );
}
