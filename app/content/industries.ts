import { slugify } from "../lib/slug";

/**
 * Industries. The specification mentions 13 selectable industries but names 12; the site shows
 * the 12 named and claims no count it does not show (docs/decisions/0300-industries-page.md).
 */
export type IndustryCategory = "Consumer" | "Regulated" | "Services" | "Technology";

export interface Industry {
  key: string;
  name: string;
  /** URL-safe slug of the name; the /industries#hash and the home strip both use it. */
  slug: string;
  /** Broad grouping, shown on the home strip. */
  category: IndustryCategory;
  /** Base name of the rendered illustration (public/images/<heroImg>-<w>.<fmt>). */
  heroImg: string;
  heroAlt: string;
  blurb: string;
  outcomes: readonly string[];
  /** Implementation steps, in order. */
  implementation: readonly string[];
}

interface IndustryCopy {
  name: string;
  category: IndustryCategory;
  heroAlt: string;
  blurb: string;
  outcomes: readonly string[];
  implementation: readonly string[];
}

const copy: readonly IndustryCopy[] = [
  {
    name: "Consumer Durables",
    category: "Consumer",
    heroAlt: "Abstract illustration of appliance silhouettes over a purchase-journey chart",
    blurb:
      "Durable purchases are rare, researched and expensive, so every touchpoint on the way to the shelf matters. We map long consideration journeys, size the features buyers will pay for and test price architecture before the tooling is cut.",
    outcomes: [
      "A purchase-journey map showing where consideration is won and lost",
      "Feature and price trade-offs quantified with conjoint, not guessed",
      "Retail and online channel priorities by segment",
      "Post-purchase satisfaction drivers that protect repeat and referral",
    ],
    implementation: [
      "Align on the launch or range decision and the markets in scope",
      "Recruit recent buyers and active shoppers with verified ownership",
      "Run journey interviews, then a choice-based conjoint on features and price",
      "Simulate share of preference across competing line-ups",
      "Deliver a range and pricing recommendation with an executive readout",
    ],
  },
  {
    name: "Financial Services",
    category: "Regulated",
    heroAlt: "Abstract illustration of layered cards and a rising trend line",
    blurb:
      "Banks, insurers, lenders and fintechs trust us with compliant research among customers, advisers and high-net-worth audiences. We measure trust, switching intent and product fit in a category where small shifts move large balances.",
    outcomes: [
      "Switching triggers and barriers across current accounts, cards and lending",
      "Proposition and messaging tests that stay within regulatory guardrails",
      "Adviser and broker perspectives from hard-to-reach professional samples",
      "Brand health and net trust tracked quarter on quarter",
    ],
    implementation: [
      "Review compliance needs, data handling and approval workflows",
      "Define customer, prospect and professional sample frames",
      "Field qualitative depth interviews to frame the hypotheses",
      "Quantify with a robust survey and driver analysis",
      "Brief product, marketing and risk teams with a shared readout",
    ],
  },
  {
    name: "Healthcare",
    category: "Regulated",
    heroAlt: "Abstract illustration of a care pathway with soft clinical shapes",
    blurb:
      "We speak with physicians, nurses, pharmacists, payers and patients, under pharmacovigilance and privacy rules, to understand unmet needs, treatment decisions and the real-world patient journey.",
    outcomes: [
      "Treatment-decision drivers by specialty and care setting",
      "Patient journey maps from symptom to long-term management",
      "Message and concept tests among prescribers before launch",
      "Adverse-event reporting handled to industry codes throughout",
    ],
    implementation: [
      "Agree the clinical questions and compliance requirements",
      "Recruit verified healthcare professionals and consented patients",
      "Run in-depth interviews and moderated advisory discussions",
      "Quantify with specialty-weighted surveys",
      "Deliver launch and lifecycle recommendations with clear evidence trails",
    ],
  },
  {
    name: "Technology Media & Telecom",
    category: "Technology",
    heroAlt: "Abstract illustration of connected nodes and signal waves",
    blurb:
      "Technology buyers move fast and media audiences fragment daily. We test product-market fit, pricing and churn drivers with IT decision-makers, developers, subscribers and viewers across devices and markets.",
    outcomes: [
      "Feature priorities and willingness to pay from real buyers",
      "Churn and retention drivers for subscription services",
      "Audience and content preferences by platform",
      "Competitive positioning among IT decision-makers",
    ],
    implementation: [
      "Frame the product, pricing or audience decision",
      "Build B2B and consumer samples with role and usage verification",
      "Combine usability sessions with MaxDiff or conjoint surveys",
      "Model segments and simulate launch scenarios",
      "Hand over a prioritised roadmap and go-to-market brief",
    ],
  },
  {
    name: "Consumer Packaged Goods",
    category: "Consumer",
    heroAlt: "Abstract illustration of product packs on a shelf with a heat map",
    blurb:
      "In packaged goods the battle is won at the shelf and on the screen in seconds. We test concepts, packs, claims and prices quickly and at scale, so brand teams can launch with evidence rather than instinct.",
    outcomes: [
      "Concept and claim screening against category benchmarks",
      "Pack designs tested for standout and findability",
      "Price and promotion elasticities by retailer and format",
      "Usage and attitude insight that opens new occasions",
    ],
    implementation: [
      "Agree the brief, success criteria and category benchmarks",
      "Recruit category buyers to the right quotas",
      "Run monadic or sequential tests on concepts, packs or claims",
      "Analyse against norms and segment the winners",
      "Recommend the launch route with a one-page decision summary",
    ],
  },
  {
    name: "Food & Beverage",
    category: "Consumer",
    heroAlt: "Abstract illustration of a table setting with warm, layered colour",
    blurb:
      "Taste is personal and habits run deep. We combine sensory tests, in-home use tests and shopper research to help food and beverage brands build recipes, formats and stories that people choose again.",
    outcomes: [
      "Sensory and product test results against a gold standard",
      "Occasion and need-state maps for portfolio planning",
      "Shopper path insight for in-store and online baskets",
      "Health and sustainability claims tested for credibility",
    ],
    implementation: [
      "Define the product, recipe or range question",
      "Recruit category users by occasion and dietary need",
      "Run central-location or in-home use tests",
      "Quantify preferences and build action standards",
      "Present the recipe, range and claim recommendations",
    ],
  },
  {
    name: "Spirits",
    category: "Consumer",
    heroAlt: "Abstract illustration of a glass silhouette with amber light",
    blurb:
      "Spirits brands live on image, ritual and premium price points. We recruit legal-drinking-age consumers responsibly, explore on-trade and off-trade occasions and test brand worlds, packs and pricing tiers.",
    outcomes: [
      "Brand equity and imagery against key competitors",
      "Premiumisation opportunities by category and market",
      "Pack, label and gift-format tests",
      "On-trade and off-trade occasion insight",
    ],
    implementation: [
      "Confirm markets, legal drinking ages and responsible-research rules",
      "Recruit drinkers by category, frequency and spend",
      "Run tastings, occasion diaries and brand-world groups",
      "Quantify equity and price tiers with a survey",
      "Deliver a brand and portfolio plan with market-by-market detail",
    ],
  },
  {
    name: "Retail",
    category: "Services",
    heroAlt: "Abstract illustration of a store floor plan and shopper paths",
    blurb:
      "Retailers compete on range, price, convenience and experience all at once. We measure the whole shopper journey, in store and online, to show which levers bring people back and grow the basket.",
    outcomes: [
      "Store and site experience scores with clear drivers",
      "Range and private-label opportunities",
      "Loyalty programme and promotion effectiveness",
      "Catchment and format insight for new openings",
    ],
    implementation: [
      "Set the commercial question and the store or site scope",
      "Intercept and recruit shoppers across channels",
      "Combine accompanied shops, exit interviews and surveys",
      "Link findings to sales and loyalty data where available",
      "Deliver a prioritised action plan for stores and digital",
    ],
  },
  {
    name: "Health Insurance",
    category: "Regulated",
    heroAlt: "Abstract illustration of a protective shield over a network of people",
    blurb:
      "Plans are complex and choices are high-stakes. We help insurers and brokers understand how members and employers compare plans, what drives enrolment and renewal, and where service moments build or break trust.",
    outcomes: [
      "Plan-choice drivers among individuals and employers",
      "Member experience and claims-journey pain points",
      "Broker and HR decision-maker perspectives",
      "Benefit and price configurations tested before enrolment",
    ],
    implementation: [
      "Align on the enrolment, renewal or service question",
      "Recruit members, prospects, brokers and HR buyers",
      "Run journey interviews and plan-choice exercises",
      "Model plan configurations and forecast uptake",
      "Deliver product and service recommendations ahead of enrolment",
    ],
  },
  {
    name: "Restaurants & Services",
    category: "Services",
    heroAlt: "Abstract illustration of a service counter with warm lighting",
    blurb:
      "From quick-service chains to hospitality groups and personal services, experience is the product. We measure visit drivers, menu and price appeal and the service moments that turn a first visit into a habit.",
    outcomes: [
      "Visit and revisit drivers by daypart and format",
      "Menu, bundle and price tests",
      "Delivery and app experience insight",
      "Guest satisfaction tracking tied to operations",
    ],
    implementation: [
      "Agree the guest, menu or format decision",
      "Recruit recent guests and category users near the locations in scope",
      "Run visit diaries, mystery visits and menu surveys",
      "Model menu and price scenarios",
      "Deliver a guest-experience plan operators can act on",
    ],
  },
  {
    name: "Utilities",
    category: "Services",
    heroAlt: "Abstract illustration of energy lines across a landscape",
    blurb:
      "Energy, water and telecom utilities serve everyone and face close scrutiny. We help them understand affordability, trust, tariff choice and the shift to greener options, among households and business customers alike.",
    outcomes: [
      "Customer trust and satisfaction against regulator measures",
      "Tariff and green-product appeal by segment",
      "Vulnerable-customer needs understood with care",
      "Communication tests for price changes and outages",
    ],
    implementation: [
      "Define the regulatory, tariff or communication question",
      "Build representative household and business samples",
      "Run deliberative groups and customer interviews",
      "Quantify with a robust, weighted survey",
      "Deliver findings ready for board and regulator submissions",
    ],
  },
  {
    name: "Non-Profit",
    category: "Services",
    heroAlt: "Abstract illustration of connected hands and a rising sun",
    blurb:
      "Charities, foundations and membership bodies need evidence that moves supporters and shows impact. We research donor motivation, campaign messaging and programme outcomes on budgets that respect the cause.",
    outcomes: [
      "Donor and supporter motivations by segment",
      "Campaign and appeal messages tested before launch",
      "Programme impact evaluation for funders",
      "Brand awareness and trust among the public",
    ],
    implementation: [
      "Agree the fundraising, campaign or evaluation goal",
      "Recruit supporters, beneficiaries and the general public",
      "Run listening sessions and message testing",
      "Measure impact or appeal response quantitatively",
      "Deliver a clear story for trustees, funders and teams",
    ],
  },
];

export const industries: readonly Industry[] = copy.map((entry) => {
  const slug = slugify(entry.name);
  return { ...entry, key: slug, slug, heroImg: `ind-${slug}` };
});

/** The industry a URL hash id names, if any. */
export function findIndustryBySlug(id: string | null | undefined): Industry | undefined {
  if (!id) return undefined;
  return industries.find((industry) => industry.slug === id);
}

/** Copy of the /industries page itself. */
export const industriesPage = {
  path: "/industries",
  title: "Industries",
  description:
    "Market research for consumer durables, financial services, healthcare, technology, packaged goods, food and beverage, spirits, retail, insurance, restaurants, utilities and non-profits.",
  eyebrow: "Industries",
  heading: "Sector knowledge behind every study",
  lead: "Each engagement is led by researchers who know your category: its buyers, its regulation and the decisions that move it.",
  /** Industries whose illustrations form the hero mosaic (by slug). */
  heroMosaic: ["healthcare", "spirits", "financial-services", "utilities"],
  values: {
    heading: "What every sector engagement includes",
    items: [
      {
        icon: "compass",
        title: "Category fluency",
        text: "Teams who have run studies in your sector before, and know its jargon, seasons and benchmarks.",
      },
      {
        icon: "shield",
        title: "Compliant by design",
        text: "Healthcare, financial and alcohol research handled to the codes each sector follows.",
      },
      {
        icon: "users",
        title: "The right respondents",
        text: "Verified consumers, professionals and decision-makers, with 99.9%+ clean data after fraud and bot checks.",
      },
      {
        icon: "target",
        title: "Decisions, not decks",
        text: "Dashboards and executive readouts that end with a recommendation, not a data dump.",
      },
    ],
  },
  explorer: {
    eyebrow: "Explore by sector",
    heading: "Choose an industry",
    tabListLabel: "Industries",
    selectLabel: "Industry",
    /** Name of the list of in-page links that stands in for the tabs without JavaScript. */
    jumpLabel: "Jump to an industry",
    outcomesHeading: "Expected outcomes",
    implementationHeading: "How we implement",
    cta: { label: "Discuss your study", to: "/contact" },
  },
  closing: {
    heading: "Your sector is not listed?",
    text: "We run custom and hybrid studies for many more categories. Tell us the decision you need to make.",
    cta: { label: "Talk to a researcher", to: "/contact" },
    secondary: { label: "See our case studies", to: "/resources/case-studies" },
  },
} as const;
