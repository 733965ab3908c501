import type { CaseStudyDetail } from "./types";

export const pricingReframe: CaseStudyDetail = {
  kind: "case-studies",
  slug: "pricing-reframe",
  intro:
    "A streaming service wanted to add a cheaper, ad-supported tier. The fear was obvious: would loyal subscribers trade down and erase the gain?",
  client: "A subscription streaming service (anonymised)",
  industry: "Technology Media & Telecom",
  services: ["Quantitative research", "Conjoint analysis", "Executive readout"],
  metrics: [
    { label: "Respondents", value: "4,200" },
    { label: "Markets", value: "3" },
    { label: "Price points tested", value: "9" },
    { label: "Topline turnaround", value: "<72 h" },
  ],
  challenge: [
    "Subscriber growth had slowed in the client's three largest markets, and exit surveys pointed to price. The product team proposed an ad-supported tier at roughly half the price of the standard plan.",
    "Finance worried about cannibalisation: if a large share of current subscribers moved down, revenue would fall even as subscriber numbers rose. The board wanted evidence before approving the launch.",
  ],
  approach: [
    "We ran a choice-based conjoint with 4,200 current, lapsed and prospective subscribers, recruited from our panels and verified for streaming usage.",
    "Each respondent chose between line-ups of plans that varied on price, ad load, simultaneous streams, video quality and download rights. Nine price points per tier let us map demand curves rather than a single yes or no.",
    "A market simulator let the client's team test ladders themselves, with share and revenue shown side by side for every market.",
  ],
  result: [
    "The original proposal would have moved about a fifth of standard subscribers down a tier. A reframed ladder, with the ad tier limited to one stream and HD reserved for paid-ad-free plans, cut predicted trade-down by more than half while keeping most of the acquisition gain.",
    "The client launched the reframed ladder in its first market six months later. Early results tracked within two points of the simulator's forecast.",
  ],
  quote: {
    text: "The simulator ended a year of debate in one meeting. We could see the trade-offs instead of arguing about them.",
    attribution: "VP Pricing, subscription streaming service",
  },
};
