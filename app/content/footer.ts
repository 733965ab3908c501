import data from "./data/footer.yaml";
import { resourceSections } from "./resources";
import { services } from "./services";

/*
 * The footer's copy (app/content/data/footer.yaml), apart from content/navigation.ts: only the
 * deferred footer imports it, so the Resource Center's section copy it lists loads after the
 * top of the page (decision 0501).
 */

export interface FooterColumn {
  heading: string;
  links: readonly { label: string; to: string }[];
}

const copy = data;

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: copy.services.heading,
    links: [...services.map((s) => ({ label: s.title, to: s.path })), ...copy.services.links],
  },
  copy.company,
  {
    heading: copy.resources.heading,
    links: [
      copy.resources.center,
      // The resource case-study library is reached from the Resource Center; the footer's
      // "Case Studies" (Company) is /case-studies, so the label is not repeated here.
      ...resourceSections
        .filter((s) => s.kind !== "case-studies")
        .map((s) => ({ label: s.title, to: s.path })),
      ...copy.resources.links,
    ],
  },
];

export const footerLegal = copy.footerLegal;
