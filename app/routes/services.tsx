import { Banner } from "../components/Banner";
import { servicesHeroProofHtml } from "../catalog/hero-proof.server";
import { PageHero } from "../components/PageHero";
import { servicesIndex } from "../content/service-pages";
import { seo } from "../meta/seo";
import type { Route } from "./+types/services";
import { ServiceCardGrid } from "../sections/services/ServiceCardGrid";

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
      <Banner headingId="services-contact-banner" tone="light" {...page.contactBanner} />
    </>
  );
}
