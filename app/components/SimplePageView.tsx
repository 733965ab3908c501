import type { SimplePage } from "../content/pages";
import { PageHero } from "./PageHero";

export function SimplePageView({ page }: { page: SimplePage }) {
  return <PageHero eyebrow={page.eyebrow} title={page.heading} lead={page.lead} />;
}
