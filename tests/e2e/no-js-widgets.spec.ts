import type { Locator, Page, Route } from "@playwright/test";
import { contactPage } from "../../app/content/contact";
import { slideshow } from "../../app/content/home";
import { industries, industriesPage } from "../../app/content/industries";
import { offices } from "../../app/content/offices";
import { servicePages } from "../../app/content/service-pages";
import { mapSearchUrl } from "../../app/lib/maps";
import { expect, test, waitForHydration } from "./fixtures";
import { stubMaps } from "./page-helpers";

/**
 * Issue 10, item 4: the content behind the widgets is there without JavaScript, and with
 * JavaScript the page before hydration already looks like the page after it.
 */

const hashes = ["healthcare", "financial-services", "non-profit"] as const;
const industryNamed = (slug: string) => industries.find((i) => i.slug === slug)!;
const quantSteps = servicePages.quantitative.workflow.steps;

/** An element's top-left corner in page coordinates (wherever the page is scrolled). */
const pageCorner = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return `${Math.round(box.left)},${Math.round(box.top + window.scrollY)}`;
  });

for (const width of [390, 1440]) {
  test.describe(`without JavaScript at ${width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width, height: width < 800 ? 844 : 900 } });

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
      await expect(
        page.getByLabel(industriesPage.explorer.selectLabel, { exact: true }),
      ).toBeHidden();
      const jump = page.getByRole("navigation", { name: "Jump to an industry" });
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
        await expect(steps).toHaveCount(industry.implementation.length);
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
      for (const [i, slide] of slideshow.slides.entries()) {
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
      await expect(page.getByRole("button", { name: slideshow.controls.next })).toBeHidden();
      await expect(page.getByRole("group", { name: slideshow.controls.dotsLabel })).toBeHidden();
    });

    test("/contact shows every office's address and its open-in-maps link", async ({ page }) => {
      await page.goto("/contact");
      for (const office of offices) {
        const group = page.getByRole("radiogroup", { name: contactPage.offices.groupLabel });
        await expect(group.getByText(office.address, { exact: true })).toBeVisible();
        const link = page.getByRole("link", {
          name: `${contactPage.offices.openInMaps(office.name)} ${contactPage.offices.newTabNote}`,
        });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", mapSearchUrl(office.address));
      }
    });
  });
}

/** Holds the page modules until `release()`: the page stays as prerendered, before hydration. */
async function holdModules(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((r) => r.continue()));
  };
}

test.describe("with JavaScript, before and through hydration", () => {
  for (const path of ["/industries", "/services/quantitative"]) {
    test(`${path}: no layout shift from load through hydration`, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { __shifts: number[] };
        w.__shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[])
            w.__shifts.push(entry.value);
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      // Two frames after hydration, so any shift its first commit caused has been recorded.
      await page.evaluate(
        () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
      );
      const shifts = await page.evaluate(
        () => (window as unknown as { __shifts: number[] }).__shifts,
      );
      expect(shifts.reduce((a, b) => a + b, 0)).toBe(0);
    });
  }

  test("/industries#healthcare shows Healthcare before hydration, and after it without moving", async ({
    page,
  }) => {
    const release = await holdModules(page);
    await page.goto("/industries#healthcare");
    const healthcare = page.getByRole("heading", { level: 3, name: "Healthcare", exact: true });
    await expect(healthcare).toBeInViewport();
    await expect(
      page.getByRole("heading", { level: 3, name: industries[0]!.name, exact: true }),
    ).toBeHidden();
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    const y = await page.evaluate(() => window.scrollY);
    await release();
    await waitForHydration(page);
    await expect(page.getByRole("tab", { name: "Healthcare", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(healthcare).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(y);
    // After hydration a tab click still switches the panel, whatever the hash was.
    await page.getByRole("tab", { name: "Retail", exact: true }).click();
    await expect(
      page.getByRole("heading", { level: 3, name: "Retail", exact: true }),
    ).toBeVisible();
    await expect(healthcare).toBeHidden();
  });

  test.describe("at 390 px", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("an industry chosen in the select before hydration is selected after it", async ({
      page,
    }) => {
      const release = await holdModules(page);
      await page.goto("/industries");
      const select = page.getByLabel(industriesPage.explorer.selectLabel, { exact: true });
      await select.selectOption({ label: "Spirits" });
      await release();
      await waitForHydration(page);
      await expect(page).toHaveURL("/industries#spirits");
      await expect(select).toHaveValue("spirits");
      await expect(
        page.getByRole("heading", { level: 3, name: "Spirits", exact: true }),
      ).toBeVisible();
      await expect(page.getByRole("tabpanel")).toHaveCount(1);
    });
  });

  test("an office chosen before hydration stays chosen after it, map link included", async ({
    page,
  }) => {
    await stubMaps(page);
    const release = await holdModules(page);
    await page.goto("/contact");
    const group = page.getByRole("radiogroup", { name: contactPage.offices.groupLabel });
    const dubai = offices.find((o) => o.key === "dubai")!;
    await group.getByRole("radio", { name: new RegExp(dubai.name) }).check();
    await release();
    await waitForHydration(page);
    await expect(group.getByRole("radio", { name: new RegExp(dubai.name) })).toBeChecked();
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(
      page.getByRole("link", { name: new RegExp(contactPage.offices.openInMaps(dubai.name)) }),
    ).toHaveAttribute("href", mapSearchUrl(dubai.address));
  });

  test("tabs, slideshow dots and strip cards carry the hooks the early script replays", async ({
    request,
  }) => {
    const tabButton = /<button[^>]*role="tab"[^>]*>/g;
    for (const path of ["/industries", "/services/quantitative"]) {
      const tabs = (await (await request.get(path)).text()).match(tabButton) ?? [];
      expect(tabs.length, path).toBeGreaterThanOrEqual(4);
      for (const tab of tabs) expect(tab, path).toContain("data-replay-click");
    }
    const home = await (await request.get("/")).text();
    const dots = home.match(/<button[^>]*aria-label="Slide \d[^>]*>/g) ?? [];
    expect(dots).toHaveLength(4);
    for (const dot of dots) expect(dot).toContain("data-replay-click");
    const cards = home.match(/<a[^>]*href="\/industries#[^"]*"[^>]*>/g) ?? [];
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const card of cards) expect(card).toContain("data-space-click");
  });
});
