import { PageHero } from "../components/PageHero";
import { contactPage } from "../content/contact";
import { seo } from "../meta/seo";
import { deferred } from "../lib/deferred";
import { organizationJsonLd } from "../meta/structured-data";

// Below the hero: hydrated after it (app/lib/deferred.tsx).
const ContactDetails = deferred(
  () => import("../sections/contact/ContactDetails"),
  (m) => m.ContactDetails,
);
const ContactForm = deferred(
  () => import("../sections/contact/ContactForm"),
  (m) => m.ContactForm,
);
const OfficesSection = deferred(
  () => import("../sections/contact/OfficesSection"),
  (m) => m.OfficesSection,
);

const page = contactPage;

export const meta = () =>
  seo({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [organizationJsonLd()],
  });

export default function ContactRoute() {
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.heading} lead={page.hero.lead} />
      <div className="container-page grid gap-6 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:items-start lg:gap-8">
        <ContactDetails />
        <ContactForm />
      </div>
      <OfficesSection />
    </>
  );
}
