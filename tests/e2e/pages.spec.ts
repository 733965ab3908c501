import { readFileSync } from "node:fs";
import path from "node:path";
import type { HoldingProofCopy } from "../../app/content/schemas/holding-proof";
import type { MarketingData } from "../../app/content/schemas/marketing.ts";
import type { SampleLabelsData } from "../../app/content/schemas/sample-labels.ts";
import type { PagesData } from "../../app/content/schemas/pages";
import type { PrivacyData } from "../../app/content/schemas/privacy";
import { contentData, newestFirst, pullQuoteCredits, RESOURCE_ITEMS } from "../content-data";
import { expect, test, waitForHydration } from "./fixtures";
import { framesPass } from "./page-helpers";

const buildDir = process.env.BUILD_DIR ?? "build";
const pages = contentData<PagesData>("pages");
const privacy = contentData<PrivacyData>("privacy").privacyDocument;
const caseStudies = RESOURCE_ITEMS.filter((i) => i.section === "case-studies");
const sampleLabels = contentData<SampleLabelsData>("sample-labels");
/** What a holding page said before it showed proof: notes about work in progress (decision 0910). */
const inPreparation = /being prepared|in preparation|being written|placeholder/i;

test.describe("simple pages", () => {
  test("/case-studies is a short holding page: three studies, one link to all of them, contact", async ({
    page,
  }) => {
    const copy = contentData<HoldingProofCopy>("holding-proof").caseStudies;
    // The home page's results band, as a visitor sees it: /case-studies shows three others.
    await page.goto("/");
    const band = page.getByRole("region", {
      name: contentData<{ heading: string }>("home-results").heading,
    });
    await expect(band.getByRole("listitem")).toHaveCount(3);
    const onHome = await band
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    // The newest case studies (front matter date) that the band does not show (decision 0941).
    const featured = newestFirst(caseStudies)
      .filter((s) => !onHome.includes(`/resources/case-studies/${s.slug}`))
      .slice(0, 3);
    expect(featured).toHaveLength(3);

    await page.goto("/case-studies");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Case Studies");
    // Words for visitors, never a note to the firm (issue 47).
    await expect(page.getByText(pages.caseStudiesPlaceholder.notice)).toBeVisible();
    const main = page.getByRole("main");
    await expect(main).not.toContainText(inPreparation);
    // Three studies with their headline result, not a second index beside the Resource Center.
    const section = main.getByRole("region", { name: copy.heading });
    await expect(section.getByText(copy.lead)).toBeVisible();
    const cards = section.getByRole("listitem");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(featured.map((s) => s.title));
    for (const [i, study] of featured.entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("link", { name: study.title, exact: true })).toHaveAttribute(
        "href",
        `/resources/case-studies/${study.slug}`,
      );
      if (study.result) await expect(card).toContainText(study.result.line);
      // Each invented study says so on its own card; a real one carries no label (decision 0936).
      const label = card.locator("[data-sample-label]");
      if (study.status === "sample") await expect(label).toHaveText(sampleLabels.caseStudy);
      else await expect(label).toHaveCount(0);
    }
    // One way on to the rest, named by how many there are; no second link to the same list.
    const all = `All ${caseStudies.length} case studies`;
    expect(copy.allLink.replace("{count}", String(caseStudies.length))).toBe(all);
    await expect(main.locator('a[href="/resources/case-studies"]')).toHaveCount(1);
    await expect(main.getByRole("link", { name: all, exact: true })).toHaveAttribute(
      "href",
      "/resources/case-studies",
    );
    await expect(main.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expect(main.getByRole("link", { name: "Explore industries" })).toHaveAttribute(
      "href",
      "/industries",
    );
    // The count is what the list holds: every case study is on it.
    await main.getByRole("link", { name: all, exact: true }).click();
    await expect(page).toHaveURL("/resources/case-studies");
    for (const study of caseStudies)
      await expect(
        page.getByRole("main").getByRole("link", { name: study.title, exact: true }),
      ).toHaveAttribute("href", `/resources/case-studies/${study.slug}`);
  });

  test("/clients is a holding page that leads onward", async ({ page }) => {
    await page.goto("/clients");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pages.simplePages.clients.heading,
    );
    await expect(page.getByText(pages.clientsPlaceholder.notice)).toBeVisible();
    // Beside the note that clients go unnamed, the way to one: a reference, asked on /contact.
    const reference = pages.clientsPlaceholder.noticeAction;
    await expect(
      page.getByRole("main").getByRole("link", { name: reference.label, exact: true }),
    ).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("main")).not.toContainText(inPreparation);
    // What clients said: the first pull quote of each of the five newest quoted case studies,
    // credited, linking to its study (0910, 0968); an older study's quote stays on its page.
    const quoted = newestFirst(caseStudies.filter((s) => pullQuoteCredits(s.slug).length > 0));
    expect(quoted.length).toBeGreaterThan(5);
    for (const study of quoted.slice(0, 5)) {
      await expect(
        page.getByRole("main").getByText(pullQuoteCredits(study.slug)[0]!, { exact: true }),
      ).toBeVisible();
      await expect(
        page.getByRole("main").getByRole("link", { name: new RegExp(`: ${study.title}$`) }),
      ).toHaveAttribute("href", `/resources/case-studies/${study.slug}`);
    }
    for (const study of quoted.slice(5))
      await expect(
        page.getByRole("main").getByRole("link", { name: new RegExp(`: ${study.title}$`) }),
      ).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Read the case studies" })).toHaveAttribute(
      "href",
      "/resources/case-studies",
    );
    await expect(
      page.getByRole("main").getByRole("link", { name: "Contact us", exact: true }),
    ).toHaveAttribute("href", "/contact");
  });

  test("/clients shows the kinds of client by sector: who they are, what they bring, a link to their industry", async ({
    page,
  }) => {
    const copy = contentData<HoldingProofCopy>("holding-proof").clientSectors;
    await page.goto("/clients");
    const section = page.getByRole("region", { name: copy.heading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(
      copy.sectors.map((s) => s.name),
    );
    for (const sector of copy.sectors) {
      const card = section.getByRole("listitem").filter({
        has: page.getByRole("heading", { name: sector.name, exact: true }),
      });
      await expect(card).toContainText(sector.clients);
      await expect(card).toContainText(sector.decisions);
      if (sector.industry) {
        const slug = sector.industry.toLowerCase().replace(/[^a-z0-9]+/g, "-");
        await expect(
          card.getByRole("link", { name: copy.link.replace("{industry}", sector.industry) }),
        ).toHaveAttribute("href", `/industries#${slug}`);
      }
    }
    // Sample sectors carry the sample label of their kind (decisions 0805, 0916).
    if (copy.sectors.some((s) => s.status === "sample"))
      await expect(section.getByText(sampleLabels.clients, { exact: true })).toBeVisible();
    // The link lands on its industry in the explorer.
    const first = copy.sectors.find((s) => s.industry)!;
    await section.getByRole("link", { name: new RegExp(`^${first.industry}`) }).click();
    await expect(page).toHaveURL(/\/industries#/);
    await expect(page.getByRole("heading", { level: 3, name: first.industry })).toBeVisible();
  });

  test("/privacy-policy tells visitors whom to ask, not that it is a draft, and its contents links work", async ({
    page,
  }) => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    await expect(page.getByText(privacy.notice)).toBeVisible();
    // A buyer reads no note to the firm: nothing is "being finalised" (decision 0910).
    await expect(page.getByRole("main")).not.toContainText(/placeholder|legal counsel|finalis/i);
    await expect(page.getByRole("heading", { level: 2, name: "Privacy Policy" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Terms of Use" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Your rights" })
      .click();
    await expect(page).toHaveURL("/privacy-policy#your-rights");
    const heading = page.getByRole("heading", { name: /Your rights/ });
    await expect(heading).toBeInViewport();
    // The fragment's position holds: no scroll restore moves the page back afterwards.
    await framesPass(page, 60);
    await expect(heading).toBeInViewport();
  });

  test("Back and Forward across a contents link return to each position", async ({ page }) => {
    await page.goto("/privacy-policy");
    await waitForHydration(page);
    const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
    const heading = page.getByRole("heading", { name: /Your rights/ });
    const contentsLink = page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "Your rights" });
    await contentsLink.scrollIntoViewIfNeeded();
    const clickedAt = await scrollY();
    await contentsLink.click();
    await expect(heading).toBeInViewport();
    const headingAt = await scrollY();
    expect(headingAt).toBeGreaterThan(clickedAt + 400);
    await page.goBack();
    await expect(page).toHaveURL("/privacy-policy");
    await expect.poll(scrollY).toBe(clickedAt);
    await page.goForward();
    await expect(page).toHaveURL("/privacy-policy#your-rights");
    await expect.poll(scrollY).toBe(headingAt);
    await expect(heading).toBeInViewport();
  });

  test("/data-surveys and /solutions are marketing pages with real sections", async ({ page }) => {
    await page.goto("/data-surveys");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pages.simplePages.dataSurveys.heading,
    );
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(4);
    await expect(page.getByText("99.9%+ clean data").first()).toBeVisible();
    await page.goto("/solutions");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pages.simplePages.solutions.heading,
    );
    // One heading per solution marketing.yaml describes (at least one).
    const { items } = contentData<MarketingData>("marketing").solutionsPage;
    expect(items.length).toBeGreaterThan(0);
    await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(
      items.length,
    );
  });
});

test.describe("/services/custom-hybrid", () => {
  test("servers answer 301 to /services/custom", async ({ request }) => {
    const response = await request.get("/services/custom-hybrid", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers()["location"]).toBe("/services/custom");
  });

  test("the prerendered page carries a canonical link, noindex and a meta refresh", () => {
    const html = readFileSync(
      path.join(buildDir, "client/services/custom-hybrid/index.html"),
      "utf8",
    );
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/services/custom"/>');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/services\/custom"\/>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toContain('href="/services/custom"');
  });

  test("an in-app navigation to it replaces the URL with /services/custom", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => {
      history.pushState({ usr: null, key: "z", idx: 1 }, "", "/services/custom-hybrid");
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    await expect(page).toHaveURL("/services/custom");
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  });
});
