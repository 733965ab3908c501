import { Banner } from "../components/Banner";
import { KeyFigures } from "../components/KeyFigures";
import { PageHero } from "../components/PageHero";
import { stats } from "../content/home";
import { servicePageChrome, servicesIndex } from "../content/service-pages";
import { seo } from "../meta/seo";
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
        aside={
          <KeyFigures
            label={stats.heading}
            items={stats.items.map((s) => ({ value: `${s.value}${s.suffix}`, label: s.label }))}
          />
        }
      />
      <section aria-labelledby="services-list-label" className="container-page py-14 sm:py-20">
        <ServiceCardGrid />
      </section>
      <Banner headingId="services-contact-banner" {...servicePageChrome.contactBanner} />
    </>
  );
}
