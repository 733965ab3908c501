import { expect, test, waitForHydration } from "./fixtures";
import { framesPass, holdModules, recordLayoutShifts, stubMaps } from "./page-helpers";
import { OFFICES } from "../spec-literals";

/**
 * Issue 10, item 4, with JavaScript: the page before hydration already looks like the page
 * after it (no layout shift), and what the visitor chose before hydration is kept. The same
 * content without JavaScript: tests/no-js/widgets.spec.ts.
 */

test.describe("with JavaScript, before and through hydration", () => {
  for (const path of ["/industries", "/services/quantitative"]) {
    test(`${path}: no layout shift from load through hydration`, async ({ page }) => {
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(path);
      await waitForHydration(page);
      // Two frames after hydration, so any shift its first commit caused has been recorded.
      await framesPass(page, 2);
      expect((await layoutShifts()).reduce((a, b) => a + b, 0)).toBe(0);
    });
  }

  test("/industries#healthcare shows Healthcare before hydration, and after it without moving", async ({
    page,
  }) => {
    const release = await holdModules(page);
    await page.goto("/industries#healthcare", { waitUntil: "domcontentloaded" });
    const healthcare = page.getByRole("heading", { level: 3, name: "Healthcare", exact: true });
    await expect(healthcare).toBeInViewport();
    await expect(
      page.getByRole("heading", { level: 3, name: "Consumer Durables", exact: true }),
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
      await page.goto("/industries", { waitUntil: "domcontentloaded" });
      const select = page.getByLabel("Industry", { exact: true });
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
    await page.goto("/contact", { waitUntil: "domcontentloaded" });
    const group = page.getByRole("radiogroup", { name: "Choose an office" });
    await group.getByRole("radio", { name: /Dubai/ }).check();
    await release();
    await waitForHydration(page);
    await expect(group.getByRole("radio", { name: /Dubai/ })).toBeChecked();
    await expect(group.getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(page.getByRole("link", { name: /Dubai in Google Maps/ })).toHaveAttribute(
      "href",
      OFFICES.find((o) => o.name === "Dubai")!.mapSearch,
    );
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
