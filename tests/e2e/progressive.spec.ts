/**
 * The page before hydration is a complete working page (issue 10): early input kept through
 * hydration, and Back/Forward returning to the visitor's place. Without JavaScript at all:
 * tests/no-js (the no-js project). Expected texts and paths are the spec's.
 */
import type { Locator, Page, Request } from "@playwright/test";
import type { ServicePagesData } from "../../app/content/schemas/service-pages.ts";
import { contentData } from "../content-data";
import { throttleLikeMobile } from "../throttle";
import { acceptedAlerts, expect, test, waitForHydration } from "./fixtures";
import { framesPass, holdModules, industriesStripSection, panelOf } from "./page-helpers";

/**
 * A menu opened before the header hydrated is still open once it has, the toggle says so, and
 * one more tap closes it: the hydrated header took over the open state.
 */
async function expectMenuTakenOver(page: Page, panel: Locator) {
  await expect(panel).toBeVisible();
  const close = page.getByRole("button", { name: "Close menu" });
  await expect(close).toHaveAttribute("aria-expanded", "true");
  await close.click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
}

test.describe("before hydration, on a throttled phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  // Lighthouse's mobile profile makes each page take seconds to hydrate.
  test.slow();

  /**
   * Opens `path` throttled and returns as soon as the document is committed: the test's first
   * action waits, like a visitor, until its control is on screen. The page's modules are held
   * a further 2 s, so that action surely comes before hydration on a fast machine too.
   */
  async function openBeforeHydration(page: Page, path: string) {
    await throttleLikeMobile(page);
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    });
    await page.goto(path, { waitUntil: "commit" });
  }
  const isHydrated = (page: Page) =>
    page.evaluate(() => document.documentElement.dataset.hydrated === "true");

  test("a tap on the menu toggle at first paint opens the menu, which stays open through hydration", async ({
    page,
  }) => {
    await openBeforeHydration(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    // Read before the tap: the open menu renames its toggle "Close menu", without script too.
    const panel = await panelOf(page, toggle);
    await toggle.click();
    expect(await isHydrated(page), "the tap came before hydration").toBe(false);
    await expect(panel).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeVisible();
    await waitForHydration(page);
    await expectMenuTakenOver(page, panel);
  });

  test("text typed into the contact form before hydration is still there after it, and in the draft", async ({
    page,
  }) => {
    await openBeforeHydration(page, "/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Zoë <b>Early</b>");
    await page
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("Typed before the script ran.");
    expect(await isHydrated(page), "typed before hydration").toBe(false);
    await waitForHydration(page);
    // Let a render pass that would write the prerendered empty values back.
    await page.getByLabel("Subject (optional)").fill("Pricing");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(
      "Zoë <b>Early</b>",
    );
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "Typed before the script ran.",
    );
    const draft = await page.evaluate(() => sessionStorage.getItem("contact-form-draft"));
    expect(JSON.parse(draft ?? "{}")).toMatchObject({
      name: "Zoë <b>Early</b>",
      message: "Typed before the script ran.",
      subject: "Pricing",
    });
  });

  test("a submit before hydration is held and sent once the form has hydrated; nothing typed reaches a URL", async ({
    page,
  }) => {
    const urls: string[] = [];
    page.on("request", (request: Request) => urls.push(request.url()));
    const alerts = acceptedAlerts(page);
    await openBeforeHydration(page, "/contact");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Private Person");
    await page
      .getByRole("textbox", { name: "E-mail", exact: true })
      .fill("private.person@example.org");
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Confidential brief");
    await page.getByRole("button", { name: "Send message" }).click();
    expect(await isHydrated(page), "submitted before hydration").toBe(false);
    await expect.poll(() => alerts, { timeout: 30_000 }).toEqual(["Message sent successfully!"]);
    await expect(page).toHaveURL("/contact");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("");
    for (const url of urls) {
      for (const typed of ["Private", "private.person", "Confidential"]) {
        expect(decodeURIComponent(url), `request URL ${url}`).not.toContain(typed);
      }
    }
  });
});

test.describe("script-only controls before hydration", () => {
  test("a home industries-strip card followed before hydration (Enter: a plain link) lands on its industry", async ({
    page,
  }) => {
    const release = await holdModules(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const card = industriesStripSection(page)
      .getByRole("link", { name: /Non-Profit/ })
      .first();
    await card.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/industries#non-profit");
    await release();
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 3, name: "Non-Profit", exact: true }),
    ).toBeInViewport();
  });

  test("a workflow tab link followed before hydration shows its step, and stays chosen once the script runs", async ({
    page,
  }) => {
    const release = await holdModules(page);
    await page.goto("/services/quantitative", { waitUntil: "domcontentloaded" });
    // The second step, as service-pages.yaml words it; the first stays hidden.
    const [first, second] =
      contentData<ServicePagesData>("service-pages").servicePages.quantitative.workflow.steps;
    await page.getByRole("link", { name: new RegExp(`^${second!.label}`) }).click();
    await expect(page).toHaveURL(`/services/quantitative#workflow-${second!.id}`);
    const title = page.getByRole("heading", { level: 3, name: second!.title, exact: true });
    await expect(title).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 3, name: first!.title, exact: true }),
    ).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await release();
    await waitForHydration(page);
    const tab = page.getByRole("tab", { name: new RegExp(second!.label) });
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: new RegExp(second!.label) })).toBeVisible();
    await expect(title).toBeVisible();
  });
});

test.describe("early interaction", () => {
  test("a key press while an image is still loading (no load event yet): the page hydrates without waiting for load", async ({
    page,
  }) => {
    // Hold the hero image: the load event never comes. The modules are asked for once the
    // stylesheet has arrived, whatever the images do.
    await page.route(/about-hero-\d+\.(avif|webp|jpe?g)$/, () => undefined);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await page.keyboard.press("Tab");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.readyState)).toBe("interactive");
  });
});

test.describe("Back and Forward", () => {
  async function scrollTo(page: Page, top: number) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
    return page.evaluate(() => window.scrollY);
  }
  /** Clicks where the control is, as a visitor does: Playwright's click may scroll first. */
  async function clickInPlace(page: Page, locator: ReturnType<Page["getByRole"]>) {
    const box = await locator.boundingBox();
    expect(box, "the control is on screen").not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  }

  test("Back after following a link deep in / returns within 20 px of where the visitor was", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    expect(await scrollTo(page, 5950)).toBeGreaterThan(3000);
    const nav = page.getByRole("navigation", { name: "Main" });
    await clickInPlace(page, nav.getByRole("button", { name: "Services", exact: true }));
    const menuLink = nav.getByRole("link", { name: /^Quantitative Research/ });
    await expect(menuLink).toBeVisible();
    // Where the visitor is when leaving.
    const left = await page.evaluate(() => window.scrollY);
    await clickInPlace(page, menuLink);
    await expect(page).toHaveURL("/services/quantitative");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(left - 20);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(left + 20);
    // Forward returns to the top of the service page, where it was left.
    await page.goForward();
    await expect(page).toHaveURL("/services/quantitative");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(20);
  });

  test("Back from Careers to /about returns within 20 px of where the visitor was", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    expect(await scrollTo(page, 2599)).toBeGreaterThan(1500);
    // Where the visitor is when leaving.
    await framesPass(page, 1);
    const left = await page.evaluate(() => window.scrollY);
    await clickInPlace(
      page,
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Careers", exact: true }),
    );
    await expect(page).toHaveURL("/careers");
    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(left - 20);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(left + 20);
  });

  test("a reload returns to where the visitor was, and the page's own scrolling is not held back", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const left = await scrollTo(page, 1800);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(left - 20);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(left + 20);
    // Scrolling right after the restore goes where it is sent.
    expect(await scrollTo(page, 400)).toBe(400);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 300)));
    expect(await page.evaluate(() => window.scrollY)).toBe(400);
  });

  test("a new navigation still starts at the top", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await scrollTo(page, 2000);
    await clickInPlace(
      page,
      page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Resources", exact: true }),
    );
    await expect(page).toHaveURL("/resources");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
