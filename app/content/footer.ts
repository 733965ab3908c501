import { resourceSections } from "./resources";
import { services } from "./services";

/*
 * The footer's copy, apart from content/navigation.ts: only the deferred footer imports it, so
 * the Resource Center's section copy it lists loads after the top of the page (decision 0501).
 */

export interface FooterColumn {
  heading: string;
  links: readonly { label: string; to: string }[];
}

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: "Services",
    links: [
      ...services.map((s) => ({ label: s.title, to: s.path })),
      { label: "All services", to: "/services" },
    ],
  },
  {
    heading: "Company",
    links: [
      { label: "About Us", to: "/about" },
      { label: "Industries", to: "/industries" },
      { label: "Clients", to: "/clients" },
      { label: "Case Studies", to: "/case-studies" },
      { label: "Careers", to: "/careers" },
      { label: "Contact Us", to: "/contact" },
    ],
  },
  {
    heading: "Resources",
    links: [
      { label: "Resource Center", to: "/resources" },
      // The resource case-study library is reached from the Resource Center; the footer's
      // "Case Studies" (Company) is /case-studies, so the label is not repeated here.
      ...resourceSections
        .filter((s) => s.kind !== "case-studies")
        .map((s) => ({ label: s.title, to: s.path })),
      { label: "Data & Surveys", to: "/data-surveys" },
      { label: "Solutions", to: "/solutions" },
      { label: "Sample size calculator", to: "/tools/sample-size" },
    ],
  },
];

export const footerLegal = {
  privacy: { label: "Privacy Policy", to: "/privacy-policy" },
  blurb:
    "Full-service market research and data collection: quantitative, qualitative, panels and sampling, and custom hybrid studies in 100+ countries.",
  socialHeading: "Follow us",
  rights: "All rights reserved.",
} as const;
