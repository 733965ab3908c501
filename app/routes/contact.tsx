import { PageHero } from "../components/PageHero";
import { dueDiligenceLinks } from "../catalog/due-diligence.server";
import { DueDiligenceCard } from "../sections/diligence/DocumentParts";
import type { Route } from "./+types/contact";
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

/** Build time only: the due-diligence pages beside the heading (decision 0902). */
export const loader = () => ({ diligence: dueDiligenceLinks() });

export const meta = () =>
  seo({
    title: page.title,
    description: page.description,
    path: page.path,
    jsonLd: [organizationJsonLd({ offices: true })],
  });

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={page.hero.eyebrow}
        title={page.hero.heading}
        lead={page.hero.lead}
        aside={
          // Beside the heading only: on a phone the contact details come first.
          <div className="hidden lg:block">
            <DueDiligenceCard {...loaderData.diligence} />
          </div>
        }
      />
      <div className="container-page grid gap-6 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.6fr)] lg:items-start lg:gap-8">
        <ContactDetails />
        <ContactForm />
      </div>
      <OfficesSection />
    </>
  );
}
