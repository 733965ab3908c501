/**
 * Details of issues 24.4 and 27.2 on narrow screens that the sweep in layout.spec.ts states
 * only in general: the case-study facts table stacks, the home page's "All industries"
 * link lines up with its heading, and the moving industries strip fades at its edges.
 */
import { expect, test, waitForHydration } from "./fixtures";
import type { HomeData } from "../../app/content/schemas/home.ts";
import type { IndustriesData } from "../../app/content/schemas/industries.ts";
import { contentData } from "../content-data";

test.describe("at 360 px", () => {
  test.use({ viewport: { width: 360, height: 800 } });

  for (const slug of ["pricing-reframe", "pack-redesign", "feature-prioritization"]) {
    test(`/resources/case-studies/${slug}: the facts table stacks each value under its label inside the column`, async ({
      page,
    }) => {
      await page.goto(`/resources/case-studies/${slug}`);
      await waitForHydration(page);
      const table = page.getByRole("table").first();
      await table.scrollIntoViewIfNeeded();
      const column = (await page.locator("main h1").boundingBox())!;
      const box = (await table.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(column.x - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(360 - column.x + 1);
      const cells = table.locator("td");
      expect(await cells.count()).toBeGreaterThanOrEqual(3);
      // Stacked: the cells sit one above the other, each shows its column's name first.
      const first = (await cells.nth(0).boundingBox())!;
      const second = (await cells.nth(1).boundingBox())!;
      expect(second.y).toBeGreaterThanOrEqual(first.y + first.height - 1);
      for (const label of ["Client", "Industry", "Services"])
        await expect(table.locator(`td[data-label="${label}"]`).first()).toBeVisible();
      const shownLabel = await cells
        .nth(0)
        .evaluate((el) => getComputedStyle(el, "::before").content);
      expect(shownLabel).toBe('"Client"');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(360);
    });
  }
});

test("/ at 390 px: 'All industries' starts where its section heading starts", async ({ page }) => {
  // Under reduced motion the strip has no pause button, and the link leads its row (its paging
  // buttons follow it, decision 0946).
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  const strip = contentData<HomeData>("home").industriesStrip;
  const link = page.getByRole("link", { name: strip.cta.label, exact: true });
  await link.scrollIntoViewIfNeeded();
  const heading = page.getByRole("heading", { name: strip.heading });
  const textLeft = await link.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el.firstChild!);
    return range.getBoundingClientRect().left;
  });
  const headingLeft = (await heading.boundingBox())!.x;
  expect(Math.abs(textLeft - headingLeft)).toBeLessThanOrEqual(1);
});

test("/ at 390 px: the moving industries strip fades at both edges instead of cutting cards", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await waitForHydration(page);
  const frame = page.getByTestId("industries-track").locator("..");
  const mask = await frame.evaluate((el) => getComputedStyle(el).maskImage);
  expect(mask).toMatch(/^linear-gradient\((to right|90deg), (transparent|rgba\(0, 0, 0, 0\)),/);
  expect(mask).toMatch(/, (transparent|rgba\(0, 0, 0, 0\))\)$/);
});

test("the footer on a phone: its links two across, both columns ending level, every link a 24 px target", async ({
  page,
}) => {
  // One long column of 20 links made the footer screens long at 390 px (decision 0919); then two
  // columns of lists ended about 190 px apart (decision 0921).
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  const lists = footer.getByRole("navigation");
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const columns = await lists.getByRole("link").evaluateAll((all) => {
      const lefts = [...new Set(all.map((a) => Math.round(a.getBoundingClientRect().left)))];
      return lefts.map((left) => ({
        left,
        bottom: Math.max(
          ...all
            .map((a) => a.getBoundingClientRect())
            .filter((box) => Math.round(box.left) === left)
            .map((box) => box.bottom),
        ),
      }));
    });
    expect(columns, `${width} px: two columns of links`).toHaveLength(2);
    // Within one line of each other.
    expect(
      Math.abs(columns[0]!.bottom - columns[1]!.bottom),
      `${width} px: the columns' last links`,
    ).toBeLessThanOrEqual(40);
    // Each list reads under its own heading, its links in both columns.
    for (const list of await lists.all()) {
      const lefts = await list
        .getByRole("link")
        .evaluateAll(
          (all) => new Set(all.map((a) => Math.round(a.getBoundingClientRect().left))).size,
        );
      expect(lefts, `${width} px`).toBe(2);
    }
    const links = await footer.getByRole("link").evaluateAll((all) =>
      all.map((a) => {
        const box = a.getBoundingClientRect();
        return { name: a.textContent || a.getAttribute("aria-label"), w: box.width, h: box.height };
      }),
    );
    expect(links.length).toBeGreaterThan(20);
    for (const link of links) {
      expect(Math.min(link.w, link.h), `${link.name} at ${width} px`).toBeGreaterThanOrEqual(24);
    }
  }
});

/** /industries' closing band, named by its heading. */
const INDUSTRIES_CLOSING = contentData<IndustriesData>("industries").industriesPage.closing.heading;

test("stacked calls to action on a phone are one width, their column's", async ({ page }) => {
  // Two buttons stacked with different widths read as unfinished (decision 0921).
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/industries");
  await waitForHydration(page);
  const band = page.getByRole("region", { name: INDUSTRIES_CLOSING });
  await band.scrollIntoViewIfNeeded();
  const links = band.getByRole("link");
  await expect(links).toHaveCount(2);
  const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
  const column = await links
    .nth(0)
    .evaluate((a) => a.parentElement!.getBoundingClientRect().toJSON() as DOMRect);
  expect(second!.y, "stacked").toBeGreaterThan(first!.y + first!.height - 1);
  for (const box of [first!, second!]) {
    expect(Math.abs(box.x - column.x)).toBeLessThan(1);
    expect(Math.abs(box.width - column.width)).toBeLessThan(1);
  }
});
