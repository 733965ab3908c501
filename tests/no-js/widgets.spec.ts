import type { Locator } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { industriesStripSection } from "../e2e/page-helpers";

/**
 * Issue 10, item 4, in the no-js project (JavaScript disabled): the content behind the widgets
 * is there and laid out for reading at 390 and 1440 px.
 */

/**
 * The specification's twelve industries in its order (section 2), with the slug and blurb each
 * shows (the page's: the spec names the industries, not their copy).
 */
const industries = [
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

/** Each industry lists five numbered implementation steps (the page's). */
const IMPLEMENTATION_STEPS = 5;

const hashes = ["healthcare", "financial-services", "non-profit"] as const;
const industryNamed = (slug: string) => industries.find((i) => i.slug === slug)!;

/** /services/quantitative's four workflow steps (the spec: a four-tab workflow panel). */
const quantSteps = [
  {
    label: "Design",
    title: "Design the instrument",
    points: [
      "Sample design and power calculation",
      "Questionnaire with logic map",
      "Analysis plan agreed up front",
    ],
  },
  {
    label: "Programming",
    title: "Program and test",
    points: [
      "Mobile-first survey build",
      "Two-person logic testing",
      "Soft launch with data check",
    ],
  },
  {
    label: "Fieldwork",
    title: "Field with live quality control",
    points: [
      "Digital fingerprinting and bot traps",
      "Speeder, straight-liner and open-end checks",
      "Daily quota and incidence reports",
    ],
  },
  {
    label: "Analysis",
    title: "Analyse and report",
    points: ["Weighting and significance testing", "Interactive dashboard", "Executive readout"],
  },
];

/** The spec's four slides (Home), with the text each shows. */
const slideContent = [
  {
    title: "Quality Assurance",
    text: "Every complete passes device fingerprinting, bot traps, attention checks and open-end review before it counts. What reaches your analysts is 99.9%+ clean.",
  },
  {
    title: "Global Reach",
    text: "Owned panels and vetted partners give us millions of verified respondents in 100+ countries, interviewed in their own language by local teams.",
  },
  {
    title: "Advanced Analytics",
    text: "Segmentation, driver analysis, conjoint, MaxDiff and forecasting models that turn responses into choices you can price, position and plan around.",
  },
  {
    title: "Real-Time Results",
    text: "Watch quotas fill and early findings form on live dashboards, then take an executive readout into the room as soon as fieldwork closes.",
  },
];

/**
 * The spec's four offices (/contact) with the address each shows and its open-in-maps link:
 * a maps search for that address (section 7), written out whole.
 */
const offices = [
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
    name: "Raleigh, US",
    address: "421 Fayetteville Street, Suite 1100, Raleigh, NC 27601, United States",
    mapSearch:
      "https://www.google.com/maps/search/?api=1&query=421%20Fayetteville%20Street%2C%20Suite%201100%2C%20Raleigh%2C%20NC%2027601%2C%20United%20States",
  },
  {
    name: "Ipswich, UK",
    address: "Felaw Maltings, 42 Felaw Street, Ipswich IP2 8SJ, United Kingdom",
    mapSearch:
      "https://www.google.com/maps/search/?api=1&query=Felaw%20Maltings%2C%2042%20Felaw%20Street%2C%20Ipswich%20IP2%208SJ%2C%20United%20Kingdom",
  },
];

/** Whether an element lies wholly inside the window. */
const isFullyInView = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.left >= 0 && box.right <= window.innerWidth;
};

/** An element's top-left corner in page coordinates (wherever the page is scrolled). */
const pageCorner = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return `${Math.round(box.left)},${Math.round(box.top + window.scrollY)}`;
  });

for (const width of [390, 1440]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 800 ? 844 : 900 } });

    for (const slug of hashes) {
      test(`/industries#${slug} shows that industry`, async ({ page }) => {
        const industry = industryNamed(slug);
        await page.goto(`/industries#${slug}`);
        const panel = page.locator(`[id="${slug}"]`);
        const heading = panel.getByRole("heading", { level: 3, name: industry.name, exact: true });
        await expect(heading).toBeVisible();
        await expect(heading).toBeInViewport();
        await expect(panel.getByText(industry.blurb)).toBeInViewport();
        // Nothing of the industry shown by default sits in the viewport instead.
        const first = industries[0]!;
        await expect(
          page.getByRole("heading", { level: 3, name: first.name, exact: true }),
        ).not.toBeInViewport();
      });
    }

    test("/industries lays out every industry, with links in place of tabs and select", async ({
      page,
    }) => {
      await page.goto("/industries");
      await expect(page.getByRole("tablist")).toBeHidden();
      await expect(page.getByLabel("Industry", { exact: true })).toBeHidden();
      const jump = page.getByRole("navigation", { name: "Jump to an industry" });
      expect(industries).toHaveLength(12);
      for (const industry of industries) {
        await expect(
          page.getByRole("heading", { level: 3, name: industry.name, exact: true }),
        ).toBeVisible();
        await expect(page.getByText(industry.blurb)).toBeVisible();
        await expect(jump.getByRole("link", { name: industry.name, exact: true })).toHaveAttribute(
          "href",
          `#${industry.slug}`,
        );
        const steps = page.locator(`[id="${industry.slug}"] ol > li`);
        await expect(steps).toHaveCount(IMPLEMENTATION_STEPS);
        await expect(steps.last()).toBeVisible();
      }
    });

    test("/services/quantitative shows all four workflow steps", async ({ page }) => {
      await page.goto("/services/quantitative");
      await expect(page.getByRole("tablist")).toBeHidden();
      const corners: string[] = [];
      for (const step of quantSteps) {
        const heading = page.getByRole("heading", { level: 3, name: step.title, exact: true });
        await expect(heading).toBeVisible();
        corners.push(await pageCorner(heading));
        const panel = page.getByRole("tabpanel").filter({ has: heading });
        await expect(panel.getByText(step.label, { exact: false }).first()).toBeVisible();
        for (const point of step.points)
          await expect(panel.getByRole("listitem").filter({ hasText: point })).toBeVisible();
      }
      // Laid out, not stacked on top of each other.
      expect(new Set(corners).size).toBe(quantSteps.length);
    });

    test("/ shows all four slides, stacked, without slideshow controls", async ({ page }) => {
      await page.goto("/");
      const slides = page.locator('[aria-roledescription="slide"]');
      await expect(slides).toHaveCount(4);
      const corners: string[] = [];
      for (const [i, slide] of slideContent.entries()) {
        const heading = page.getByRole("heading", { level: 3, name: slide.title, exact: true });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
        await expect(page.getByText(slide.text)).toBeVisible();
        // Visible to the eye too: not faded out, not hidden.
        expect(
          await slides.nth(i).evaluate((el) => {
            const style = getComputedStyle(el);
            return [style.opacity, style.visibility];
          }),
        ).toEqual(["1", "visible"]);
        corners.push(await pageCorner(heading));
      }
      expect(new Set(corners).size).toBe(4);
      await expect(page.getByRole("button", { name: "Next slide" })).toBeHidden();
      await expect(page.getByRole("group", { name: "Choose a slide" })).toBeHidden();
    });

    test("/ lets the visitor scroll the industries strip to its twelfth card", async ({ page }) => {
      await page.goto("/");
      const section = industriesStripSection(page);
      const cards = section.getByRole("list").getByRole("link");
      // One list: the looping copy is the script's, and there is no script.
      await expect(cards).toHaveCount(12);
      await expect(section.locator("[inert]")).toHaveCount(0);
      // A visitor's horizontal wheel (or swipe) over the row scrolls it to the last card.
      const first = cards.first();
      await first.scrollIntoViewIfNeeded();
      await first.hover();
      const row = first.locator("xpath=ancestor::ul/../..");
      const scrollLeft = () => row.evaluate((el) => el.scrollLeft);
      for (let i = 0; i < 12 && !(await cards.nth(11).evaluate(isFullyInView)); i++) {
        const before = await scrollLeft();
        // On a busy machine Chromium can drop a wheel sent before its hit-test data is ready;
        // the row must move under a wheel, so one that did nothing is sent again.
        await expect(async () => {
          await page.mouse.wheel(600, 0);
          expect(await scrollLeft()).toBeGreaterThan(before);
        }).toPass({ timeout: 5_000 });
      }
      await expect(cards.nth(11)).toBeInViewport({ ratio: 1 });
    });

    test("/contact shows every office's address and its open-in-maps link", async ({ page }) => {
      await page.goto("/contact");
      expect(offices).toHaveLength(4);
      for (const office of offices) {
        const group = page.getByRole("radiogroup", { name: "Choose an office" });
        await expect(group.getByText(office.address, { exact: true })).toBeVisible();
        const link = page.getByRole("link", {
          name: `${office.name} in Google Maps (opens in a new tab)`,
        });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", office.mapSearch);
      }
    });
  });
}
