/**
 * The specification's literals that several browser specs check, written out once on the test
 * side (expected values never come from app/content or app/lib).
 */

/**
 * The specification's twelve industries in its order (section 2), with the slug and blurb each
 * shows (the page's: the spec names the industries, not their copy).
 */
export const INDUSTRIES = [
  {
    name: "Consumer Durables",
    slug: "consumer-durables",
    blurb:
      "Durable purchases are rare, researched and expensive, so every touchpoint on the way to the shelf matters. We map long consideration journeys, size the features buyers will pay for and test price architecture before the tooling is cut.",
  },
  {
    name: "Financial Services",
    slug: "financial-services",
    blurb:
      "Banks, insurers, lenders and fintechs trust us with compliant research among customers, advisers and high-net-worth audiences. We measure trust, switching intent and product fit in a category where small shifts move large balances.",
  },
  {
    name: "Healthcare",
    slug: "healthcare",
    blurb:
      "We speak with physicians, nurses, pharmacists, payers and patients, under pharmacovigilance and privacy rules, to understand unmet needs, treatment decisions and the real-world patient journey.",
  },
  {
    name: "Technology Media & Telecom",
    slug: "technology-media-telecom",
    blurb:
      "Technology buyers move fast and media audiences fragment daily. We test product-market fit, pricing and churn drivers with IT decision-makers, developers, subscribers and viewers across devices and markets.",
  },
  {
    name: "Consumer Packaged Goods",
    slug: "consumer-packaged-goods",
    blurb:
      "In packaged goods the battle is won at the shelf and on the screen in seconds. We test concepts, packs, claims and prices quickly and at scale, so brand teams can launch with evidence rather than instinct.",
  },
  {
    name: "Food & Beverage",
    slug: "food-beverage",
    blurb:
      "Taste is personal and habits run deep. We combine sensory tests, in-home use tests and shopper research to help food and beverage brands build recipes, formats and stories that people choose again.",
  },
  {
    name: "Spirits",
    slug: "spirits",
    blurb:
      "Spirits brands live on image, ritual and premium price points. We recruit legal-drinking-age consumers responsibly, explore on-trade and off-trade occasions and test brand worlds, packs and pricing tiers.",
  },
  {
    name: "Retail",
    slug: "retail",
    blurb:
      "Retailers compete on range, price, convenience and experience all at once. We measure the whole shopper journey, in store and online, to show which levers bring people back and grow the basket.",
  },
  {
    name: "Health Insurance",
    slug: "health-insurance",
    blurb:
      "Plans are complex and choices are high-stakes. We help insurers and brokers understand how members and employers compare plans, what drives enrolment and renewal, and where service moments build or break trust.",
  },
  {
    name: "Restaurants & Services",
    slug: "restaurants-services",
    blurb:
      "From quick-service chains to hospitality groups and personal services, experience is the product. We measure visit drivers, menu and price appeal and the service moments that turn a first visit into a habit.",
  },
  {
    name: "Utilities",
    slug: "utilities",
    blurb:
      "Energy, water and telecom utilities serve everyone and face close scrutiny. We help them understand affordability, trust, tariff choice and the shift to greener options, among households and business customers alike.",
  },
  {
    name: "Non-Profit",
    slug: "non-profit",
    blurb:
      "Charities, foundations and membership bodies need evidence that moves supporters and shows impact. We research donor motivation, campaign messaging and programme outcomes on budgets that respect the cause.",
  },
];

/**
 * The spec's four offices (/contact) with the address each shows and its open-in-maps link:
 * a maps search for that address (section 7), written out whole.
 */
export const OFFICES = [
  {
    name: "Gurugram",
    address: "Tower B, DLF Cyber City, Phase II, Gurugram, Haryana 122002, India",
    mapSearch:
      "https://www.google.com/maps/search/?api=1&query=Tower%20B%2C%20DLF%20Cyber%20City%2C%20Phase%20II%2C%20Gurugram%2C%20Haryana%20122002%2C%20India",
  },
  {
    name: "Dubai",
    address: "Office 1204, Jumeirah Lakes Towers, Cluster X, Dubai, United Arab Emirates",
    mapSearch:
      "https://www.google.com/maps/search/?api=1&query=Office%201204%2C%20Jumeirah%20Lakes%20Towers%2C%20Cluster%20X%2C%20Dubai%2C%20United%20Arab%20Emirates",
  },
  {
    name: "Raleigh US",
    address: "421 Fayetteville Street, Suite 1100, Raleigh, NC 27601, United States",
    mapSearch:
      "https://www.google.com/maps/search/?api=1&query=421%20Fayetteville%20Street%2C%20Suite%201100%2C%20Raleigh%2C%20NC%2027601%2C%20United%20States",
  },
  {
    name: "Ipswich UK",
    address: "Felaw Maltings, 42 Felaw Street, Ipswich IP2 8SJ, United Kingdom",
    mapSearch:
      "https://www.google.com/maps/search/?api=1&query=Felaw%20Maltings%2C%2042%20Felaw%20Street%2C%20Ipswich%20IP2%208SJ%2C%20United%20Kingdom",
  },
];
