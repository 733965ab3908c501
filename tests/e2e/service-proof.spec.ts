/**
 * Issue 50, item 4: each service page leads with its own proof (decision 0908): the case studies
 * tagged for the service, who leads it and a typical study's timeline and budget, then its own
 * section, all within the first 1,800 px at 1440 px. What is expected comes from the content:
 * the items' front matter (`services`), people.yaml (`leads`) and service-sections.yaml.
 */
import type { SampleLabelsData } from "../../app/content/schemas/sample-labels.ts";
import { expect, test } from "./fixtures";
import {
  contentData,
  newestFirst,
  PEOPLE,
  RESOURCE_ITEMS,
  SERVICE_SECTIONS,
} from "../content-data";

/** The four service pages (the specification's routes). */
const SERVICE_SLUGS = ["quantitative", "qualitative", "panels-sampling", "custom"] as const;

/** How far down the page a visitor at 1440 px meets the proof and the own section (issue 50). */
const FIRST_SCREENS_PX = 1800;

const SAMPLE_WORDING = contentData<SampleLabelsData>("sample-labels").figures;

/** The home page's results band: the newest three case studies with a headline result. */
const onHome = new Set(
  newestFirst(RESOURCE_ITEMS.filter((i) => i.section === "case-studies" && i.result))
    .slice(0, 3)
    .map((i) => i.slug),
);

/**
 * The case studies a service page shows: two tagged for it (two fill the proof's row, decision
 * 0955), newest first, those the home page's band does not show before those it does (0964).
 */
const caseStudiesOf = (slug: string) => {
  const tagged = newestFirst(
    RESOURCE_ITEMS.filter((i) => i.section === "case-studies" && i.services.includes(slug)),
  );
  return [...tagged.filter((i) => !onHome.has(i.slug)), ...tagged.filter((i) => onHome.has(i.slug))]
    .slice(0, 2)
    .map((i) => ({ title: i.title, href: `/resources/case-studies/${i.slug}` }));
};

/** Where an element ends, from the top of the page. */
const bottomOf = (locator: import("@playwright/test").Locator) =>
  locator.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);

test.describe("service pages lead with their own proof", () => {
  for (const slug of SERVICE_SLUGS) {
    test(`/services/${slug}: its case studies, who leads it, a typical study, then its own section, within ${FIRST_SCREENS_PX} px`, async ({
      page,
    }) => {
      const own = SERVICE_SECTIONS[slug]!;
      const studies = caseStudiesOf(slug);
      const leads = PEOPLE.people.filter((p) => p.leads?.includes(slug));
      // Every service has at least one case study and someone who leads it (issue 50).
      expect(studies.length).toBeGreaterThan(0);
      expect(leads.length).toBeGreaterThan(0);

      await page.setViewportSize({ width: 1440, height: 900 });
      // Measured in the site's own faces, as a returning visitor sees the page: the faces are
      // `optional`, so a first load on a busy machine can keep the fallback's metrics, which
      // set every heading taller (the fallback's layout has its own tests in layout.spec.ts).
      await page.goto(`/services/${slug}`);
      await page.evaluate(() => document.fonts.ready);
      await page.reload();
      expect(await page.evaluate(() => document.fonts.check('500 1em "Fraunces Variable"'))).toBe(
        true,
      );
      const proof = page.getByRole("region", { name: own.proof.heading });
      await expect(proof).toBeVisible();

      // The case studies' links (the others in the proof are the leads' names, to /about).
      const links = proof.locator('a[href^="/resources/"]');
      await expect(links).toHaveText(studies.map((s) => s.title));
      for (const [i, study] of studies.entries())
        await expect(links.nth(i)).toHaveAttribute("href", study.href);

      for (const who of leads) {
        const name = proof.getByText(who.name, { exact: true });
        await expect(name).toBeVisible();
        await expect(proof).toContainText(who.role);
        if (who.group)
          await expect(proof.getByRole("link", { name: who.name })).toHaveAttribute(
            "href",
            `/about#${who.id}`,
          );
      }

      const figure = (label: string) =>
        proof
          .getByRole("term")
          .filter({ hasText: label })
          .locator("xpath=following-sibling::dd[1]");
      await expect(figure(SERVICE_SECTIONS.proof.timeline)).toHaveText(own.proof.timeline);
      await expect(figure(SERVICE_SECTIONS.proof.budget)).toHaveText(own.proof.budget);
      // Invented bands say so with the site's one sample label, worded for figures (0805, 0936).
      if (own.proof.status === "sample")
        await expect(
          proof.locator("[data-sample-label]").filter({ hasText: SAMPLE_WORDING }),
        ).toHaveCount(1);

      // At 1440 px the first case-study link and the own section's heading are in the first
      // 1,800 px, and the own section follows the proof.
      const ownHeading = page.getByRole("heading", { level: 2, name: own.heading });
      expect(await bottomOf(links.first())).toBeLessThanOrEqual(FIRST_SCREENS_PX);
      expect(await bottomOf(ownHeading)).toBeLessThanOrEqual(FIRST_SCREENS_PX);
      expect(await bottomOf(proof.getByRole("heading", { level: 2 }))).toBeLessThan(
        await bottomOf(ownHeading),
      );
    });
  }

  test("a case-study link opens the case study", async ({ page }) => {
    const [study] = caseStudiesOf("qualitative");
    await page.goto("/services/qualitative");
    const proof = page.getByRole("region", { name: SERVICE_SECTIONS.qualitative!.proof.heading });
    await proof.getByRole("link", { name: study!.title }).click();
    await expect(page).toHaveURL(study!.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(study!.title);
  });

  test("the four service heroes can be told apart at a glance: each its own ground, the custom one dark", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const looks = new Map<string, string>();
    for (const slug of SERVICE_SLUGS) {
      await page.goto(`/services/${slug}`);
      const hero = page.locator("main section").first();
      await expect(hero.getByRole("heading", { level: 1 })).toBeVisible();
      // The band's colour and the pattern drawn over it, as the visitor sees them.
      const look = await hero.evaluate((el) => {
        const patterns = [...el.children].map((c) => getComputedStyle(c).backgroundImage);
        return `${getComputedStyle(el).backgroundColor} ${patterns.filter((b) => b !== "none").join(" ")}`;
      });
      looks.set(slug, look);
    }
    expect(new Set(looks.values()).size).toBe(SERVICE_SLUGS.length);

    // The custom page's dark band: white heading, the light call to action.
    await page.goto("/services/custom");
    const hero = page.locator("main section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveCSS("color", "rgb(255, 255, 255)");
  });
});
