/**
 * Full content of the four service pages, keyed by slug. One template (routes/service.tsx)
 * renders whichever entry matches the pathname. Summaries (title, blurb, icon) live in
 * services.ts and are not repeated here.
 *
 * Metrics are the specification's display-only figures, each assigned to the service it
 * belongs to (docs/decisions/0200-service-pages.md).
 */
import type { IconCard } from "./icons";
import type { TYPING_SPEED_MS } from "../lib/motion";
import type { ServiceSlug } from "./services";

/** Which of the spec's typing speeds (motion.ts) a typed line uses. */
export type TypingSpeed = keyof typeof TYPING_SPEED_MS;

/** A display-only figure (spec section 3: label, value). */
export interface Metric {
  label: string;
  value: string;
}

export interface WorkflowStep {
  /** Stable id used for the tab and panel ids. */
  id: string;
  /** Short tab label. */
  label: string;
  /** Panel heading. */
  title: string;
  /** Panel summary, typed in when the tab is chosen. */
  summary: string;
  points: readonly string[];
  /** How long the step usually takes. */
  duration: string;
}

export interface QualityLayer {
  title: string;
  text: string;
}

export interface ServicePage {
  slug: ServiceSlug;
  seoDescription: string;
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    image: { name: string; alt: string };
    primaryCta: { label: string; to: string };
    secondaryCta: { label: string; to: string };
  };
  highlight: {
    eyebrow: string;
    /** Typed in at the slow speed when the card scrolls into view. */
    statement: string;
    statementSpeed: TypingSpeed;
    text: string;
    pillsLabel: string;
    pills: readonly string[];
  };
  workflow: {
    eyebrow: string;
    heading: string;
    intro: string;
    tabListLabel: string;
    durationLabel: string;
    summarySpeed: TypingSpeed;
    steps: readonly [WorkflowStep, WorkflowStep, WorkflowStep, WorkflowStep];
  };
  approach: {
    eyebrow: string;
    heading: string;
    intro: string;
    cards: readonly IconCard[];
  };
  quality: {
    eyebrow: string;
    heading: string;
    intro: string;
    layers: readonly QualityLayer[];
    metricsLabel: string;
    metrics: readonly Metric[];
  };
  receive: {
    eyebrow: string;
    heading: string;
    /** Typed in at the medium speed. */
    intro: string;
    introSpeed: TypingSpeed;
    items: readonly IconCard[];
  };
  /** A band pointing to the sample-size calculator, on the pages that quote sampling figures. */
  toolBanner?: { eyebrow: string; title: string; text: string; cta: { label: string; to: string } };
}

const ctas = {
  primaryCta: { label: "Start a project", to: "/contact" },
  secondaryCta: { label: "See our resources", to: "/resources" },
} as const;

const calculatorCta = { label: "Open the calculator", to: "/tools/sample-size" };

const shared = {
  durationLabel: "Typical duration",
} as const;

export const servicePages: Readonly<Record<ServiceSlug, ServicePage>> = {
  qualitative: {
    slug: "qualitative",
    seoDescription:
      "In-depth interviews, focus groups and ethnography with recruited, verified participants, fast transcripts and coded, decision-ready findings.",
    hero: {
      eyebrow: "Qualitative research",
      title: "Hear the reasons behind the numbers",
      lead: "In-depth interviews, focus groups, diaries and ethnography with carefully recruited people, moderated by senior researchers and turned into findings your team can act on.",
      image: {
        name: "svc-qualitative",
        alt: "Illustration: two conversation bubbles over a warm gradient, with coded quote cards",
      },
      ...ctas,
    },
    highlight: {
      eyebrow: "Why teams choose us",
      statement: "Every participant screened twice, every theme traced to a quote.",
      statementSpeed: "slow",
      text: "Our moderators are researchers first. They recruit against your real customer, probe past the polite answer and code every transcript against an agreed frame, so the story you present is one you can defend.",
      pillsLabel: "Methods",
      pills: [
        "In-depth interviews",
        "Focus groups",
        "Online diaries",
        "Ethnography",
        "Co-creation",
        "Expert interviews",
      ],
    },
    workflow: {
      eyebrow: "How we work",
      heading: "From brief to boardroom in four steps",
      intro: "One senior researcher stays with your study from the first call to the readout.",
      tabListLabel: "Qualitative workflow",
      durationLabel: shared.durationLabel,
      summarySpeed: "fast",
      steps: [
        {
          id: "brief",
          label: "Brief",
          title: "Frame the decision",
          summary:
            "We start from the decision you need to make, then turn it into research questions, a sample frame and a discussion guide you sign off.",
          points: [
            "Stakeholder kick-off call",
            "Hypotheses and learning objectives",
            "Discussion guide, reviewed twice",
          ],
          duration: "3–5 days",
        },
        {
          id: "recruit",
          label: "Recruit",
          title: "Recruit the right people",
          summary:
            "Participants are screened against your criteria, re-screened by phone and confirmed the day before, so the people in the room are the people you asked for.",
          points: [
            "Double screening with identity checks",
            "Over-recruit to protect the schedule",
            "Consent captured before fieldwork",
          ],
          duration: "5–10 days",
        },
        {
          id: "field",
          label: "Fieldwork",
          title: "Moderate and observe",
          summary:
            "Sessions run in person or online with live viewing, timestamped notes and same-day debriefs, so your team hears the findings as they form.",
          points: [
            "Senior moderators in 20+ languages",
            "Live streaming and backroom chat",
            "Same-day debrief notes",
          ],
          duration: "1–3 weeks",
        },
        {
          id: "synthesis",
          label: "Synthesis",
          title: "Code, synthesise, present",
          summary:
            "Two analysts code every transcript against one frame, reconcile their differences and build a narrative that ties each theme to the evidence.",
          points: [
            "Double coding with agreement checks",
            "Highlight reels and quote banks",
            "Executive readout and workshop",
          ],
          duration: "1–2 weeks",
        },
      ],
    },
    approach: {
      eyebrow: "Research approach",
      heading: "Methods matched to the question",
      intro: "We choose the method from what you need to learn, not the other way round.",
      cards: [
        {
          icon: "messages",
          title: "Conversations that go deep",
          text: "Sixty-minute interviews with room to follow the unexpected, guided but never scripted.",
        },
        {
          icon: "users",
          title: "Groups that build on each other",
          text: "Small groups of six to eight, mixed or segmented, for reactions to concepts, packs and messages.",
        },
        {
          icon: "compass",
          title: "Context you cannot ask about",
          text: "In-home visits, shop-alongs and mobile diaries that capture behaviour as it happens.",
        },
      ],
    },
    quality: {
      eyebrow: "Quality stack",
      heading: "Rigour you can see in every session",
      intro: "Four layers of control sit between a screener and your final report.",
      layers: [
        {
          title: "Verified recruitment",
          text: "Identity, profile and prior-participation checks on every recruit.",
        },
        {
          title: "Confirmed attendance",
          text: "Reminders and day-before calls keep sessions full.",
        },
        {
          title: "Fast, accurate transcripts",
          text: "Human-checked transcripts with speaker labels and timestamps.",
        },
        { title: "Consistent coding", text: "A shared code frame and measured agreement." },
      ],
      metricsLabel: "Qualitative quality metrics",
      metrics: [
        { label: "Show rate", value: "≥85%" },
        { label: "Transcript turnaround", value: "<24 h" },
        { label: "Inter-coder κ", value: "≥0.80" },
        { label: "IDI length", value: "35–60 min" },
      ],
    },
    receive: {
      eyebrow: "What you receive",
      heading: "Deliverables built to be used",
      intro: "Everything your team needs to act, share and revisit the evidence later.",
      introSpeed: "medium",
      items: [
        {
          icon: "file-text",
          title: "Executive readout",
          text: "A short, decision-first deck with the evidence behind each recommendation.",
        },
        {
          icon: "video",
          title: "Highlight reel",
          text: "Edited clips that let customers make the case in their own words.",
        },
        {
          icon: "quote",
          title: "Coded quote bank",
          text: "Every quote tagged by theme and segment, searchable for future work.",
        },
        {
          icon: "layers",
          title: "Transcripts and recordings",
          text: "Full transcripts and consented recordings, securely shared.",
        },
      ],
    },
  },

  quantitative: {
    slug: "quantitative",
    seoDescription:
      "Surveys, trackers, segmentation, conjoint and MaxDiff, programmed and fielded with layered quality control and delivered as dashboards and readouts.",
    hero: {
      eyebrow: "Quantitative research",
      title: "Numbers you can put in front of a board",
      lead: "Surveys, trackers, segmentation, conjoint and MaxDiff, designed for statistical confidence, fielded with layered quality control and delivered as dashboards and readouts.",
      image: {
        name: "svc-quantitative",
        alt: "Illustration: layered bar and line charts with confidence bands on a deep navy field",
      },
      ...ctas,
    },
    highlight: {
      eyebrow: "Why teams choose us",
      statement: "Clean data first, then the story it supports.",
      statementSpeed: "slow",
      text: "Fraud and bot detection screens out bad responses before they reach your data, leaving 99.9%+ clean records. Our analysts then turn that data into dashboards and readouts, with every chart traceable to its base size.",
      pillsLabel: "Methods",
      pills: [
        "Online surveys",
        "Trackers",
        "Segmentation",
        "Conjoint",
        "MaxDiff",
        "Pricing studies",
      ],
    },
    workflow: {
      eyebrow: "How we work",
      heading: "A survey pipeline with no blind spots",
      intro: "Each step has an owner, a checklist and a sign-off before the next begins.",
      tabListLabel: "Quantitative workflow",
      durationLabel: shared.durationLabel,
      summarySpeed: "fast",
      steps: [
        {
          id: "design",
          label: "Design",
          title: "Design the instrument",
          summary:
            "We write the questionnaire around your decision, size the sample for the precision you need and plan the analysis before a single response is collected.",
          points: [
            "Sample design and power calculation",
            "Questionnaire with logic map",
            "Analysis plan agreed up front",
          ],
          duration: "3–5 days",
        },
        {
          id: "program",
          label: "Programming",
          title: "Program and test",
          summary:
            "Surveys are programmed mobile-first, tested against the logic map by two people and soft-launched to check timings and incidence.",
          points: [
            "Mobile-first survey build",
            "Two-person logic testing",
            "Soft launch with data check",
          ],
          duration: "2–4 days",
        },
        {
          id: "field",
          label: "Fieldwork",
          title: "Field with live quality control",
          summary:
            "Responses pass through fraud, bot and attention checks in real time; quotas are watched daily and flagged records are replaced.",
          points: [
            "Digital fingerprinting and bot traps",
            "Speeder, straight-liner and open-end checks",
            "Daily quota and incidence reports",
          ],
          duration: "1–2 weeks",
        },
        {
          id: "analysis",
          label: "Analysis",
          title: "Analyse and report",
          summary:
            "Weighted data, significance-tested tables and a dashboard arrive with an executive readout that leads with the answer.",
          points: [
            "Weighting and significance testing",
            "Interactive dashboard",
            "Executive readout",
          ],
          duration: "1 week",
        },
      ],
    },
    approach: {
      eyebrow: "Research approach",
      heading: "The right design for the decision",
      intro:
        "From a one-off sizing study to a multi-year tracker, the design follows the question.",
      cards: [
        {
          icon: "target",
          title: "Measure and size",
          text: "Market sizing, usage and attitude studies and brand health with robust bases.",
        },
        {
          icon: "sliders",
          title: "Model the trade-offs",
          text: "Conjoint, MaxDiff and pricing research that show what customers will give up.",
        },
        {
          icon: "trending-up",
          title: "Track over time",
          text: "Trackers with stable samples and consistent questionnaires, so changes are real.",
        },
      ],
    },
    quality: {
      eyebrow: "Quality stack",
      heading: "Layered checks on every record",
      intro: "Four layers of quality control stand between a respondent and your dataset.",
      layers: [
        { title: "Verified sources", text: "Panels and partners audited for identity and tenure." },
        { title: "In-survey checks", text: "Attention traps, speed and consistency checks." },
        {
          title: "Fraud and bot detection",
          text: "Fingerprinting, geo-IP and duplicate screening.",
        },
        {
          title: "Analyst review",
          text: "Open ends and patterns read by a person before sign-off.",
        },
      ],
      metricsLabel: "Quantitative quality metrics",
      metrics: [
        { label: "Incidence", value: "~25–40%" },
        { label: "Completion", value: "≥90%" },
        { label: "Median interview", value: "7–12 min" },
        { label: "Records passing QC", value: "≥95%" },
        { label: "Sampling error at n=1000", value: "±3.1%" },
      ],
    },
    receive: {
      eyebrow: "What you receive",
      heading: "From raw data to the readout",
      intro: "Every layer of the work, so your analysts can go further than the report.",
      introSpeed: "medium",
      items: [
        {
          icon: "layout-dashboard",
          title: "Interactive dashboard",
          text: "Filter by segment and wave, with base sizes shown on every chart.",
        },
        {
          icon: "file-text",
          title: "Executive readout",
          text: "The answer first, then the evidence, in a deck ready to present.",
        },
        {
          icon: "table",
          title: "Tables and data file",
          text: "Significance-tested tables and a clean, labelled data file.",
        },
        {
          icon: "shield",
          title: "Quality report",
          text: "What was removed, why, and how it was replaced.",
        },
      ],
    },
    toolBanner: {
      eyebrow: "Sample size calculator",
      title: "How many interviews do you need?",
      text: "Our ±3.1% at n=1000 is a formula, not a promise: work out completes, margin of error and significance for your own study.",
      cta: calculatorCta,
    },
  },

  "panels-sampling": {
    slug: "panels-sampling",
    seoDescription:
      "Verified B2B, B2C and healthcare respondents in 100+ countries, with fraud screening, incidence monitoring and fast replacement of failed records.",
    hero: {
      eyebrow: "Panels & sampling",
      title: "The right people, verified and on time",
      lead: "Millions of verified respondents across B2B, B2C and healthcare in 100+ countries, blended from audited sources and screened for fraud before they reach your survey.",
      image: {
        name: "svc-panels-sampling",
        alt: "Illustration: a globe of connected respondent points with verification badges",
      },
      ...ctas,
    },
    highlight: {
      eyebrow: "Why teams choose us",
      statement: "Hard-to-reach audiences, reached and verified.",
      statementSpeed: "slow",
      text: "IT decision-makers, physicians, small-business owners and niche consumers: we recruit them from profiled panels and trusted partners, verify who they are, and replace anyone who fails quality control.",
      pillsLabel: "Audiences",
      pills: [
        "B2B decision-makers",
        "Healthcare professionals",
        "Patients",
        "Consumers",
        "SMB owners",
        "Gen Z",
      ],
    },
    workflow: {
      eyebrow: "How we work",
      heading: "Sample that is planned, watched and replaced",
      intro: "A project manager owns your sample from feasibility to the final count.",
      tabListLabel: "Panels and sampling workflow",
      durationLabel: shared.durationLabel,
      summarySpeed: "fast",
      steps: [
        {
          id: "feasibility",
          label: "Feasibility",
          title: "Check feasibility honestly",
          summary:
            "We size your audience by country and quota, tell you what is realistic, and suggest alternatives before you commit to a timeline.",
          points: [
            "Feasibility within one business day",
            "Incidence estimates by market",
            "Quota plan",
          ],
          duration: "1 day",
        },
        {
          id: "source",
          label: "Sourcing",
          title: "Blend audited sources",
          summary:
            "Sample is drawn from our own profiled panels and audited partners, balanced to your quotas and de-duplicated across sources.",
          points: [
            "Profiled B2B and healthcare panels",
            "Cross-source de-duplication",
            "Balanced quota cells",
          ],
          duration: "1–2 days",
        },
        {
          id: "monitor",
          label: "Monitoring",
          title: "Watch the field daily",
          summary:
            "Incidence, drop-off and quota fill are monitored every day; a shift in incidence triggers a review before it costs you completes.",
          points: ["Daily field reports", "Incidence drift alerts", "Live quota dashboard"],
          duration: "Throughout field",
        },
        {
          id: "replace",
          label: "Replacement",
          title: "Remove and replace",
          summary:
            "Records that fail quality control are removed quickly and replaced from a reserved buffer, so your final count stays on target.",
          points: [
            "Reserved replacement buffer",
            "Documented removal reasons",
            "Final reconciliation",
          ],
          duration: "Continuous",
        },
      ],
    },
    approach: {
      eyebrow: "Research approach",
      heading: "Reach without compromise",
      intro: "Scale matters only when every respondent is real.",
      cards: [
        {
          icon: "globe",
          title: "Global reach",
          text: "Coverage across 100+ countries with local-language screeners and incentives.",
        },
        {
          icon: "building",
          title: "B2B depth",
          text: "Profiled by role, company size and purchase authority, verified by LinkedIn and phone.",
        },
        {
          icon: "heart-pulse",
          title: "Healthcare access",
          text: "Physicians, nurses, payers and patients recruited under healthcare research codes.",
        },
      ],
    },
    quality: {
      eyebrow: "Quality stack",
      heading: "Verification at every layer",
      intro: "Respondents are checked when they join, when they enter and after they finish.",
      layers: [
        { title: "Identity at sign-up", text: "Double opt-in, address and professional checks." },
        { title: "Entry screening", text: "Fingerprinting, geo-IP and duplicate detection." },
        { title: "In-survey behaviour", text: "Attention, speed and consistency signals." },
        { title: "Post-field review", text: "Removal and replacement with documented reasons." },
      ],
      metricsLabel: "Panels and sampling quality metrics",
      metrics: [
        { label: "Show rate", value: "≥90%" },
        { label: "Fail-and-replace buffer", value: "5–12%" },
        { label: "IR delta trigger", value: "±5pp" },
        { label: "QC removal SLA", value: "<12 h" },
      ],
    },
    receive: {
      eyebrow: "What you receive",
      heading: "Full visibility of your sample",
      intro: "You always know who answered, where they came from and what was removed.",
      introSpeed: "medium",
      items: [
        {
          icon: "clipboard-check",
          title: "Feasibility report",
          text: "Audience sizes, incidence and timing by market, before you commit.",
        },
        {
          icon: "layout-dashboard",
          title: "Live field dashboard",
          text: "Completes, quotas and incidence updated throughout fieldwork.",
        },
        {
          icon: "shield",
          title: "Quality log",
          text: "Every removed record with its reason and its replacement.",
        },
        {
          icon: "table",
          title: "Source breakdown",
          text: "Completes by source and country for full transparency.",
        },
      ],
    },
    toolBanner: {
      eyebrow: "Sample size calculator",
      title: "Plan the fieldwork before you brief us",
      text: "From the completes you need to the people to screen, with your incidence, completion rate and a replacement buffer.",
      cta: calculatorCta,
    },
  },

  custom: {
    slug: "custom",
    seoDescription:
      "Mixed-method custom and hybrid studies that combine qualitative depth and quantitative scale around one hard business question.",
    hero: {
      eyebrow: "Custom & hybrid studies",
      title: "One hard question, every method it needs",
      lead: "When a single method cannot answer the question, we design a study that combines qualitative depth and quantitative scale, and joins them into one recommendation.",
      image: {
        name: "svc-custom",
        alt: "Illustration: interlocking puzzle shapes joining a chart and conversation bubbles",
      },
      ...ctas,
    },
    highlight: {
      eyebrow: "Why teams choose us",
      statement: "Designed around your decision, not a product catalogue.",
      statementSpeed: "slow",
      text: "We combine exploratory interviews, sized surveys, behavioural data and workshops into one plan, with a single team and a single timeline, so the findings agree with each other and with your business.",
      pillsLabel: "Combinations",
      pills: [
        "Qual + quant",
        "Recontact studies",
        "Communities",
        "Data fusion",
        "Workshops",
        "Dashboards",
      ],
    },
    workflow: {
      eyebrow: "How we work",
      heading: "A bespoke design, delivered as one study",
      intro: "A lead researcher designs the whole study and stays accountable for the answer.",
      tabListLabel: "Custom study workflow",
      durationLabel: shared.durationLabel,
      summarySpeed: "fast",
      steps: [
        {
          id: "discover",
          label: "Discover",
          title: "Understand the question",
          summary:
            "Workshops with your stakeholders map what is known, what is assumed and what the decision depends on.",
          points: ["Stakeholder workshop", "Evidence audit", "Decision map"],
          duration: "1 week",
        },
        {
          id: "design",
          label: "Design",
          title: "Design the mix",
          summary:
            "We choose and sequence the methods, so each phase sharpens the next: explore, then measure, then validate.",
          points: [
            "Method sequence and sample plan",
            "Recontact consent built in",
            "One timeline, one budget",
          ],
          duration: "1 week",
        },
        {
          id: "execute",
          label: "Execute",
          title: "Run every phase",
          summary:
            "Qualitative and quantitative phases run under one project lead, with a topline after each phase so you can steer.",
          points: ["Phase toplines", "Mid-study steering call", "Shared quality standards"],
          duration: "3–8 weeks",
        },
        {
          id: "integrate",
          label: "Integrate",
          title: "Join the evidence",
          summary:
            "Findings from every phase are integrated into one narrative, one set of recommendations and the tools to keep using them.",
          points: ["Integrated readout", "Activation workshop", "Dashboards and toolkits"],
          duration: "1–2 weeks",
        },
      ],
    },
    approach: {
      eyebrow: "Research approach",
      heading: "Built from proven parts",
      intro: "Every custom design is assembled from methods we run every week.",
      cards: [
        {
          icon: "puzzle",
          title: "Explore, then measure",
          text: "Qualitative discovery shapes the survey; the survey sizes what discovery found.",
        },
        {
          icon: "repeat",
          title: "Recontact the right people",
          text: "Survey respondents invited back for interviews, with their consent, to explain the numbers.",
        },
        {
          icon: "sparkles",
          title: "Turn insight into tools",
          text: "Segmentation typing tools, simulators and dashboards your teams keep using.",
        },
      ],
    },
    quality: {
      eyebrow: "Quality stack",
      heading: "One standard across every method",
      intro:
        "Hybrid designs inherit the quality controls of each method, plus checks that join them.",
      layers: [
        { title: "Method standards", text: "Each phase runs under its own quality stack." },
        {
          title: "Consistent definitions",
          text: "One glossary and one segment definition throughout.",
        },
        {
          title: "Weighted and calibrated",
          text: "Design effects measured and reported with results.",
        },
        { title: "Consent managed", text: "Recontact permissions recorded and honoured." },
      ],
      metricsLabel: "Custom study quality metrics",
      metrics: [
        { label: "Design effect", value: "1.10–1.35" },
        { label: "Topline turnaround", value: "<72 h" },
        { label: "Consent retention", value: "30–90 days" },
      ],
    },
    receive: {
      eyebrow: "What you receive",
      heading: "One answer, with the tools to use it",
      intro: "An integrated story, plus the assets that keep it working after the readout.",
      introSpeed: "medium",
      items: [
        {
          icon: "file-text",
          title: "Integrated readout",
          text: "One narrative that joins every phase into clear recommendations.",
        },
        {
          icon: "zap",
          title: "Phase toplines",
          text: "A short topline after each phase so you can steer the next.",
        },
        {
          icon: "sliders",
          title: "Simulators and typing tools",
          text: "Tools that let your teams test scenarios and classify customers.",
        },
        {
          icon: "users",
          title: "Activation workshop",
          text: "A working session that turns findings into owners and next steps.",
        },
      ],
    },
  },
};

/** The section headings and banners every service page shares. */
export const servicePageChrome = {
  highlightHeadingSuffix: "at a glance",
  resourcesBanner: {
    eyebrow: "Resource Center",
    title: "Go deeper before you brief us",
    text: "Panel books, guide books, case studies and articles from our researchers.",
    cta: { label: "Browse resources", to: "/resources" },
  },
  contactBanner: {
    eyebrow: "Start a project",
    title: "Tell us the decision you need to make",
    text: "A senior researcher scopes your study. We reply within one business day.",
    cta: { label: "Contact us", to: "/contact" },
  },
} as const;

/** The /services index page. */
export const servicesIndex = {
  path: "/services",
  title: "Services",
  description:
    "Quantitative research, qualitative research, panels and sampling, and custom hybrid studies from Northfield Insights.",
  eyebrow: "Services",
  heading: "Research services built around your decision",
  lead: "Four ways we help B2B, B2C and healthcare teams decide with confidence, from a single survey to a multi-method programme.",
  listLabel: "Our four services",
  cardCta: "Explore",
  methodsLabel: "Includes",
} as const;
