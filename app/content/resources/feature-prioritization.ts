import type { CaseStudyDetail } from "./types";

export const featurePrioritization: CaseStudyDetail = {
  kind: "case-studies",
  slug: "feature-prioritization",
  intro:
    "A B2B software company had forty candidate features and capacity to build perhaps eight in a year. Every stakeholder had a favourite; nobody had a ranking customers would recognise.",
  client: "A mid-market HR software provider (anonymised)",
  industry: "Technology Media & Telecom",
  services: ["B2B panels", "MaxDiff", "Depth interviews"],
  metrics: [
    { label: "Features ranked", value: "40" },
    { label: "Admins and end users", value: "1,150" },
    { label: "Depth interviews", value: "24" },
    { label: "IDI length", value: "35–60 min" },
  ],
  challenge: [
    "The roadmap was decided by whoever argued best in planning meetings. Sales asked for enterprise features, support for fixes to everyday frustrations, and product for bets on AI.",
    "The company needed a ranking from the people who buy and use the product, separated by company size and role, and it needed it before annual planning.",
  ],
  approach: [
    "Twenty-four depth interviews with HR administrators and managers turned the internal wish list into forty clearly worded features, in the customer's own language.",
    "A MaxDiff survey with 1,150 verified HR decision-makers and end users from our UK and US B2B panels asked each respondent to choose the most and least valuable features from sets of five. Unlike rating scales, this forces trade-offs and separates 'nice to have' from 'must have'.",
    "We segmented results by company size and role, and mapped each feature's preference share against the engineering team's effort estimates.",
  ],
  result: [
    "Three of the top five features came from the support team's list of everyday frustrations, not from the headline bets. Two heavily lobbied enterprise features ranked in the bottom third, even among large customers.",
    "The company rebuilt its roadmap around the top eight. Twelve months later, renewal rates among mid-sized customers had risen, and the planning debate had a shared reference point.",
  ],
  quote: {
    text: "For the first time our roadmap could be explained in one chart that sales, support and engineering all accepted.",
    attribution: "Chief Product Officer, HR software provider",
  },
};
