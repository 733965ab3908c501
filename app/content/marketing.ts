/**
 * Copy of the static marketing pages /data-surveys and /solutions (their headings are in
 * pages.ts `simplePages`). Its own module so the text loads only on those pages.
 */
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
    eyebrow: "By decision",
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
    secondary: { label: "Browse resources", to: "/resources" },
  },
} as const;
