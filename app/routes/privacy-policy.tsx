import { PageHero } from "../components/PageHero";
import { simplePages } from "../content/pages";
import { seo } from "../meta/seo";
import { LegalDocument } from "../sections/legal/LegalDocument";

const page = simplePages.privacy;

export const meta = () =>
  seo({ title: page.title, description: page.description, path: page.path });

export default function PrivacyPolicyRoute() {
  return (
    <>
      <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead} />
      <LegalDocument />
    </>
  );
}
