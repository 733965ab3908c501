import { expect, test, waitForHydration } from "./fixtures";
import { framesPass, holdModules, recordLayoutShifts, stubMaps } from "./page-helpers";
import { OFFICES_SHOWN as OFFICES } from "../content-data";

/**
 * Issue 10, item 4, with JavaScript: the page before hydration already looks like the page
 * after it (no layout shift), and what the visitor chose before hydration is kept. The same
 * content without JavaScript: tests/no-js/widgets.spec.ts.
 */

test.describe("with JavaScript, before and through hydration", () => {
  for (const width of [390, 1440]) {
    for (const path of ["/industries", "/services/quantitative", "/", "/contact"]) {
      test(`${path} at ${width} px: no layout shift from load through hydration`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 900 });
        const layoutShifts = await recordLayoutShifts(page);
        await page.goto(path);
        await waitForHydration(page);
        // Two frames after hydration, so any shift its first commit caused has been recorded.
        await framesPass(page, 2);
        expect((await layoutShifts()).reduce((a, b) => a + b, 0)).toBe(0);
      });
    }
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
    // Before the script runs the tabs are links (decision 0506): no tab roles yet.
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Healthcare", exact: true })).toHaveAttribute(
      "href",
      "#healthcare",
    );
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

    test("an industry chosen in the list before hydration is selected after it, in the select", async ({
      page,
    }) => {
      const release = await holdModules(page);
      await page.goto("/industries", { waitUntil: "domcontentloaded" });
      // The select's box, before the select can work: a disclosure listing the industries.
      const picker = page.getByRole("group").filter({ hasText: "Consumer Durables" });
      // Where a box sits on the page (not the viewport: the link scrolls to its panel).
      const onPage = (el: Element) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, y: r.y + window.scrollY, width: r.width, height: r.height };
      };
      const box = await picker.locator("summary").evaluate(onPage);
      await picker.getByText("Consumer Durables", { exact: true }).first().click();
      await picker.getByRole("link", { name: "Spirits", exact: true }).click();
      await expect(page).toHaveURL("/industries#spirits");
      await release();
      await waitForHydration(page);
      const select = page.getByLabel("Industry", { exact: true });
      await expect(page).toHaveURL("/industries#spirits");
      await expect(select).toHaveValue("spirits");
      await expect(
        page.getByRole("heading", { level: 3, name: "Spirits", exact: true }),
      ).toBeVisible();
      // Defect 8: below 1024 px no tab list is shown, so nothing claims to be a tab panel.
      await expect(page.getByRole("tabpanel")).toHaveCount(0);
      await expect(page.getByRole("tab")).toHaveCount(0);
      // The select takes the disclosure's box: same place, same size.
      expect(await select.evaluate(onPage)).toEqual(box);
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
    const dubai = OFFICES.find((o) => o.name === "Dubai")!;
    await expect(page.getByRole("link", { name: dubai.openInMaps })).toHaveAttribute(
      "href",
      dubai.mapSearch,
    );
  });

  test("the prerendered tabs and slideshow dots are links to their panels, with no tab roles", async ({
    request,
  }) => {
    for (const path of ["/industries", "/services/quantitative", "/", "/tools/sample-size"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/role="tab(list|panel)?"/);
      expect(html, path).not.toMatch(/ data-(replay|space)-click=/);
    }
    const home = await (await request.get("/")).text();
    const dots = home.match(/<a[^>]*aria-label="Slide \d[^>]*>/g) ?? [];
    expect(dots).toHaveLength(4);
    for (const [i, dot] of dots.entries()) expect(dot).toContain(`href="#slide-${i + 1}"`);
    expect(home).toContain('id="slide-4"');
  });
});
