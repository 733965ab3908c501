/**
 * Copy for the simpler pages (headings, placeholders, 404). Rich pages have their own modules.
 */
export interface SimplePage {
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
}

export const notFoundPage = {
  title: "Page not found",
  description: "The page you asked for does not exist.",
  code: "404",
  heading: "Oops! Page not found",
  lead: "The page you are looking for may have moved, or the address may be mistyped.",
  homeLink: { label: "Return to Home", to: "/" },
  consoleMessage: "404: page not found:",
} as const;

export const errorPage = {
  eyebrow: "Something went wrong",
  title: "We could not show this page",
  lead: "Please reload the page or return to the home page.",
} as const;

export const simplePages = {
  caseStudies: {
    path: "/case-studies",
    title: "Case Studies",
    description: "Client case studies from Northfield Insights are being prepared for publication.",
    eyebrow: "Case studies",
    heading: "Case Studies",
    lead: "Detailed client stories are coming soon. Meanwhile, our Resource Center holds three published case studies.",
  },
  clients: {
    path: "/clients",
    title: "Clients",
    description: "The brands, agencies and institutions Northfield Insights works with.",
    eyebrow: "Clients",
    heading: "Our Clients",
    lead: "A list of the organisations we work with is coming soon.",
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy and Terms",
    description:
      "How Northfield Insights handles personal data, and the terms of use of this website.",
    eyebrow: "Legal",
    heading: "Privacy Policy and Terms",
    lead: "This placeholder text will be replaced by the firm's reviewed privacy policy and terms of use.",
  },
  dataSurveys: {
    path: "/data-surveys",
    title: "Data & Surveys",
    description: "Survey programming, fieldwork and data processing from Northfield Insights.",
    eyebrow: "Data collection",
    heading: "Data & Surveys",
    lead: "Survey programming, multi-mode fieldwork and clean, analysis-ready data.",
  },
  solutions: {
    path: "/solutions",
    title: "Solutions",
    description:
      "Research solutions for pricing, brand, product and customer experience decisions.",
    eyebrow: "Solutions",
    heading: "Research Solutions",
    lead: "Packaged research programmes for the decisions our clients make most often.",
  },
} satisfies Record<string, SimplePage>;

/** Headings of the rich pages until their own content modules land. */
export const stubPages = {
  home: {
    path: "/",
    title: "Northfield Insights",
    description:
      "Full-service market research and data collection: quantitative, qualitative, panels and sampling, and custom hybrid studies in 100+ countries.",
    eyebrow: "Market research & data collection",
    heading: "We Decode Minds, Markets, and Moments",
    lead: "Full-service research for B2B, B2C and healthcare decisions.",
  },
  about: {
    path: "/about",
    title: "About Us",
    description: "Our story, mission and vision, and the associations we belong to.",
    eyebrow: "About us",
    heading: "About Northfield Insights",
    lead: "Our story, mission and vision.",
  },
  services: {
    path: "/services",
    title: "Services",
    description: "Quantitative, qualitative, panels and sampling, and custom hybrid research.",
    eyebrow: "Services",
    heading: "Our Services",
    lead: "Four ways we help you decide with confidence.",
  },
  industries: {
    path: "/industries",
    title: "Industries",
    description: "The industries we research, and what each engagement delivers.",
    eyebrow: "Industries",
    heading: "Industries We Serve",
    lead: "Sector knowledge behind every study.",
  },
  resources: {
    path: "/resources",
    title: "Resource Center",
    description: "Panel books, guide books, case studies and articles.",
    eyebrow: "Resources",
    heading: "Resource Center",
    lead: "Panel books, guide books, case studies and articles.",
  },
  careers: {
    path: "/careers",
    title: "Careers",
    description: "Join Northfield Insights.",
    eyebrow: "Careers",
    heading: "Careers at Northfield Insights",
    lead: "Build research that matters.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description: "Talk to a researcher. We reply within one business day.",
    eyebrow: "Contact",
    heading: "Contact Us",
    lead: "We reply within one business day.",
  },
} satisfies Record<string, SimplePage>;
