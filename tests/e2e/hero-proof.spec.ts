import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { ServiceSlug } from "../../app/content/vocabulary.ts";
import type { HoldingProofCopy } from "../../app/content/schemas/holding-proof.ts";
import { contentData, PEOPLE, RESOURCE_ITEMS, SERVICE_SECTIONS } from "../content-data";

/**
 * Decision 0911: each hero carries its own proof, read from the content, not the home page's
 * stats band repeated on /services, /solutions and /about.
 */

/** The specification's stats band (section 2, home), written out. */
const STATS = ["27+", "12+", "98%"];

/** The page's opening band: the section that holds its one h1. */
const hero = (page: Page) => page.locator("section", { has: page.locator("h1") }).first();

async function heroText(page: Page, path: string) {
  await page.goto(path);
  const text = await hero(page).innerText();
  for (const figure of STATS)
    expect(text, `${path}: the stats band's ${figure}`).not.toContain(figure);
  return text;
}

test("/services: a typical study of each service, with the sample label", async ({ page }) => {
  await heroText(page, "/services");
  const services = contentData<{ services: { slug: string; title: string }[] }>("services");
  for (const { slug, title } of services.services) {
    const { timeline, budget } = SERVICE_SECTIONS[slug as ServiceSlug]!.proof;
    const row = hero(page).getByRole("row", { name: new RegExp(`^${title}`) });
    await expect(row).toContainText(timeline);
    await expect(row).toContainText(budget);
  }
  await expect(hero(page)).toContainText(SERVICE_SECTIONS.proof.typical, { ignoreCase: true });
  await expect(hero(page).locator("[data-sample-label]")).toBeVisible();
});

test("/solutions: the named case study's result, linking to it", async ({ page }) => {
  await heroText(page, "/solutions");
  const { solutions } = contentData<HoldingProofCopy>("holding-proof");
  const slug = solutions.caseStudy.split("/").at(-1);
  const study = RESOURCE_ITEMS.find((i) => i.slug === slug)!;
  await expect(hero(page)).toContainText(study.result!.value);
  await expect(hero(page)).toContainText(study.result!.line);
  await expect(hero(page).getByRole("link", { name: study.title })).toHaveAttribute(
    "href",
    solutions.caseStudy,
  );
  await expect(hero(page).locator("[data-sample-label]")).toHaveCount(
    study.status === "sample" ? 1 : 0,
  );
});

test("/about: the firm's founding year and team size", async ({ page }) => {
  await heroText(page, "/about");
  const figure = (label: string) =>
    hero(page).locator("dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");
  await expect(figure(PEOPLE.about.foundedLabel)).toHaveText(String(PEOPLE.firm.founded.value));
  await expect(figure(PEOPLE.about.teamSizeLabel)).toHaveText(String(PEOPLE.firm.teamSize.value));
});
