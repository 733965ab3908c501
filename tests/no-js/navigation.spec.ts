/**
 * Issue 10, items 1 and 3, in the no-js project (JavaScript disabled): every top-bar
 * destination and the four service pages are reachable at 390 and 1440 px, and /contact says
 * how to reach the firm instead of showing a form that cannot send. Texts and paths are the
 * spec's.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "../e2e/fixtures";
import { panelOf } from "../e2e/page-helpers";
import { contentData } from "../content-data";

const PHONE = contentData<{ phone: { display: string; href: string } }>("site").phone;

const TOP_BAR = [
  { name: "Home", path: "/" },
  { name: "About Us", path: "/about" },
  { name: "Industries", path: "/industries" },
  { name: "Careers", path: "/careers" },
  { name: "Resources", path: "/resources" },
  { name: "Contact Us", path: "/contact" },
];
const SERVICE_PAGES = [
  { name: "Quantitative Research", path: "/services/quantitative" },
  { name: "Qualitative Research", path: "/services/qualitative" },
  { name: "Panels & Sampling", path: "/services/panels-sampling" },
  { name: "Custom & Hybrid Studies", path: "/services/custom" },
];

async function expectPage(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}

test("this project runs the site with JavaScript disabled", async ({ page }) => {
  await page.goto("/");
  expect(await page.evaluate(() => matchMedia("(scripting: none)").matches)).toBe(true);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
});

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu toggle opens and closes the menu, and every destination is reachable", async ({
    page,
  }) => {
    for (const target of [...TOP_BAR, ...SERVICE_PAGES]) {
      await page.goto("/privacy-policy");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect(toggle).toBeVisible();
      const panel = await panelOf(page, toggle);
      await expect(panel).toBeHidden();
      await toggle.click();
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: target.name, exact: true }).click();
      await expectPage(page, target.path);
    }
    // The toggle closes it again.
    const toggle = page.getByRole("button", { name: "Open menu" });
    const panel = await panelOf(page, toggle);
    await toggle.click();
    await expect(panel).toBeVisible();
    // Its links are in the Main navigation landmark, and the toggle now names what it does.
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Careers" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("every top-bar link works, and Services opens its panel of the four service pages", async ({
    page,
  }) => {
    const nav = () => page.getByRole("navigation", { name: "Main" });
    for (const target of TOP_BAR) {
      await page.goto("/privacy-policy");
      await nav().getByRole("link", { name: target.name, exact: true }).click();
      await expectPage(page, target.path);
    }
    for (const target of [...SERVICE_PAGES, { name: "All services", path: "/services" }]) {
      await page.goto("/privacy-policy");
      const services = nav().getByRole("button", { name: "Services", exact: true });
      const panel = await panelOf(page, services);
      await expect(panel).toBeHidden();
      await services.click();
      await expect(panel).toBeVisible();
      await panel.getByRole("link", { name: new RegExp(`^${target.name}`) }).click();
      await expectPage(page, target.path);
    }
    await page.goto("/privacy-policy");
    const services = nav().getByRole("button", { name: "Services", exact: true });
    const panel = await panelOf(page, services);
    await services.click();
    // The open panel is not contradicted: the native popover invoker states its own state.
    await expect(services).not.toHaveAttribute("aria-expanded", "false");
    await expect(panel.getByRole("link", { name: "Get Started" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("/contact says how to reach the firm instead of a form that cannot send", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await expect(main.getByRole("textbox")).toHaveCount(0);
    await expect(main.getByRole("button", { name: "Send message" })).toHaveCount(0);
    await expect(main.getByText(/This form needs JavaScript/)).toBeVisible();
    const email = main.getByRole("link", { name: "hello@northfield-insights.com" });
    await expect(email.last()).toBeVisible();
    await expect(email.last()).toHaveAttribute("href", "mailto:hello@northfield-insights.com");
    const phone = main.getByRole("link", { name: PHONE.display });
    await expect(phone.last()).toBeVisible();
    await expect(phone.last()).toHaveAttribute("href", PHONE.href);
  });
});
