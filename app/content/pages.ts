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

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export const privacyDocument = {
  notice:
    "Placeholder text. This policy and these terms are drafts for layout only and must be reviewed and approved by the firm's legal counsel before publication.",
  updatedLabel: "Last updated",
  updated: "2025-01-15",
  tocLabel: "On this page",
  parts: [
    {
      heading: "Privacy Policy",
      sections: [
        {
          id: "who-we-are",
          heading: "Who we are",
          paragraphs: [
            'Northfield Insights ("we", "us") is a market research and data-collection firm with offices in Gurugram, Dubai, Raleigh and Ipswich. This policy explains how we handle personal data collected through this website. Research participants are covered by the separate privacy notice shown when they join a panel or study.',
          ],
        },
        {
          id: "data-we-collect",
          heading: "Data we collect",
          paragraphs: ["We collect only what we need to run the website and answer you:"],
          list: [
            "Details you send us through the contact form or by e-mail: name, e-mail address, phone number and your message",
            "Applications sent to our careers address, including your CV",
            "Basic technical data needed to deliver pages securely, such as IP address and browser type, kept in server logs",
          ],
        },
        {
          id: "how-we-use-it",
          heading: "How we use it",
          paragraphs: [
            "We use your details to reply to your enquiry, to prepare a proposal you asked for, to assess a job application, and to keep the website secure. Our lawful bases are your consent, steps taken at your request before entering a contract, and our legitimate interest in operating a secure website. We do not sell personal data and we do not use it for automated decision-making.",
          ],
        },
        {
          id: "cookies",
          heading: "Cookies",
          paragraphs: [
            "This website does not set advertising or analytics cookies. If that changes, we will ask for your consent first and update this section.",
          ],
        },
        {
          id: "sharing-and-transfers",
          heading: "Sharing and international transfers",
          paragraphs: [
            "We share data only with service providers who host our website and e-mail, under contracts that require them to protect it. Because our offices are in several countries, your enquiry may be handled by colleagues outside your country; such transfers are protected by standard contractual clauses or equivalent safeguards.",
          ],
        },
        {
          id: "retention",
          heading: "How long we keep it",
          paragraphs: [
            "Enquiries are kept for up to two years after our last contact, unless they lead to a contract. Job applications are kept for twelve months unless you ask us to delete them sooner. Server logs are kept for thirty days.",
          ],
        },
        {
          id: "your-rights",
          heading: "Your rights",
          paragraphs: [
            "Depending on where you live, you may have the right to access, correct, delete or restrict the use of your personal data, to object to its use, and to receive a copy in a portable format. You can also complain to your local data-protection authority. To exercise a right, e-mail us; we respond within one month.",
          ],
        },
        {
          id: "security",
          heading: "Security",
          paragraphs: [
            "We protect personal data with encryption in transit, access controls and staff training, and our information-security management follows recognised international standards.",
          ],
        },
      ],
    },
    {
      heading: "Terms of Use",
      sections: [
        {
          id: "using-this-site",
          heading: "Using this website",
          paragraphs: [
            "This website is provided for information about our services. By using it you agree to these terms. You may view, download and print pages for your own reference, but you may not copy content for commercial use without our written permission.",
          ],
        },
        {
          id: "content-and-accuracy",
          heading: "Content and accuracy",
          paragraphs: [
            "We take care to keep the information on this site accurate, but it is general information, not advice for a specific decision. Figures quoted in case studies and articles describe past projects and are not a guarantee of future results.",
          ],
        },
        {
          id: "intellectual-property",
          heading: "Intellectual property",
          paragraphs: [
            "The text, illustrations, guide books and panel books on this site belong to Northfield Insights or its licensors. Trade marks of associations and certification bodies belong to their owners.",
          ],
        },
        {
          id: "liability",
          heading: "Liability",
          paragraphs: [
            "To the extent the law allows, we are not liable for loss arising from use of this website or reliance on its content. Nothing in these terms limits liability that cannot be limited by law.",
          ],
        },
        {
          id: "governing-law",
          heading: "Governing law and changes",
          paragraphs: [
            "These terms are governed by the laws of England and Wales, subject to any mandatory rights you have where you live. We may update this page; the date at the top shows the latest version.",
          ],
        },
      ],
    },
  ],
  contactHeading: "Contact about privacy",
  contactText: "Questions about this policy or your data:",
} as const;

export const dataSurveysPage = {
  capabilities: {
    eyebrow: "What we do",
    heading: "Everything between the questionnaire and the data file",
    items: [
      {
        icon: "laptop",
        title: "Survey programming",
        text: "Mobile-first scripting with logic, piping, quotas, MaxDiff and conjoint, tested on real devices in every language before launch.",
      },
      {
        icon: "globe",
        title: "Multi-mode fieldwork",
        text: "Online, telephone, face-to-face and in-clinic interviewing in 100+ countries, blended and weighted into one sample when coverage demands it.",
      },
      {
        icon: "shield",
        title: "Fraud and bot detection",
        text: "Fingerprinting, geo-validation, behavioural traps and analyst review remove bad records during field, for 99.9%+ clean data.",
      },
      {
        icon: "table",
        title: "Data processing",
        text: "Cleaned, coded and weighted data with full tables, SPSS or CSV files and a documented codebook.",
      },
      {
        icon: "layout-dashboard",
        title: "Dashboards",
        text: "Live field dashboards during collection and interactive results dashboards after, with filters your team can use.",
      },
      {
        icon: "presentation",
        title: "Executive readouts",
        text: "A concise story of what the data says and what to do, presented by the researchers who ran the study.",
      },
    ],
  },
  process: {
    eyebrow: "How a study runs",
    heading: "Five steps, one accountable team",
    steps: [
      {
        title: "Scope",
        text: "We agree the decision, audience, sample size and timing, and confirm feasibility within one business day.",
      },
      {
        title: "Design and program",
        text: "Questionnaire review, translation and scripting, with a test link for your sign-off.",
      },
      {
        title: "Field",
        text: "Soft launch, data check, then full field with daily progress by quota and market.",
      },
      {
        title: "Clean and process",
        text: "Quality checks remove and replace bad records; data is coded, weighted and tabulated.",
      },
      {
        title: "Deliver",
        text: "Topline, data files, dashboards and a readout, with the team on hand for follow-up questions.",
      },
    ],
  },
  metrics: {
    eyebrow: "Quality you can check",
    heading: "The standards we report on every study",
    items: [
      { label: "Typical incidence", value: "~25–40%" },
      { label: "Completion rate", value: "≥90%" },
      { label: "Median interview", value: "7–12 min" },
      { label: "Records passing QC", value: "≥95%" },
      { label: "QC removal SLA", value: "<12 h" },
      { label: "Topline turnaround", value: "<72 h" },
    ],
    note: "Figures describe typical online consumer studies; your proposal states the targets for your audience.",
  },
  closing: {
    heading: "Have a questionnaire ready to field?",
    text: "Send it over for a feasibility check and a costed proposal. We reply within one business day.",
    cta: { label: "Request a quote", to: "/contact" },
    secondary: { label: "Panels & Sampling", to: "/services/panels-sampling" },
  },
} as const;

export const solutionsPage = {
  intro: {
    eyebrow: "Solutions",
    heading: "Start from the decision, not the method",
  },
  items: [
    {
      icon: "trending-up",
      title: "Pricing and monetisation",
      text: "Set prices, tiers and bundles with evidence: conjoint, Van Westendorp and Gabor-Granger studies with a simulator to test scenarios.",
      methods: ["Conjoint", "Price sensitivity", "Simulators"],
      link: { label: "Quantitative Research", to: "/services/quantitative" },
    },
    {
      icon: "target",
      title: "Brand and communications",
      text: "Track brand health, test campaigns before they run and find the claims that move people to buy.",
      methods: ["Brand tracking", "Ad testing", "Claims testing"],
      link: { label: "Quantitative Research", to: "/services/quantitative" },
    },
    {
      icon: "sparkles",
      title: "Product and innovation",
      text: "Screen concepts, prioritise features and refine products with the people who will buy and use them.",
      methods: ["Concept screening", "MaxDiff", "Usability"],
      link: { label: "Custom & Hybrid Studies", to: "/services/custom" },
    },
    {
      icon: "messages",
      title: "Customer experience",
      text: "Map journeys, find friction and explain the scores, combining interviews with surveys and your own data.",
      methods: ["Journey mapping", "Depth interviews", "Driver analysis"],
      link: { label: "Qualitative Research", to: "/services/qualitative" },
    },
    {
      icon: "users",
      title: "Segmentation and market sizing",
      text: "Size the opportunity and find the segments worth serving, with typing tools your teams can use afterwards.",
      methods: ["Segmentation", "Market sizing", "Typing tools"],
      link: { label: "Panels & Sampling", to: "/services/panels-sampling" },
    },
    {
      icon: "heart-pulse",
      title: "Healthcare launch and lifecycle",
      text: "Understand treatment decisions, test messages with prescribers and track uptake after launch, to industry codes.",
      methods: ["HCP research", "Patient journeys", "Launch tracking"],
      link: { label: "Industries: Healthcare", to: "/industries#healthcare" },
    },
  ],
  methodsLabel: "Typical methods",
  closing: {
    heading: "Not sure which solution fits?",
    text: "Describe the decision in a few lines. We will suggest an approach, a timeline and a budget range.",
    cta: { label: "Get Started", to: "/contact" },
    secondary: { label: "Browse the Resource Center", to: "/resources" },
  },
} as const;

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
