/**
 * A service page on a phone (decision 0944): rows of parallel cards (the qualitative page's
 * quotes, every page's research approach) are one row that scrolls sideways, each card reachable
 * by the keyboard, before hydration and without JavaScript too; the deliverables are compact rows,
 * the icon beside the words; nothing makes the page itself scroll sideways. From 640 px the rows
 * are grids again: at 1440 px the cards stand side by side, nothing scrolls.
 */
import type { Locator, Page } from "@playwright/test";
import type { ServicePagesData } from "../../app/content/schemas/service-pages.ts";
import type { ServiceSectionsData } from "../../app/content/schemas/service-sections.ts";
import { contentData } from "../content-data";
import { expect, test, waitForHydration } from "./fixtures";

const SLUGS = ["qualitative", "quantitative", "panels-sampling", "custom"] as const;
const pagesCopy = contentData<ServicePagesData>("service-pages").servicePages;
const sectionsCopy = contentData<ServiceSectionsData>("service-sections");

/** The service page whose own section is quotes, with them. */
const quoted = SLUGS.map((slug) => ({ slug, own: sectionsCopy[slug] })).find((s) => s.own?.quotes);

/** A row's cards, each wholly inside the row's box (shown, not cut at its edge). */
const wholeInRow = (row: Locator, card: Locator) =>
  Promise.all([row.boundingBox(), card.boundingBox()]).then(
    ([r, c]) => !!r && !!c && c.x >= r.x - 1 && c.x + c.width <= r.x + r.width + 1,
  );

/**
 * The keyboard reaches every card of a row: Tab, from the top of the page's main part, comes to
 * the row, and the right arrow then brings each next card wholly into view.
 */
async function everyCardByKeyboard(page: Page, row: Locator, cards: Locator) {
  await page.getByRole("main").focus();
  const focused = () => row.evaluate((el) => el === document.activeElement);
  for (let presses = 0; presses < 80 && !(await focused()); presses++)
    await page.keyboard.press("Tab");
  await expect(row).toBeFocused();
  const count = await cards.count();
  expect(await wholeInRow(row, cards.first())).toBe(true);
  for (let i = 1; i < count; i++) {
    // Each press scrolls to the next card; the next press once that scroll has ended.
    const ended = row.evaluate(
      (el) => new Promise((done) => el.addEventListener("scrollend", done, { once: true })),
    );
    await page.keyboard.press("ArrowRight");
    await ended;
    expect(await wholeInRow(row, cards.nth(i)), `card ${i + 1} of ${count}`).toBe(true);
  }
}

/** The row scrolls sideways inside the page; the page does not. */
async function scrollsInsidePage(page: Page, row: Locator, width: number) {
  const [scrollWidth, clientWidth] = await row.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
}

test.describe("a service page on a phone", () => {
  if (!quoted?.own?.quotes) throw new Error("no service page with quotes to check");
  const quotes = quoted.own.quotes;

  for (const width of [320, 390]) {
    test(`at ${width} px the quotes and the approach cards are rows that scroll sideways, each card reachable by keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/services/${quoted.slug}`);
      await waitForHydration(page);
      const main = page.getByRole("main");

      const quoteRow = main.getByRole("list", { name: quoted.own!.eyebrow });
      await expect(quoteRow.getByRole("listitem")).toHaveCount(quotes.length);
      for (const q of quotes) await expect(quoteRow).toContainText(q.text);
      await scrollsInsidePage(page, quoteRow, width);
      await everyCardByKeyboard(page, quoteRow, quoteRow.getByRole("listitem"));

      const { approach } = pagesCopy[quoted.slug];
      const approachRow = main.getByRole("list", { name: approach.eyebrow });
      await expect(approachRow.getByRole("heading", { level: 3 })).toHaveText(
        approach.cards.map((card) => card.title),
      );
      await scrollsInsidePage(page, approachRow, width);
      await everyCardByKeyboard(page, approachRow, approachRow.getByRole("listitem"));
    });
  }

  test("at 320 px no service page scrolls sideways, and each deliverable's icon sits beside its title", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    for (const slug of SLUGS) {
      await page.goto(`/services/${slug}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), slug).toBe(320);
      const { receive } = pagesCopy[slug];
      const items = page.getByRole("region", { name: receive.heading }).getByRole("listitem");
      await expect(items).toHaveCount(receive.items.length);
      for (const item of await items.all()) {
        const [icon, title] = await Promise.all([
          item.locator("svg").first().boundingBox(),
          item.getByRole("heading", { level: 3 }).boundingBox(),
        ]);
        expect(icon!.x + icon!.width, `${slug}: icon left of the title`).toBeLessThan(title!.x);
      }
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });

    test("the quotes are the same row that scrolls sideways", async ({ page }) => {
      await page.goto(`/services/${quoted.slug}`);
      const row = page.getByRole("main").getByRole("list", { name: quoted.own!.eyebrow });
      await expect(row.getByRole("listitem")).toHaveCount(quotes.length);
      await scrollsInsidePage(page, row, 390);
    });
  });
});

test("at 1440 px the quotes and the approach cards stand side by side, nothing scrolls", async ({
  page,
}) => {
  if (!quoted?.own?.quotes) throw new Error("no service page with quotes to check");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/services/${quoted.slug}`);
  for (const name of [quoted.own.eyebrow, pagesCopy[quoted.slug].approach.eyebrow]) {
    const row = page.getByRole("main").getByRole("list", { name });
    const tops = await row
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 3)).size, name).toBe(1);
    const [scrollWidth, clientWidth] = await row.evaluate((el) => [el.scrollWidth, el.clientWidth]);
    expect(scrollWidth, name).toBe(clientWidth);
  }
});
