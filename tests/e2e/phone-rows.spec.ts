import { expect, test, waitForHydration } from "./fixtures";
import { contentData, PEOPLE } from "../content-data";

/**
 * Decision 0947: on a phone the rows of parallel cards on /clients (the quotes, the kinds of
 * client), /about (the people) and /careers (the benefits, who hires) are one row each that
 * scrolls sideways, with the next card peeking in. What a phone visitor must still get: every
 * card reachable by the keyboard, a link to a person that shows that person, and a page that
 * never scrolls sideways itself (without JavaScript: tests/no-js/phone-rows.spec.ts).
 */
interface HoldingCopy {
  clients: { eyebrow: string };
  clientSectors: { heading: string; sectors: { name: string }[] };
}
const holding = contentData<HoldingCopy>("holding-proof");
/** The line under a phone row, as the editor wrote it ("{count}" filled by the site). */
const rowHint = contentData<{ phoneRows: { hint: string } }>("phone-rows").phoneRows.hint;

test.describe("phone rows", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const width of [320, 390]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of ["/about", "/clients", "/careers", "/resources"]) {
        await page.goto(path);
        await waitForHydration(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} at ${width} px`).toBe(0);
      }
    });
  }

  test("/clients: the keyboard reaches every quote in its row, and each comes into view", async ({
    page,
  }) => {
    await page.goto("/clients");
    await waitForHydration(page);
    const row = page.getByRole("list", { name: holding.clients.eyebrow });
    const quotes = row.locator(":scope > li");
    const count = await quotes.count();
    expect(count).toBeGreaterThan(2);
    // The row is one row: its second card starts to the right of the first, not under it.
    const [first, second] = [await quotes.nth(0).boundingBox(), await quotes.nth(1).boundingBox()];
    expect(second!.y).toBe(first!.y);
    expect(second!.x).toBeGreaterThan(first!.x);
    // The row takes focus (it is named), then Tab goes from quote to quote through their links.
    await row.focus();
    for (let i = 0; i < count; i++) {
      await page.keyboard.press("Tab");
      const link = quotes.nth(i).getByRole("link");
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport({ ratio: 1 });
    }
  });

  test("/clients: the kinds of client scroll by the keyboard, up to the last one", async ({
    page,
  }) => {
    await page.goto("/clients");
    await waitForHydration(page);
    const row = page.getByRole("list", { name: holding.clientSectors.heading });
    const last = row.getByRole("heading", { name: holding.clientSectors.sectors.at(-1)!.name });
    await expect(last).not.toBeInViewport();
    await row.focus();
    await expect(row).toBeFocused();
    // The last kind has no link: the arrow keys scroll the focused row to it.
    await expect(async () => {
      await page.keyboard.press("ArrowRight");
      await expect(last).toBeInViewport({ ratio: 1, timeout: 1000 });
    }).toPass();
  });

  test("/resources: each section's cards are one row, and the keyboard reaches every card", async ({
    page,
  }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    const titles = contentData<{ sections: { title: string }[] }>("resources").sections.map(
      (s) => s.title,
    );
    expect(titles).toHaveLength(4);
    for (const title of titles) {
      const row = page.getByRole("region", { name: title }).getByRole("list", { name: title });
      const cards = row.getByRole("article");
      const count = await cards.count();
      expect(count, title).toBeGreaterThan(1);
      const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
      expect(second!.y, title).toBe(first!.y);
      expect(second!.x, title).toBeGreaterThan(first!.x);
      await row.focus();
      for (let i = 0; i < count; i++) {
        await page.keyboard.press("Tab");
        const link = cards.nth(i).getByRole("link");
        await expect(link).toBeFocused();
        await expect(cards.nth(i)).toBeInViewport({ ratio: 1 });
      }
    }
  });

  test("/about: a link to a person in a row shows that person", async ({ page }) => {
    // The last senior researcher sits at the end of their row, out of view until scrolled to.
    const person = PEOPLE.people.filter((p) => p.group === "research").at(-1)!;
    await page.goto(`/about#${person.id}`);
    await expect(page.getByRole("article", { name: person.name })).toBeInViewport({ ratio: 1 });
  });

  test("/clients: under each row a line says how many cards it holds, and none at 1440 px", async ({
    page,
  }) => {
    await page.goto("/clients");
    const rows = [holding.clients.eyebrow, holding.clientSectors.heading];
    for (const name of rows) {
      const row = page.getByRole("list", { name });
      const cards = await row.locator(":scope > li").count();
      expect(cards, name).toBeGreaterThan(2);
      // The line right after the row, in the editor's words with the row's own count.
      const line = row.locator("xpath=following-sibling::p[1]");
      await expect(line, name).toHaveText(rowHint.replace("{count}", String(cards)));
      await expect(line, name).toBeVisible();
      const [rowBox, lineBox] = [await row.boundingBox(), await line.boundingBox()];
      expect(lineBox!.y, `${name}: the line is under its row`).toBeGreaterThanOrEqual(
        rowBox!.y + rowBox!.height - 24,
      );
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const name of rows)
      await expect(
        page.getByRole("list", { name }).locator("xpath=following-sibling::p[1]"),
      ).toBeHidden();
  });
});
