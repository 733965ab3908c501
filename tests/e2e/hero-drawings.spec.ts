/**
 * Decision 0924: a hero drawing with text has a phone version with larger type. Below 640 px
 * the hero's <picture> serves it (one request, the wide drawing never fetched) in a box of its
 * own shape from the first layout; from 640 px the wide drawing, as before.
 */
import { readFileSync } from "node:fs";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The pages whose hero drawing has text, and that drawing (the pages' content names them). */
const HEROES = [
  { path: "/", drawing: "home-hero" },
  { path: "/about", drawing: "about-hero" },
  { path: "/services/quantitative", drawing: "svc-quantitative" },
  { path: "/services/qualitative", drawing: "svc-qualitative" },
  { path: "/services/panels-sampling", drawing: "svc-panels-sampling" },
  { path: "/services/custom", drawing: "svc-custom" },
];

/** A drawing's width / height, from its SVG source's viewBox. */
function ratioOf(file: string): number {
  const [, w, h] = readFileSync(`assets/images/${file}.svg`, "utf8").match(
    /viewBox="0 0 ([\d.]+) ([\d.]+)"/,
  )!;
  return Number(w) / Number(h);
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
});
