/**
 * Decision 0924: a hero drawing with text has a phone version with larger type. Below 640 px
 * the hero's <picture> serves it (one request, the wide drawing never fetched) in a box of its
 * own shape from the first layout; from 640 px the wide drawing, as before. Decision 0926: the
 * Resource Center items' heroes (DetailHero) do the same with their drawings' phone versions.
 */
import type { Page, Route } from "@playwright/test";
import { PHONE_DRAWINGS } from "../../app/content/item-phone-drawings";
import { viewBoxOf } from "../../scripts/images/drawing-runs.mjs";
import { contentData, RESOURCE_ITEMS } from "../content-data";
import { expect, test } from "./fixtures";
import { itemPath } from "./routes";

type Hero = { hero: { image: { name: string } } };
const { servicePages } = contentData<{ servicePages: Record<string, Hero> }>("service-pages");
/** The pages whose hero drawing has text, each with the drawing its content names. */
const HEROES = [
  { path: "/", drawing: contentData<Hero>("home-hero").hero.image.name },
  { path: "/about", drawing: contentData<{ aboutPage: Hero }>("about").aboutPage.hero.image.name },
  ...["quantitative", "qualitative", "panels-sampling", "custom"].map((slug) => ({
    path: `/services/${slug}`,
    drawing: servicePages[slug]!.hero.image.name,
  })),
];

/**
 * Resource Center items whose hero drawing has a phone version (decision 0926): each item's
 * page (the route table's) and its `image` (its Markdown's front matter, tests/content-data.ts).
 */
const ITEMS = RESOURCE_ITEMS.map(({ slug, image }) => ({
  path: itemPath(slug),
  drawing: image ?? "",
}));
const ITEM_HEROES = ITEMS.filter(({ drawing }) => drawing in PHONE_DRAWINGS);
/** The Resource Center's sections: their items' pages share DetailHero. */
const SECTIONS = [
  "/resources/case-studies/",
  "/resources/ebooks/",
  "/resources/panel-books/",
  "/blog/",
];
/**
 * One item of each section is loaded (DetailHero serves every item alike from PHONE_DRAWINGS,
 * whose sizes phone-drawings.test.ts holds to each drawing and its rendered files; decision 0927
 * keeps a new sweep to what one load per component shows).
 */
const ITEM_HEROES_LOADED = SECTIONS.map((part) =>
  ITEM_HEROES.find((hero) => hero.path.startsWith(part))!,
);

/** A drawing's width / height, from its SVG source's viewBox. */
function ratioOf(file: string): number {
  const [width, height] = viewBoxOf(file);
  return width / height;
}

/**
 * Loads a page with the hero drawing's response held back, and returns the hero image's box
 * before the file arrived, every drawing file asked for, and the image once loaded.
 */
async function heroWithImageHeld(page: Page, path: string) {
  const asked: string[] = [];
  const held: Route[] = [];
  let released = false;
  await page.route(/\/images\/[a-z0-9-]+-\d+\.(avif|webp)$/, async (route) => {
    asked.push(new URL(route.request().url()).pathname);
    if (released) await route.continue();
    else held.push(route);
  });
  // Not "load": the page is not loaded until the held drawing arrives.
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const image = page.locator("main section").first().locator("picture img").first();
  await expect(image).toBeVisible();
  const before = (await image.boundingBox())!;
  await expect.poll(() => held.length).toBeGreaterThan(0);
  released = true;
  for (const route of held.splice(0)) await route.continue();
  await expect(image).toHaveJSProperty("complete", true);
  const after = (await image.boundingBox())!;
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  return { before, after, asked, src: new URL(src).pathname };
}

test.describe("at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const { path, drawing } of HEROES) {
    test(`${path}: the hero shows the phone version of ${drawing}, in its own shape from the first layout, one file fetched`, async ({
      page,
    }) => {
      const { before, after, asked, src } = await heroWithImageHeld(page, path);
      expect(src).toMatch(new RegExp(`^/images/${drawing}-phone-\\d+\\.avif$`));
      expect(asked.filter((file) => file.includes(`/${drawing}-`))).toEqual([src]);
      const ratio = ratioOf(`${drawing}-phone`);
      expect(before.width / before.height).toBeCloseTo(ratio, 2);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      // The column's width: the page less its 20 px gutters (the home card's 1 px border inside).
      expect(after.width).toBeGreaterThanOrEqual(346);
      expect(after.width).toBeLessThanOrEqual(350);
    });
  }

  test("the item pages' heroes with a phone drawing are found in the content", () => {
    // The four the screenshots show at least (pages.spec.ts): a case study, an ebook, a panel
    // book and a blog post.
    expect(ITEM_HEROES.length).toBeGreaterThanOrEqual(4);
    for (const [i, part] of SECTIONS.entries()) expect(ITEM_HEROES_LOADED[i], part).toBeDefined();
  });

  for (const { path, drawing } of ITEM_HEROES_LOADED.filter(Boolean)) {
    test(`${path}: the item's hero shows the phone version of ${drawing}, in its own shape from the first layout, one file fetched`, async ({
      page,
    }) => {
      const { before, after, asked, src } = await heroWithImageHeld(page, path);
      expect(src).toMatch(new RegExp(`^/images/${drawing}-phone-\\d+\\.avif$`));
      expect(asked.filter((file) => file.includes(`/${drawing}-`))).toEqual([src]);
      expect(before.width / before.height).toBeCloseTo(ratioOf(`${drawing}-phone`), 2);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
      expect(after.width).toBe(350);
    });
  }

  test("/careers: a drawing without text keeps the one wide version", async ({ page }) => {
    const { src } = await heroWithImageHeld(page, "/careers");
    expect(src).toMatch(/^\/images\/careers-hero-\d+\.avif$/);
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  for (const { path, drawing } of [HEROES[0]!, HEROES[1]!, HEROES[5]!]) {
    test(`${path}: the hero shows the wide ${drawing}, at its own shape`, async ({ page }) => {
      const { before, after, asked, src } = await heroWithImageHeld(page, path);
      expect(src).toMatch(new RegExp(`^/images/${drawing}-\\d+\\.avif$`));
      expect(asked.filter((file) => file.includes(`/${drawing}-`))).toEqual([src]);
      expect(after.width / after.height).toBeCloseTo(ratioOf(drawing), 2);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
    });
  }

  for (const { path, drawing } of ITEM_HEROES_LOADED.filter(Boolean).slice(0, 1)) {
    test(`${path}: the item's hero shows the wide ${drawing}, at 16:10`, async ({ page }) => {
      const { before, after, asked, src } = await heroWithImageHeld(page, path);
      expect(src).toMatch(new RegExp(`^/images/${drawing}-\\d+\\.avif$`));
      expect(asked.filter((file) => file.includes(`/${drawing}-`))).toEqual([src]);
      expect(after.width / after.height).toBeCloseTo(16 / 10, 2);
      expect([after.width, after.height]).toEqual([before.width, before.height]);
    });
  }
});
