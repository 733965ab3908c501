import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { stubMaps } from "./page-helpers";

/**
 * Issue 48, defects 2 and 3: the calculator's brief is added to an unsent contact draft (and
 * survives Back/Forward whole); a decimal comma is a decimal point; each mode shows errors only
 * for its own inputs. The expected figures are literals worked out by hand in the comments.
 */

const PATH = "/tools/sample-size";

const panel = (page: Page) => page.getByRole("tabpanel");
const result = (page: Page) => panel(page).getByRole("status");

async function open(page: Page) {
  await page.goto(PATH);
  await waitForHydration(page);
}

/** Replaces a field's text by keyboard. */
async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press("ControlOrMeta+a");
  await field.pressSequentially(text);
}

test.describe("calculator input (issue 48)", () => {
  test("a decimal comma in Margin of error is a decimal point: 3,5 gives what 3.5 gives", async ({
    page,
  }) => {
    await open(page);
    const margin = panel(page).getByLabel("Margin of error");
    // The hint shows the format.
    await expect(margin).toHaveAccessibleDescription(/3\.5.*3,5/);

    // 95 % confidence (z = 1.95996), p = 0.5, e = 0.035: 1.95996² × 0.25 / 0.035² =
    // 3.84146 × 0.25 / 0.001225 = 783.97, rounded up: 784 (with z = 1.96 exactly, 784.0).
    await typeInto(margin, "3.5");
    await expect(result(page)).toContainText("784");
    await expect(result(page)).toContainText("±3.5%");
    const withPoint = await result(page).innerText();

    await typeInto(margin, "3,5");
    await expect(margin).not.toHaveAttribute("aria-invalid");
    await expect(result(page)).toContainText("784");
    await expect(result(page)).not.toContainText("±35%");
    expect(await result(page).innerText()).toBe(withPoint);
  });

  test("a population of 10 on Completes needed marks nothing on the Margin of error tab", async ({
    page,
  }) => {
    await open(page);
    // 385 completes corrected for N = 10: 384.15 / (1 + 383.15 / 10) = 9.77, rounded up: 10.
    await typeInto(panel(page).getByLabel("Population size"), "10");
    await expect(result(page)).toContainText("10 completes");

    await page.getByRole("tab", { name: "Margin of error" }).click();
    await expect(page.getByRole("tab", { name: "Margin of error", selected: true })).toBeVisible();
    const sample = panel(page).getByLabel("Sample size");
    await expect(sample).toHaveValue("1000");
    await expect(sample).not.toHaveAttribute("aria-invalid");
    await expect(panel(page).getByLabel("Population size")).not.toHaveAttribute("aria-invalid");
    // Its own inputs, untouched: 1.95996 × √(0.25 / 1000) = 0.03099, ±3.1%.
    await expect(result(page)).toContainText("±3.1%");
  });
});

test.describe("Use this in a brief (issue 48)", () => {
  test.beforeEach(async ({ page }) => {
    await stubMaps(page);
  });

  test("adds the brief to a typed message, keeps name and e-mail, and survives Back then Forward", async ({
    page,
  }) => {
    const typed = "We need a B2B study in Germany.";
    await page.goto("/contact");
    await waitForHydration(page);
    await page.getByLabel("Name").fill("Ada Lovelace");
    await page.getByLabel("E-mail").fill("ada@example.com");
    await page.getByRole("textbox", { name: "Message" }).fill(typed);

    await open(page);
    await expect(result(page)).toContainText("385");
    await panel(page).getByRole("link", { name: "Use this in a brief" }).click();
    await expect(page).toHaveURL(/\/contact$/);

    const message = page.getByRole("textbox", { name: "Message" });
    await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(page.getByLabel("E-mail")).toHaveValue("ada@example.com");
    // The subject was empty: it takes the brief's.
    await expect(page.getByLabel("Subject")).toHaveValue(/385 completes/);
    // What was typed, a blank line, then the brief with its link.
    const brief =
      /^We need a B2B study in Germany\.\n\nSample size: 385 completes, ±5% at 95% confidence[^\n]*\n\nWorked out with the sample size calculator: \S+\/tools\/sample-size\?mode=n$/;
    await expect(message).toHaveValue(brief);
    const whole = await message.inputValue();
    // No personal data in the address.
    expect(page.url()).not.toContain("Ada");

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PATH}`));
    await page.goForward();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(message).toHaveValue(whole);
    await expect(page.getByLabel("Name")).toHaveValue("Ada Lovelace");

    // The same brief added again is not added twice.
    await page.goBack();
    await expect(result(page)).toContainText("385");
    await panel(page).getByRole("link", { name: "Use this in a brief" }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(message).toHaveValue(whole);
  });
});
