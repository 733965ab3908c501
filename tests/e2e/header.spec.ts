/**
 * The top bar and its small-screen menu (issues 26.3, 27.1, 27.3 and 27.5): it fits every
 * phone width with 44 px targets, the desktop links never wrap, the menu sits inside the
 * navigation landmark, keeps focus like the APG disclosure navigation, holds the page behind
 * it still, and tells its state truly before and after hydration.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { framesPass, holdModules } from "./page-helpers";

const TOGGLE = "header button[popovertarget=site-menu]";

/** What the browser itself exposes to assistive technology for the element: name, expanded. */
async function accessibleState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { node: domNode } = await cdp.send("DOM.describeNode", { nodeId });
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  const node = nodes.find((n) => n.backendDOMNodeId === domNode.backendNodeId)!;
  const expanded = node.properties?.find((p) => p.name === "expanded")?.value.value;
  await cdp.detach();
  return { name: node.name?.value as string, expanded: expanded === true };
}

/** The number of lines a link's or button's text takes (its icons left out). */
const lines = (locator: Locator) =>
  locator.evaluate((el) => {
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const tops = new Set<number>();
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
    }
    return tops.size;
  });

test.describe("the top bar fits small phones", () => {
  for (const width of [320, 340, 360, 375, 390]) {
    test(`at ${width} px the logo, search and menu toggle fit, with 44 px targets`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      const controls = [
        page.locator("header").getByRole("link", { name: "Northfield Insights home" }),
        page.locator("header").getByRole("link", { name: "Search", exact: true }),
        page.getByRole("button", { name: "Open menu" }),
      ];
      for (const control of controls) {
        const box = (await control.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      for (const target of controls.slice(1)) {
        const box = (await target.boundingBox())!;
        expect(box.width).toBeGreaterThanOrEqual(44);
        expect(box.height).toBeGreaterThanOrEqual(44);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    });
  }
});

test("from 1024 to 1100 px every top-bar link and the Contact Us button keep to one line", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const items = [
    nav.getByRole("link", { name: "Home", exact: true }),
    nav.getByRole("link", { name: "About Us", exact: true }),
    nav.getByRole("button", { name: "Services", exact: true }),
    nav.getByRole("link", { name: "Industries", exact: true }),
    nav.getByRole("link", { name: "Careers", exact: true }),
    nav.getByRole("link", { name: "Resources", exact: true }),
    nav.getByRole("link", { name: "Contact Us", exact: true }),
  ];
  for (const width of [1024, 1040, 1060, 1089, 1100]) {
    await page.setViewportSize({ width, height: 800 });
    for (const item of items) expect(await lines(item), `${width} px`).toBe(1);
    const search = page.locator("header").getByRole("link", { name: "Search", exact: true });
    const box = (await search.boundingBox())!;
    expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
  }
});

test.describe("the small-screen menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("its links are inside the Main navigation landmark", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "About Us", "Quantitative Research", "Careers", "Contact Us"])
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
  });

  test("Tab past its last link closes it and moves on to the page", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator("#site-menu");
    await expect(panel).toBeVisible();
    const links = panel.getByRole("link");
    const count = await links.count();
    expect(count).toBeGreaterThanOrEqual(10);
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab");
      await expect(links.nth(i)).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    // Focus went on to the page, not back into the header.
    expect(
      await page.evaluate(() => !!document.activeElement?.closest("main")),
      "focus is in the main content",
    ).toBe(true);
  });

  test("Shift+Tab from its first link goes back to the toggle and keeps it open", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toBeFocused();
    await expect(page.locator("#site-menu")).toBeVisible();
  });

  test("Escape closes it and returns focus to the toggle", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("while open, the page behind does not scroll; closed, it does again", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.mouse.move(200, 830);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("End");
    await framesPass(page, 10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("button", { name: "Close menu" }).click();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("before hydration the toggle states what is shown, and after it too", async ({ page }) => {
    const release = await holdModules(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const toggle = page.locator(TOGGLE);
    // Closed: no aria-expanded="false" that would outlast a native open.
    await expect(toggle).not.toHaveAttribute("aria-expanded", /.*/);
    expect(await accessibleState(page, TOGGLE)).toEqual({ name: "Open menu", expanded: false });
    await toggle.click();
    await expect(page.locator("#site-menu")).toBeVisible();
    expect(await accessibleState(page, TOGGLE)).toEqual({ name: "Close menu", expanded: true });
    // The page behind holds still before hydration too (CSS).
    await page.mouse.move(200, 830);
    await page.mouse.wheel(0, 600);
    await framesPass(page, 10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await release();
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await accessibleState(page, TOGGLE)).toEqual({ name: "Close menu", expanded: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(await accessibleState(page, TOGGLE)).toEqual({ name: "Open menu", expanded: false });
  });
});

test.describe("the Services menu at 1440 px", () => {
  const SERVICES = "header button[popovertarget=services-menu]";

  test("a click after hover has opened it keeps it open; the next click closes it", async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto("/");
    await waitForHydration(page);
    const services = page.locator(SERVICES);
    const panel = page.locator("#services-menu");
    await services.hover();
    await page.clock.runFor(80);
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await services.click();
    await page.clock.runFor(300);
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: /^Qualitative Research/ })).toBeVisible();
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();
  });

  test("before hydration its state is the open panel's, not a stale aria-expanded", async ({
    page,
  }) => {
    const release = await holdModules(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const services = page.locator(SERVICES);
    await expect(services).not.toHaveAttribute("aria-expanded", /.*/);
    await services.click();
    await expect(page.locator("#services-menu")).toBeVisible();
    expect((await accessibleState(page, SERVICES)).expanded).toBe(true);
    await release();
    await waitForHydration(page);
    await expect(services).toHaveAttribute("aria-expanded", "true");
  });
});
