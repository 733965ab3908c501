import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { revealAll } from "./page-helpers";

const CAREERS_EMAIL = "careers@northfield-insights.com";

test.describe("/careers", () => {
  test("hero, benefits, how to apply and the follow-up promise", async ({ page }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(
      "Build the research that leaders act on",
    );
    for (const b of ["Catered meals", "Health care", "Flexible environment"]) {
      await expect(main.getByRole("heading", { level: 3, name: b })).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { level: 2, name: "Send us your resume" }),
    ).toBeVisible();
    const mail = main.getByRole("link", { name: CAREERS_EMAIL });
    const href = (await mail.getAttribute("href"))!;
    expect(href.startsWith(`mailto:${CAREERS_EMAIL}?subject=`)).toBe(true);
    const subject = new URLSearchParams(href.split("?")[1]).get("subject")!;
    expect(subject).toMatch(/resume/i);
    await expect(
      main.getByRole("link", { name: "+1\u00a0(919)\u00a0555\u20110142" }),
    ).toHaveAttribute("href", "tel:+19195550142");
    // The specification's claim: applications followed up within a few business days.
    await expect(
      main.getByText("We follow up on every application within a few business days."),
    ).toBeVisible();
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  for (const width of [1440, 390]) {
    test(`no axe violation at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/careers");
      await waitForHydration(page);
      await revealAll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
