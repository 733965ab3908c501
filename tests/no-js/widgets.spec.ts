import type { Locator } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { industriesStripSection } from "../e2e/page-helpers";
import type { HomeData } from "../../app/content/schemas/home.ts";
import type { ServicePagesData } from "../../app/content/schemas/service-pages.ts";
import {
  contentData,
  industryCopy,
  INDUSTRIES_SHOWN as INDUSTRIES,
  OFFICES_SHOWN as OFFICES,
} from "../content-data";

/**
 * Issue 10, item 4, in the no-js project (JavaScript disabled): the content behind the widgets
 * is there and laid out for reading at 390 and 1440 px.
 */

const hashes = ["healthcare", "financial-services", "non-profit"] as const;
const industryNamed = (slug: string) => INDUSTRIES.find((i) => i.slug === slug)!;

/** /services/quantitative's workflow steps (the spec: a four-tab workflow panel), as
 *  service-pages.yaml words them. */
const quantSteps =
  contentData<ServicePagesData>("service-pages").servicePages.quantitative.workflow.steps;

const homeCopy = contentData<HomeData>("home");
/** The home page's stages of a study (Our Services), as home.yaml words them. */
const homeStages = homeCopy.whatWeDo.tabs;

/** The spec's four slides (Home), with the text home.yaml gives each. */
const slideContent = [
  "Quality Assurance",
  "Global Reach",
  "Advanced Analytics",
  "Real-Time Results",
].map((title) => {
  const slide = homeCopy.slideshow.slides.find((s) => s.title === title);
  if (!slide) throw new Error(`home.yaml has no slide titled ${title}`);
  return slide;
});

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
        const first = INDUSTRIES[0]!;
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
      expect(INDUSTRIES).toHaveLength(12);
      for (const industry of INDUSTRIES) {
        await expect(
          page.getByRole("heading", { level: 3, name: industry.name, exact: true }),
        ).toBeVisible();
        await expect(page.getByText(industry.blurb)).toBeVisible();
        await expect(jump.getByRole("link", { name: industry.name, exact: true })).toHaveAttribute(
          "href",
          `#${industry.slug}`,
        );
        const steps = page.locator(`[id="${industry.slug}"] ol > li`);
        await expect(steps).toHaveCount(industryCopy(industry.name).implementation.length);
        await expect(steps.last()).toBeVisible();
      }
    });

    test("/services/quantitative shows all four workflow steps", async ({ page }) => {
      await page.goto("/services/quantitative");
      await expect(page.getByRole("tablist")).toBeHidden();
      await expect(page.getByRole("tabpanel")).toHaveCount(0);
      const corners: string[] = [];
      for (const step of quantSteps) {
        const heading = page.getByRole("heading", { level: 3, name: step.title, exact: true });
        await expect(heading).toBeVisible();
        corners.push(await pageCorner(heading));
        // Each step is the target of its tab link (#workflow-…), never a tab panel without tabs.
        const panel = page.locator('[id^="workflow-"]').filter({ has: heading });
        await expect(panel.getByText(step.label, { exact: false }).first()).toBeVisible();
        for (const point of step.points)
          await expect(panel.getByRole("listitem").filter({ hasText: point })).toBeVisible();
      }
      // Laid out, not stacked on top of each other.
      expect(new Set(corners).size).toBe(quantSteps.length);
    });

    test("/ shows all four stages of a study, each headed by its stage", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("tablist", { name: homeCopy.whatWeDo.tabsLabel })).toBeHidden();
      const corners: string[] = [];
      for (const [i, stage] of homeStages.entries()) {
        const heading = page.getByRole("heading", { level: 3, name: stage.title, exact: true });
        await heading.scrollIntoViewIfNeeded();
        await expect(heading).toBeVisible();
        corners.push(await pageCorner(heading));
        const panel = page.locator('[id^="stage-"]').filter({ has: heading });
        // Headed by its number and label ("02 · Fieldwork").
        await expect(
          panel.getByText(`${String(i + 1).padStart(2, "0")} · ${stage.label}`),
        ).toBeVisible();
        for (const point of stage.points)
          await expect(panel.getByRole("listitem").filter({ hasText: point })).toBeVisible();
      }
      expect(new Set(corners).size).toBe(homeStages.length);
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
      expect(OFFICES).toHaveLength(4);
      for (const office of OFFICES) {
        const group = page.getByRole("radiogroup", { name: "Choose an office" });
        await expect(group.getByText(office.address, { exact: true })).toBeVisible();
        const link = page.getByRole("link", {
          name: `${office.openInMaps} ${office.newTabNote}`,
        });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", office.mapSearch);
      }
    });
  });
}
