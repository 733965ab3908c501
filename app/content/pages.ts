/**
 * Copy for the simpler pages (headings, placeholders). Rich pages have their own modules; the
 * 404 page's copy is in not-found.ts, the error page's in error-pages.ts.
 */
export interface SimplePage {
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  lead: string;
}

export const simplePages = {
  caseStudies: {
    path: "/case-studies",
    title: "Case Studies",
    description:
      "Client case studies from Northfield Insights are being prepared for publication. Read our published case studies in the Resource Center.",
    eyebrow: "Case studies",
    heading: "Case Studies",
    lead: "A fuller library of client stories is being prepared with the clients concerned. Meanwhile, three anonymised case studies are published in our Resource Center.",
  },
  clients: {
    path: "/clients",
    title: "Clients",
    description:
      "Northfield Insights works with consumer brands, financial institutions, healthcare companies, technology firms and non-profits.",
    eyebrow: "Clients",
    heading: "Our Clients",
    lead: "Most of our clients ask us not to name them, and we honour that. A page of client stories, shared with their permission, is in preparation.",
  },
  privacy: {
    path: "/privacy-policy",
    title: "Privacy Policy and Terms",
    description:
      "How Northfield Insights handles personal data, and the terms of use of this website.",
    eyebrow: "Legal",
    heading: "Privacy Policy and Terms of Use",
    lead: "How we handle personal data when you visit this website or contact us, and the terms that apply to using the site.",
  },
  dataSurveys: {
    path: "/data-surveys",
    title: "Data & Surveys",
    description:
      "Survey programming, multi-mode fieldwork, data processing and quality control from Northfield Insights: clean, analysis-ready data in 100+ countries.",
    eyebrow: "Data collection",
    heading: "Data & Surveys",
    lead: "From questionnaire to clean data file: survey programming, multi-mode fieldwork and data processing, with fraud and bot detection for 99.9%+ clean data.",
  },
  solutions: {
    path: "/solutions",
    title: "Solutions",
    description:
      "Research solutions for pricing, brand, product, customer experience, segmentation and healthcare launch decisions.",
    eyebrow: "Solutions",
    heading: "Research Solutions",
    lead: "Proven research programmes for the decisions our clients make most often, each adapted to your market, audience and timeline.",
  },
} satisfies Record<string, SimplePage>;

/** A card that links onward (placeholder pages). */
export interface OnwardLink {
  title: string;
  text: string;
  to: string;
  cta: string;
}

export const caseStudiesPlaceholder = {
  notice: "This page is a placeholder while client-approved stories are prepared.",
  onwardHeading: "Where to go from here",
  links: [
    {
      title: "Published case studies",
      text: "Pricing, packaging and product-roadmap studies, anonymised and told from challenge to result.",
      to: "/resources/case-studies",
      cta: "Read the case studies",
    },
    {
      title: "Industries we serve",
      text: "What a typical engagement looks like in your sector, with expected outcomes and steps.",
      to: "/industries",
      cta: "Explore industries",
    },
    {
      title: "Ask for a reference",
      text: "We can put you in touch with a client in your sector, with their agreement.",
      to: "/contact",
      cta: "Contact us",
    },
  ] satisfies OnwardLink[],
} as const;

export const clientsPlaceholder = {
  notice: "This page is a placeholder; a client list shared with permission will follow.",
  sectorsHeading: "Who we work with",
  sectors: [
    "Global consumer brands and retailers",
    "Banks, insurers and fintechs",
    "Pharmaceutical and medical-device companies",
    "Technology, media and telecom firms",
    "Restaurant and hospitality groups",
    "Utilities and public bodies",
    "Charities and foundations",
    "Research agencies and consultancies",
  ],
  onwardHeading: "See the work",
  links: [
    {
      title: "Case studies",
      text: "Three anonymised studies from our Resource Center, told from challenge to result.",
      to: "/resources/case-studies",
      cta: "Read the case studies",
    },
    {
      title: "Talk to us",
      text: "Tell us about your decision; a senior researcher replies within one business day.",
      to: "/contact",
      cta: "Contact us",
    },
  ] satisfies OnwardLink[],
} as const;

/** /services/custom-hybrid (the home card's link) moved to /services/custom. Servers answer
 *  301 (server/site-config.mjs); the prerendered page covers static hosts and no-JS visitors. */
export const customHybridRedirect = {
  from: "/services/custom-hybrid",
  to: "/services/custom",
  title: "Custom & Hybrid Studies",
  description: "Custom & Hybrid Studies now live at /services/custom.",
  eyebrow: "Page moved",
  heading: "Custom & Hybrid Studies",
  linkLabel: "Continue to Custom & Hybrid Studies",
} as const;
