import { expect, test } from "./fixtures";
import type { SampleLabelsData } from "../../app/content/schemas/sample-labels.ts";
import { contentData, RESOURCE_ITEMS, rolesOfBuild } from "../content-data";

/**
 * Sample content stays honestly labelled, but as a quiet label where it belongs, not a line of
 * its own that reads as a note to the firm (issue 50's design review; decision 0910): an
 * invented case study and an invented role say so in their hero, beside what they are.
 */
/** The label of each kind of sample content (decision 0916). */
const LABELS = contentData<SampleLabelsData>("sample-labels");

const sampleCaseStudy = RESOURCE_ITEMS.find(
  (i) => i.section === "case-studies" && i.status === "sample",
);
const sampleRole = rolesOfBuild().open.find((r) => r.status === "sample");

test.use({ viewport: { width: 1440, height: 900 } });

test("an invented case study says so beside its type in the hero, as a small label", async ({
  page,
}) => {
  if (!sampleCaseStudy) throw new Error("no case study with status: sample to check");
  await page.goto(`/resources/case-studies/${sampleCaseStudy.slug}`);
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  const label = hero.getByText(LABELS.caseStudy, { exact: true });
  await expect(label).toBeVisible();
  // On the type pill's row, not a paragraph of its own further down.
  const pill = hero.getByText(/^Case study · /);
  const [labelBox, pillBox] = [await label.boundingBox(), await pill.boundingBox()];
  // Centred on the same line (within a pixel: the two sit in one flex row).
  expect(
    Math.abs(labelBox!.y + labelBox!.height / 2 - (pillBox!.y + pillBox!.height / 2)),
  ).toBeLessThanOrEqual(1);
  expect(await label.evaluate((el) => parseFloat(getComputedStyle(el).fontSize))).toBeLessThan(14);
  // Before: the wording opened the page's body as a line above the key figures.
  await expect(
    page.locator("main > div > p, main > section + div > p").filter({ hasText: LABELS.caseStudy }),
  ).toHaveCount(0);
});

test("an invented role says so in its hero, under its summary", async ({ page }) => {
  if (!sampleRole) throw new Error("no open role with status: sample to check");
  await page.goto(sampleRole.to);
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  // An example role, worded as a role: not the figures' "not real data" (decision 0916).
  await expect(hero.locator("[data-sample-label]")).toHaveText(LABELS.role);
  await page.goto("/careers");
  const list = page.locator("section", { has: page.getByRole("link", { name: sampleRole.title }) });
  await expect(list.locator("[data-sample-label]")).toHaveText(LABELS.role);
});

test("each kind of sample content has a label of its own", () => {
  // One honest wording per kind: a role, a case study, quotes and figures are not one thing.
  const wordings = Object.values(LABELS);
  expect(new Set(wordings).size).toBe(wordings.length);
  expect(LABELS.role).not.toMatch(/data/i);
});
