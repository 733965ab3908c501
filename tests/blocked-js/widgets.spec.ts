import type { Locator, Page } from "@playwright/test";
import { expect, layoutShiftSum, openBlocked, test } from "./fixtures";
import type { HomeData } from "../../app/content/schemas/home.ts";
import type { SampleSizeData } from "../../app/content/schemas/sample-size.ts";
import type { ServicePagesData } from "../../app/content/schemas/service-pages.ts";
import {
  contentData,
  INDUSTRIES_SHOWN as INDUSTRIES,
  OFFICES_SHOWN as OFFICES,
} from "../content-data";

const PHONE_DISPLAY = contentData<{ phone: { display: string } }>("site").phone.display;

/**
 * Issue 37 with every script blocked (blocked-js project): each widget's controls are links
 * the browser follows by itself and `:target` shows what they link to, so the page is as usable
 * as without JavaScript and does not move while it loads. Tab roles appear only once a script
 * makes them true, so here there are none.
 */

const industryHeading = (page: Page, name: string) =>
  page.getByRole("heading", { level: 3, name, exact: true });

/** Only `shown` of `all` is visible (the others are laid out nowhere). */
async function onlyVisible(all: Locator[], shown: number) {
  for (const [i, item] of all.entries()) {
    if (i === shown) await expect(item).toBeVisible();
    else await expect(item).toBeHidden();
  }
}

async function noTabRoles(page: Page) {
  await expect(page.getByRole("tablist")).toHaveCount(0);
  await expect(page.getByRole("tab")).toHaveCount(0);
  await expect(page.getByRole("tabpanel")).toHaveCount(0);
}

test.describe("/industries at 1440 px", () => {
  test("clicking Healthcare in the tab strip shows Healthcare (issue 37, defect 2)", async ({
    page,
  }) => {
    await openBlocked(page, "/industries");
    // Whatever the control is, the visible one named Healthcare.
    await page.getByText("Healthcare", { exact: true }).filter({ visible: true }).click();
    await expect(industryHeading(page, "Healthcare")).toBeVisible();
    await expect(industryHeading(page, "Consumer Durables")).toBeHidden();
    await expect(page).toHaveURL("/industries#healthcare");
  });

  test("the tab strip is links: each one shows its industry, and the URL names it", async ({
    page,
  }) => {
    await openBlocked(page, "/industries");
    expect(await layoutShiftSum(page)).toBe(0);
    await noTabRoles(page);
    const headings = INDUSTRIES.map((i) => industryHeading(page, i.name));
    await onlyVisible(headings, 0);
    // Defect 2: clicking Healthcare did nothing.
    for (const [index, industry] of INDUSTRIES.entries()) {
      await page.getByRole("link", { name: industry.name, exact: true }).click();
      await expect(page).toHaveURL(`/industries#${industry.slug}`);
      await onlyVisible(headings, index);
      await expect(page.getByText(industry.blurb, { exact: true })).toBeVisible();
    }
  });

  test("/industries#non-profit opens on Non-Profit", async ({ page }) => {
    await openBlocked(page, "/industries#non-profit");
    await expect(industryHeading(page, "Non-Profit")).toBeInViewport();
    await expect(industryHeading(page, "Consumer Durables")).toBeHidden();
  });
});

test.describe("/industries at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the box where the select will be opens a list of the twelve industries that work", async ({
    page,
  }) => {
    await openBlocked(page, "/industries");
    expect(await layoutShiftSum(page)).toBe(0);
    // Defect 8's other half: no tab roles where no tab list is shown.
    await noTabRoles(page);
    // A disclosure (details) in the select's box, naming the industry shown.
    const picker = page.getByRole("group").filter({ hasText: "Consumer Durables" });
    const summary = picker.getByText("Consumer Durables", { exact: true }).first();
    await expect(summary).toBeVisible();
    await summary.click();
    for (const industry of INDUSTRIES)
      await expect(picker.getByRole("link", { name: industry.name, exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Health Insurance", exact: true }).click();
    await expect(page).toHaveURL("/industries#health-insurance");
    await expect(industryHeading(page, "Health Insurance")).toBeInViewport();
    await expect(industryHeading(page, "Consumer Durables")).toBeHidden();
    // The box no longer claims the first industry is the one shown.
    await expect(picker.getByText("Jump to an industry", { exact: true })).toBeVisible();
  });
});

/** Two service pages' workflows: their steps' labels and titles, as service-pages.yaml words them. */
const serviceCopy = contentData<ServicePagesData>("service-pages").servicePages;
const workflows = (["qualitative", "quantitative"] as const).map((slug) => ({
  path: `/services/${slug}`,
  steps: serviceCopy[slug].workflow.steps.map((step) => [step.label, step.title] as const),
}));

for (const width of [390, 1440]) {
  test.describe(`service workflows at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, steps } of workflows) {
      test(`${path}: each step link shows its step`, async ({ page }) => {
        await openBlocked(page, path);
        expect(await layoutShiftSum(page)).toBe(0);
        await noTabRoles(page);
        const titles = steps.map(([, title]) =>
          page.getByRole("heading", { level: 3, name: title, exact: true }),
        );
        await onlyVisible(titles, 0);
        for (const [index, [label]] of [...steps.entries()].reverse()) {
          await page.getByRole("link", { name: new RegExp(`^${label}( |$)`) }).click();
          await expect(page).toHaveURL(new RegExp(`${path}#workflow-`));
          await onlyVisible(titles, index);
        }
      });
    }
  });
}

test.describe("/ (home)", () => {
  // The stages as home.yaml words them: label and title.
  const stages = contentData<HomeData>("home").whatWeDo.tabs.map(
    (tab) => [tab.label, tab.title] as const,
  );
  const slides = ["Quality Assurance", "Global Reach", "Advanced Analytics", "Real-Time Results"];

  for (const width of [390, 1440]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test("stage links show their stage, slide dots their slide", async ({ page }) => {
        await openBlocked(page, "/");
        expect(await layoutShiftSum(page)).toBe(0);
        await noTabRoles(page);
        const stageTitles = stages.map(([, title]) =>
          page.getByRole("heading", { level: 3, name: title, exact: true }),
        );
        await onlyVisible(stageTitles, 0);
        for (const [index, [label]] of [...stages.entries()].reverse()) {
          await page.getByRole("link", { name: label, exact: true }).click();
          await expect(page).toHaveURL(/\/#stage-/);
          await onlyVisible(stageTitles, index);
        }

        const slideTitles = slides.map((title) =>
          page.getByRole("heading", { level: 3, name: title, exact: true }),
        );
        await onlyVisible(slideTitles, 0);
        for (const [index, title] of [...slides.entries()].reverse()) {
          await page.getByRole("link", { name: `Slide ${index + 1}: ${title}` }).click();
          await expect(page).toHaveURL(`/#slide-${index + 1}`);
          await onlyVisible(slideTitles, index);
        }
      });

      test("the industries strip scrolls to its twelfth card, and a card leads to its industry", async ({
        page,
      }) => {
        await openBlocked(page, "/");
        const strip = page.getByRole("region", {
          name: contentData<HomeData>("home").industriesStrip.heading,
        });
        const last = strip.getByRole("link", { name: /Non-Profit/ });
        await expect(last).toHaveCount(1);
        await last.scrollIntoViewIfNeeded();
        await expect(last).toBeInViewport({ ratio: 0.9 });
        // The strip is a scroller the visitor can move, not a clipped row.
        const scroller = strip.getByTestId("industries-track").locator("..");
        expect(
          await scroller.evaluate((el) => getComputedStyle(el).overflowX),
          "the strip scrolls",
        ).toBe("auto");
        await last.click();
        await expect(page).toHaveURL("/industries#non-profit");
        await expect(industryHeading(page, "Non-Profit")).toBeInViewport();
      });
    });
  }
});

for (const width of [390, 1440]) {
  test.describe(`/contact at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("each office can be opened in maps", async ({ page }) => {
      await openBlocked(page, "/contact");
      expect(await layoutShiftSum(page)).toBe(0);
      const offices = page.getByRole("radiogroup", { name: "Choose an office" });
      for (const office of OFFICES) {
        // Each office's own link, in its card (the map panel's one follows the script's choice).
        const link = offices.getByRole("link", {
          name: new RegExp(`^${office.name} in Google Maps`),
        });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", office.mapSearch);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    });
  });
}

test("/tools/sample-size: each mode link shows its mode", async ({ page }) => {
  // The calculator's modes in the page's order, labelled as sample-size.yaml words them.
  const copy = contentData<SampleSizeData>("sample-size").sampleSizePage.modes;
  const modes = (["n", "moe", "feasibility", "diff"] as const).map(
    (id) => [copy[id].label, copy[id].heading] as const,
  );
  await openBlocked(page, "/tools/sample-size");
  expect(await layoutShiftSum(page)).toBe(0);
  await noTabRoles(page);
  const headings = modes.map(([, heading]) =>
    page.getByRole("heading", { level: 3, name: heading, exact: true }),
  );
  await onlyVisible(headings, 0);
  for (const [index, [label]] of [...modes.entries()].reverse()) {
    await page.getByRole("link", { name: label, exact: true }).click();
    await expect(page).toHaveURL(/#calculator-/);
    await onlyVisible(headings, index);
  }
});

test.describe("/contact with its scripts blocked", () => {
  test("the form says it cannot send and gives the e-mail and phone, in place; what was typed stays", async ({
    page,
  }) => {
    await openBlocked(page, "/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const name = form.getByRole("textbox", { name: "Name", exact: true });
    await name.fill("Typed anyway");
    await expect(form.getByText(/This form could not finish loading/)).toBeVisible();
    await expect(form.getByRole("link", { name: "hello@northfield-insights.com" })).toBeVisible();
    await expect(form.getByRole("link", { name: PHONE_DISPLAY })).toBeVisible();
    await expect(name).toHaveValue("Typed anyway");
    // The notice is laid over the row whose button cannot send: nothing moved when it appeared.
    expect(await layoutShiftSum(page)).toBe(0);
  });

  test("at 390 px a submit by Enter marks the empty required fields and brings the first one's label clear of the sticky header", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openBlocked(page, "/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    const name = form.getByRole("textbox", { name: "Name", exact: true });
    await expect(form.locator(":user-invalid")).toHaveCount(0);
    // Enter in a field far from the top of the form, the form scrolled out of view above.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await form
      .getByRole("textbox", { name: /^Subject/ })
      .evaluate((el: HTMLElement) => el.focus({ preventScroll: true }));
    await page.keyboard.press("Enter");
    await expect(name).toBeFocused();
    await expect(form.locator(":user-invalid")).toHaveCount(3);
    const header = (await page.getByRole("banner").boundingBox())!;
    const label = (await form.locator("label[for=contact-name]").boundingBox())!;
    expect(label.y, "the label starts below the sticky header").toBeGreaterThanOrEqual(
      header.y + header.height,
    );
  });
});
