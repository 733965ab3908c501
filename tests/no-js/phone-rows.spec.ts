import { expect, test } from "../e2e/fixtures";
import { contentData } from "../content-data";

/**
 * Decision 0947 with JavaScript disabled: on a phone /clients' quotes are one row that scrolls
 * sideways in the prerendered page (CSS alone), out to its last quote, and the page itself never
 * scrolls sideways.
 */
const quotesLabel = contentData<{ clients: { eyebrow: string } }>("holding-proof").clients.eyebrow;

test.use({ viewport: { width: 390, height: 844 } });

test("/clients' quotes scroll sideways as prerendered", async ({ page }) => {
  await page.goto("/clients");
  const row = page.getByRole("list", { name: quotesLabel });
  await row.scrollIntoViewIfNeeded();
  const last = row.locator(":scope > li").last();
  await expect(last).not.toBeInViewport();
  await row.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect(last).toBeInViewport({ ratio: 1 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
