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

test("an invented role says so under its facts in its hero, and on its card on /careers", async ({
  page,
}) => {
  if (!sampleRole) throw new Error("no open role with status: sample to check");
  await page.goto(sampleRole.to);
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  // An example role, worded as a role: not the figures' "not real data" (decision 0916).
  const label = hero.locator("[data-sample-label]");
  await expect(label).toHaveText(LABELS.role);
  // Under the facts card, not a line between the summary and the apply button (decision 0936).
  const facts = hero.locator("dl");
  expect((await label.boundingBox())!.y).toBeGreaterThan(
    (await facts.boundingBox())!.y + (await facts.boundingBox())!.height,
  );
  await page.goto("/careers");
  const card = page.getByRole("article", { name: sampleRole.title });
  await expect(card.locator("[data-sample-label]")).toHaveText(LABELS.role);
});

test("the home page's results from invented case studies carry the label on their card", async ({
  page,
}) => {
  // Decision 0939: the band showed sample figures without the label that /case-studies gives them.
  const sampleItems = new Set(
    RESOURCE_ITEMS.filter((i) => i.section === "case-studies" && i.status === "sample").map(
      (i) => `/resources/case-studies/${i.slug}`,
    ),
  );
  await page.goto("/");
  const band = page.getByRole("region", {
    name: contentData<{ heading: string }>("home-results").heading,
  });
  const cards = band.getByRole("listitem");
  await expect(cards).toHaveCount(3);
  let labelled = 0;
  for (const card of await cards.all()) {
    const href = await card.getByRole("link").getAttribute("href");
    const label = card.locator("[data-sample-label]");
    if (sampleItems.has(href ?? "")) {
      await expect(label).toHaveText(LABELS.caseStudy);
      await expect(label).toBeVisible();
      labelled += 1;
    } else {
      await expect(label).toHaveCount(0);
    }
  }
  expect(labelled, "the band shows at least one sample case study today").toBeGreaterThan(0);
});

test("each kind of sample content has a label of its own, in one short shape", () => {
  // One honest wording per kind: a role, a case study, quotes and figures are not one thing.
  const wordings = Object.values(LABELS);
  expect(new Set(wordings).size).toBe(wordings.length);
  expect(LABELS.role).not.toMatch(/data/i);
  // One shape for every kind (decision 0936): the same first word, a label, not a sentence.
  const first = new Set(wordings.map((w) => w.split(" ")[0]));
  expect(first.size).toBe(1);
  for (const w of wordings) expect(w).not.toMatch(/[.!?;:,]$/);
});

/** Pages with sample content of every kind the site shows (the content's `status: sample`). */
const LABELLED_PAGES = [
  "/resources/case-studies/pricing-reframe",
  "/resources/panel-books/uk-b2b",
  "/services/qualitative",
  "/clients",
  "/careers",
  "/case-studies",
  "/solutions",
  ...(sampleRole ? [sampleRole.to] : []),
];

test("a chart's sample label is the same element as every other page's", async ({ page }) => {
  const study = RESOURCE_ITEMS.find((i) => i.slug === "pricing-reframe");
  if (study?.status !== "sample") throw new Error("pricing-reframe is no longer sample content");
  await page.goto("/resources/case-studies/pricing-reframe");
  const chartLabel = page.locator(".chart-meta [data-sample-label]").first();
  await expect(chartLabel).toHaveText(LABELS.figures);
  const heroLabel = page
    .locator("section", { has: page.getByRole("heading", { level: 1 }) })
    .locator("[data-sample-label]");
  await expect(heroLabel).toHaveText(LABELS.caseStudy);
  // Same tag, same classes, same look: one treatment, not a plain line in the chart (0936).
  const look = (el: Element) => {
    const s = getComputedStyle(el);
    return [el.tagName, el.className, s.fontSize, s.borderRadius, s.backgroundColor, s.height];
  };
  expect(await chartLabel.evaluate(look)).toEqual(await heroLabel.evaluate(look));
});

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 800 } });
  for (const path of LABELLED_PAGES) {
    test(`${path}: every sample label is one line, inside the page, and never a notice above content`, async ({
      page,
    }) => {
      await page.goto(path);
      const labels = page.locator("[data-sample-label]");
      expect(await labels.count()).toBeGreaterThan(0);
      for (const label of await labels.all()) {
        const found = await label.evaluate((el) => {
          const box = el.getBoundingClientRect();
          const line = parseFloat(getComputedStyle(el).lineHeight);
          const parent = el.parentElement!;
          // A label alone in its paragraph (or list item) is that block's last line: it follows
          // what it qualifies. Sharing a row (a type pill, a source, a chart's meta) is fine.
          const alone = parent.textContent!.trim() === el.textContent!.trim();
          return {
            text: el.textContent,
            oneLine: box.height < 2 * line,
            inside: box.left >= 0 && box.right <= document.documentElement.clientWidth,
            aloneAbove: alone && parent.nextElementSibling !== null,
          };
        });
        expect(found).toEqual({ text: found.text, oneLine: true, inside: true, aloneAbove: false });
      }
    });
  }
});
