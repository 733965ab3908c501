import { careersPage } from "../../app/content/careers";
import { unbreakablePhone } from "../../app/content/contact";
import { site } from "../../app/content/site";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { revealAll } from "./page-helpers";

test.describe("/careers", () => {
  test("hero, benefits, how to apply and the follow-up promise", async ({ page }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(careersPage.hero.heading);
    for (const b of ["Catered meals", "Health care", "Flexible environment"]) {
      await expect(main.getByRole("heading", { level: 3, name: b })).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { level: 2, name: careersPage.apply.heading }),
    ).toBeVisible();
    const mail = main.getByRole("link", { name: site.careersEmail });
    const href = (await mail.getAttribute("href"))!;
    expect(href.startsWith(`mailto:${site.careersEmail}?subject=`)).toBe(true);
    const subject = new URLSearchParams(href.split("?")[1]).get("subject")!;
    expect(subject).toMatch(/resume/i);
    await expect(
      main.getByRole("link", { name: unbreakablePhone(site.phone.display) }),
    ).toHaveAttribute("href", site.phone.href);
    expect(site.phone.href).toMatch(/^tel:\+\d+$/);
    await expect(main.getByText(site.applicationsPromise)).toBeVisible();
    await expect(
      main.getByRole("link", { name: careersPage.contactBanner.cta.label }),
    ).toHaveAttribute("href", "/contact");
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
