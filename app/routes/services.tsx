import { Banner } from "../components/Banner";
import { PageHero } from "../components/PageHero";
import { servicePageChrome, servicesIndex } from "../content/service-pages";
import { seo } from "../meta/seo";
import { StatsKeyFigures } from "../sections/marketing/StatsKeyFigures";
import { ServiceCardGrid } from "../sections/services/ServiceCardGrid";

const page = servicesIndex;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function ServicesRoute() {
  return (
    <>
      <PageHero
        eyebrow={page.eyebrow}
        title={page.heading}
        lead={page.lead}
        aside={<StatsKeyFigures />}
      />
      <section aria-labelledby="services-list-label" className="container-page py-14 sm:py-20">
        <ServiceCardGrid />
      </section>
      <Banner headingId="services-contact-banner" {...servicePageChrome.contactBanner} />
    </>
  );
}
