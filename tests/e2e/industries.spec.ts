import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { industriesStripSection } from "./page-helpers";
import { industryCopy } from "../content-data";
import { INDUSTRIES } from "../spec-literals";

const industries = INDUSTRIES;
const names = industries.map((i) => i.name);
const first = industries[0]!;
const last = industries[industries.length - 1]!;

/** What the page shows for Healthcare: the spec gives no copy, an editor writes it. */
const healthcare = industryCopy("Healthcare");
const firstBlurb = industryCopy(first.name).blurb;

/** The selected industry's name: the visible panel's heading that can take focus. */
const industryHeading = (page: Page, name: string) =>
  page.getByRole("tabpanel").getByRole("heading", { name, exact: true });

test.describe("industries at 1440 px: tabs", () => {
  test("shows twelve tabs, the first selected, and no count it does not show", async ({ page }) => {
    await page.goto("/industries");
    await waitForHydration(page);
    const tabs = page.getByRole("tablist", { name: "Industries" }).getByRole("tab");
    expect(names).toHaveLength(12);
    await expect(tabs).toHaveText(names);
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(industryHeading(page, first.name)).toBeVisible();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByLabel("Industry", { exact: true })).toBeHidden();
    await expect(page.locator("main")).not.toContainText(/\b13\b|thirteen/i);
  });

  test("arrow keys move with wraparound, Home/End jump, and the hash follows without history entries or scrolling", async ({
    page,
  }) => {
    await page.goto("/industries");
    await waitForHydration(page);
    const tablist = page.getByRole("tablist", { name: "Industries" });
    await tablist.getByRole("tab", { name: first.name }).focus();
    const historyLength = await page.evaluate(() => history.length);
    const scrollBefore = await page.evaluate(() => window.scrollY);

    await page.keyboard.press("ArrowLeft");
    await expect(tablist.getByRole("tab", { name: last.name })).toBeFocused();
    await expect(tablist.getByRole("tab", { name: last.name })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(industryHeading(page, last.name)).toBeVisible();
    await expect(page).toHaveURL(`/industries#${last.slug}`);

    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: first.name })).toBeFocused();
    await expect(page).toHaveURL(`/industries#${first.slug}`);

    await page.keyboard.press("ArrowRight");
    await expect(tablist.getByRole("tab", { name: industries[1]!.name })).toBeFocused();
    await expect(industryHeading(page, industries[1]!.name)).toBeVisible();
    await expect(page).toHaveURL(`/industries#${industries[1]!.slug}`);

    await page.keyboard.press("End");
    await expect(tablist.getByRole("tab", { name: last.name })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tablist.getByRole("tab", { name: first.name })).toBeFocused();

    await tablist.getByRole("tab", { name: "Spirits" }).click();
    await expect(industryHeading(page, "Spirits")).toBeVisible();
    await expect(page).toHaveURL("/industries#spirits");

    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
  });

  test("each industry shows a blurb, expected outcomes and numbered implementation steps", async ({
    page,
  }) => {
    await page.goto("/industries#healthcare");
    await waitForHydration(page);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText(healthcare.blurb);
    await expect(panel.getByRole("heading", { name: "Expected outcomes" })).toBeVisible();
    await expect(panel.locator("ul").first().getByRole("listitem")).toHaveText(healthcare.outcomes);
    const steps = panel.locator("ol > li");
    await expect(steps).toHaveCount(healthcare.implementation.length);
    for (const [i, step] of healthcare.implementation.entries()) {
      await expect(steps.nth(i)).toContainText(`${i + 1}${step}`);
    }
  });
  // Axe with each industry's tab selected: the sweep in a11y.spec.ts.
});

test.describe("industries at 390 px: dropdown", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  /** No tab list shows below 1024 px, so the panel is no tab panel: its visible heading. */
  const shownIndustry = (page: Page, name: string) =>
    page.getByRole("heading", { level: 3, name, exact: true });

  test("a labelled native select chooses the industry and updates the hash", async ({ page }) => {
    await page.goto("/industries");
    await waitForHydration(page);
    const select = page.getByLabel("Industry", { exact: true });
    await expect(select).toBeVisible();
    await expect(page.getByRole("tablist")).toBeHidden();
    // Defect 8 (issue 37): twelve role=tabpanel elements and no tab list in sight.
    await expect(page.locator("[role=tabpanel], [role=tab], [role=tablist]")).toHaveCount(0);
    await expect(select).toHaveValue("consumer-durables");
    const historyLength = await page.evaluate(() => history.length);
    await select.selectOption({ label: "Spirits" });
    await expect(shownIndustry(page, "Spirits")).toBeVisible();
    await expect(shownIndustry(page, "Consumer Durables")).toBeHidden();
    await expect(page).toHaveURL("/industries#spirits");
    await select.selectOption({ label: "Utilities" });
    await expect(shownIndustry(page, "Utilities")).toBeVisible();
    await expect(page).toHaveURL("/industries#utilities");
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
  // Axe with the first and the last industry chosen: the sweep in a11y.spec.ts.
});

test.describe("industries: the URL hash", () => {
  test("selects the industry on direct load and brings it into view", async ({ page }) => {
    await page.goto("/industries#financial-services");
    await waitForHydration(page);
    await expect(
      page.getByRole("tab", { name: "Financial Services", exact: true }),
    ).toHaveAttribute("aria-selected", "true");
    await expect(industryHeading(page, "Financial Services")).toBeInViewport();
  });

  test("the prerendered HTML shows the first industry, its tabs links to the panels", async ({
    request,
  }) => {
    const html = await (await request.get("/industries")).text();
    expect(html).toContain(firstBlurb);
    for (const industry of INDUSTRIES) {
      expect(html).toContain(`href="#${industry.slug}"`);
      expect(html).toMatch(new RegExp(`<div id="${industry.slug}" data-tab-panel=""`));
    }
  });

  for (const hash of ["#nope", "#%E0%A4%A", "#<script>", "#", "#financial-services%00"]) {
    test(`falls back to the first industry for ${hash}`, async ({ page }) => {
      await page.goto(`/industries${hash}`);
      await waitForHydration(page);
      await expect(page.getByRole("tab", { name: first.name, exact: true })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(industryHeading(page, first.name)).toBeVisible();
    });
  }

  test("follows the hash on in-app navigation", async ({ page }) => {
    await page.goto("/solutions");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Industries: Healthcare" }).click();
    await expect(page).toHaveURL("/industries#healthcare");
    await expect(industryHeading(page, "Healthcare")).toBeInViewport();
  });
});

test.describe("industries: arriving from the home strip", () => {
  test("clicking a strip card selects the industry and focuses its name", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    const card = industriesStripSection(page).getByRole("link", { name: /Food & Beverage/ });
    await card.scrollIntoViewIfNeeded();
    await card.click();
    await expect(page).toHaveURL("/industries#food-beverage");
    const heading = industryHeading(page, "Food & Beverage");
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
  });

  test("navigation state fromStrip moves focus to the selected industry's name", async ({
    page,
  }) => {
    await page.goto("/industries");
    await waitForHydration(page);
    await page.evaluate(() => {
      history.pushState({ usr: { fromStrip: true }, key: "x", idx: 1 }, "", "/industries#spirits");
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    const heading = industryHeading(page, "Spirits");
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page.getByRole("tab", { name: "Spirits" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("without fromStrip, focus stays where it was", async ({ page }) => {
    await page.goto("/industries");
    await waitForHydration(page);
    await page.evaluate(() => {
      history.pushState({ usr: null, key: "y", idx: 1 }, "", "/industries#retail");
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    });
    await expect(industryHeading(page, "Retail")).toBeVisible();
    await expect(industryHeading(page, "Retail")).not.toBeFocused();
  });
});
