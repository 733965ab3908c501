import type { Locator, Page } from "@playwright/test";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";

/**
 * Issue 23: the sample-size calculator at /tools/sample-size. Every expected value is the
 * issue's literal (385, 278, ±3.1%, 1,200, 4,000, p = 0.113), not read from the code.
 */

const PATH = "/tools/sample-size";

async function open(page: Page, query = "") {
  await page.goto(PATH + query);
  await waitForHydration(page);
}

const panel = (page: Page) => page.getByRole("tabpanel");
const result = (page: Page) => panel(page).getByRole("status");

/** Replaces a field's text by keyboard. */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press("ControlOrMeta+a");
  if (text === "") await field.press("Backspace");
  else await field.pressSequentially(text);
}

/** Moves along the mode tabs with the arrow keys until `name` is selected. */
async function chooseMode(page: Page, name: string) {
  const tabs = page.getByRole("tablist", { name: "Calculator mode" });
  await tabs.getByRole("tab", { selected: true }).focus();
  for (let i = 0; i < 4; i++) {
    if ((await page.getByRole("tab", { name, selected: true }).count()) > 0) break;
    await page.keyboard.press("ArrowRight");
  }
  await expect(page.getByRole("tab", { name, selected: true })).toBeFocused();
}

test.describe("/tools/sample-size", () => {
  test("is a page of its own: one h1, title starting with it", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sample size calculator");
    await expect(page).toHaveTitle(/^Sample size calculator/);
  });

  test("is linked from the quantitative and panels-sampling pages, the Resource Center and the footer; in the sitemap and the search index", async ({
    page,
    request,
  }) => {
    for (const from of ["/services/quantitative", "/services/panels-sampling", "/resources"]) {
      await page.goto(from);
      const links = page.getByRole("main").locator(`a[href="${PATH}"]`);
      await expect(links.first(), from).toBeVisible();
    }
    await expect(page.getByRole("contentinfo").locator(`a[href="${PATH}"]`)).toHaveCount(1);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`${PATH}</loc>`);
    await page.goto("/search?q=sample%20size");
    await waitForHydration(page);
    const results = page.getByRole("main").getByRole("link", { name: /Sample size calculator/ });
    await expect(results.first()).toHaveAttribute("href", PATH);
  });

  test("completes needed: 385 by default, 278 for a population of 1,000; the link follows without scrolling", async ({
    page,
  }) => {
    await open(page);
    await expect(page.getByRole("tab", { name: "Completes needed", selected: true })).toBeVisible();
    await expect(result(page)).toContainText("385");
    for (const name of [
      "Confidence level",
      "Margin of error",
      "Population size",
      "Expected proportion",
      "Design effect",
    ]) {
      await expect(panel(page).getByLabel(name)).toBeVisible();
    }
    await expect(panel(page).getByLabel("Design effect")).toHaveAccessibleDescription(
      /1\.10–1\.35/,
    );

    const population = panel(page).getByLabel("Population size");
    await population.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await typeInto(population, "1000");
    await expect(result(page)).toContainText("278");
    await expect(page).toHaveURL(/[?&]population=1000(&|$)/);
    await expect(population).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await typeInto(population, "");
    await typeInto(panel(page).getByLabel("Margin of error"), "3");
    await expect(result(page)).toContainText("1,068");
  });

  test("margin of error: 1,000 completes at 95 % and 50 % give ±3.1%", async ({ page }) => {
    await open(page);
    await chooseMode(page, "Margin of error");
    const sample = panel(page).getByLabel("Sample size");
    await expect(sample).toHaveValue("1000");
    await expect(result(page)).toContainText("±3.1%");
    await typeInto(sample, "400");
    await expect(result(page)).toContainText("±4.9%");
    await expect(page).toHaveURL(/[?&]mode=moe(&|$)/);
    await expect(page).toHaveURL(/[?&]n=400(&|$)/);
  });

  test("fieldwork: plan fieldwork carries the completes; 1,000 completes need 1,200 starts and 4,000 screened", async ({
    page,
  }) => {
    await open(page);
    const plan = panel(page).getByRole("button", { name: /Plan fieldwork/ });
    await plan.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("tab", { name: "Fieldwork", selected: true })).toBeVisible();
    const completes = panel(page).getByLabel("Completes");
    await expect(completes).toHaveValue("385");
    await expect(completes).toBeFocused();

    await typeInto(completes, "1000");
    for (const [name, value] of [
      ["Incidence rate", "30"],
      ["Completion rate", "90"],
      ["Replacement buffer", "8"],
    ] as const) {
      await expect(panel(page).getByLabel(name)).toHaveValue(value);
    }
    await expect(result(page)).toContainText("1,200");
    await expect(result(page)).toContainText("4,000");
    await expect(result(page)).not.toContainText("4,001");
    await typeInto(panel(page).getByLabel("Replacement buffer"), "0");
    await expect(result(page)).toContainText("1,112");
  });

  test("is a difference real: 55 % of 500 against 50 % of 500 is not significant, p = 0.113", async ({
    page,
  }) => {
    await open(page);
    await chooseMode(page, "Is a difference real?");
    await expect(result(page)).toContainText("Not significant");
    await expect(result(page)).toContainText("5.0 points");
    await expect(result(page)).toContainText("0.113");
    await typeInto(panel(page).getByLabel("Group A: sample size"), "5000");
    await typeInto(panel(page).getByLabel("Group B: sample size"), "5000");
    await expect(result(page)).toContainText(/^Verdict\s*Significant/);
    await expect(result(page)).toContainText("< 0.001");
  });

  test("bad input gets a message tied to the field, and the result gives way to it", async ({
    page,
  }) => {
    await open(page);
    const margin = panel(page).getByLabel("Margin of error");
    await expect(result(page)).toContainText("385");
    for (const bad of ["0", "51", "abc", "-5", ""]) {
      await typeInto(margin, bad);
      await expect(margin).toHaveAttribute("aria-invalid", "true");
      await expect(margin).toHaveAccessibleDescription(/margin of error/i);
      await expect(result(page)).not.toContainText("385");
      await expect(result(page)).not.toContainText(/NaN|Infinity/);
    }
    await typeInto(margin, "5");
    await expect(margin).not.toHaveAttribute("aria-invalid");
    await expect(result(page)).toContainText("385");

    await chooseMode(page, "Margin of error");
    await typeInto(panel(page).getByLabel("Population size"), "500");
    await expect(panel(page).getByLabel("Sample size")).toHaveAccessibleDescription(
      /larger than the population/,
    );
    await chooseMode(page, "Fieldwork");
    await typeInto(panel(page).getByLabel("Incidence rate"), "0");
    await expect(panel(page).getByLabel("Incidence rate")).toHaveAttribute("aria-invalid", "true");
    await expect(result(page)).not.toContainText("4,000");
  });

  test("a shared link opens on its state", async ({ page }) => {
    await open(page, "?mode=moe&n=1000");
    await expect(page.getByRole("tab", { name: "Margin of error", selected: true })).toBeVisible();
    await expect(result(page)).toContainText("±3.1%");
  });

  test("a shared link's invalid values are replaced by their defaults, with a note naming them", async ({
    page,
  }) => {
    await open(page, "?moe=abc&n=-5&mode=zzz");
    const note = page.getByText(/not valid and were replaced/);
    await expect(note).toContainText("(moe)");
    await expect(note).toContainText("(n)");
    await expect(note).toContainText("(mode)");
    await expect(page.getByRole("tab", { name: "Completes needed", selected: true })).toBeVisible();
    await expect(result(page)).toContainText("385");
  });

  test("Use this in a brief fills the contact form's message, keeping the name and a typed subject", async ({
    page,
  }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("Subject").fill("Old subject");
    await open(page, "?population=1000");
    await expect(result(page)).toContainText("278");
    const brief = panel(page).getByRole("link", { name: "Use this in a brief" });
    await brief.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
    // Issue 48: the brief is added to the draft; the visitor's own subject is kept.
    await expect(page.getByLabel("Subject")).toHaveValue("Old subject");
    const message = page.getByRole("textbox", { name: "Message" });
    await expect(message).toHaveValue(/Sample size: 278 completes, ±5% at 95% confidence/);
    await expect(message).toHaveValue(/population 1,000/);
    await expect(message).toHaveValue(/\/tools\/sample-size\?mode=n&population=1000/);
    await message.press("End");
    await message.pressSequentially(" Thanks.");
    await expect(message).toHaveValue(/Thanks\.$/);
  });

  for (const width of [390, 1440]) {
    // Every mode (a tab) is scanned by the axe sweep (a11y.spec.ts); this adds the error state.
    test(`axe finds nothing at ${width} px in the error state`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      await page.getByRole("tab", { name: "Is a difference real?" }).click();
      await expect(
        page.getByRole("tab", { name: "Is a difference real?", selected: true }),
      ).toBeVisible();
      await typeInto(panel(page).getByLabel("Group A: sample size"), "abc");
      await expect(panel(page).getByLabel("Group A: sample size")).toHaveAttribute(
        "aria-invalid",
        "true",
      );
      expect(await axeViolations(page), "error state").toEqual([]);
    });
  }
});
