import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { revealAll } from "./page-helpers";
import type { CareersData } from "../../app/content/schemas/careers.ts";
import type { SiteData } from "../../app/content/schemas/site.ts";
import { contentData } from "../content-data";

const careers = contentData<CareersData>("careers").careersPage;
const site = contentData<SiteData>("site");
const CAREERS_EMAIL = site.careersEmail;

test.describe("/careers", () => {
  test("hero, benefits, how to apply and the follow-up promise", async ({ page }) => {
    await page.goto("/careers");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(careers.hero.heading);
    for (const b of ["Catered meals", "Health care", "Flexible environment"]) {
      await expect(main.getByRole("heading", { level: 3, name: b })).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { level: 2, name: careers.apply.heading }),
    ).toBeVisible();
    const mail = main.getByRole("link", { name: CAREERS_EMAIL });
    const href = (await mail.getAttribute("href"))!;
    expect(href.startsWith(`mailto:${CAREERS_EMAIL}?subject=`)).toBe(true);
    const subject = new URLSearchParams(href.split("?")[1]).get("subject")!;
    expect(subject).toMatch(/resume/i);
    // The number never wraps: spaces are no-break spaces, hyphens non-breaking.
    const phone = site.phone.display.replace(/ /g, "\u00a0").replace(/-/g, "\u2011");
    await expect(main.getByRole("link", { name: phone })).toHaveAttribute("href", site.phone.href);
    // The specification's claim: applications followed up within a few business days.
    await expect(main.getByText(/within a few business days/)).toBeVisible();
    await expect(main.getByRole("link", { name: careers.contactBanner.cta.label })).toHaveAttribute(
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
