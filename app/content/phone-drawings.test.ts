import { existsSync, readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { textRuns, viewBoxOf } from "../../scripts/images/drawing-runs.mjs";
import { aboutPage } from "./about";
import { careersPage } from "./careers";
import { hero as homeHero } from "./home-hero";
import { PHONE_DRAWINGS, itemPhoneCrops } from "./item-phone-drawings";
import { PHONE_WIDTHS, phoneCrops } from "./phone-drawings";
import { servicePages } from "./service-pages";

/** The drawings the heroes with a drawing show (home, /about, /careers, the service pages). */
const heroDrawings = [
  homeHero.image.name,
  aboutPage.hero.image.name,
  careersPage.hero.image.name,
  ...Object.values(servicePages).map((page) => page.hero.image.name),
];
/**
 * The drawings the Resource Center items' heroes show (DetailHero): each item's `image`, read
 * from its Markdown's front matter.
 */
const itemDrawings = readdirSync("app/content/resources")
  .filter((file) => file.endsWith(".md"))
  .map(
    (file) => readFileSync(`app/content/resources/${file}`, "utf8").match(/^image: (\S+)$/m)?.[1],
  )
  .filter((name): name is string => !!name);
/** The font sizes of a drawing's outlined text runs, in its own units. */
const fontSizes = (name: string) => textRuns(name).map((run) => run.fontSize);

/** On a 390 px phone the hero's column is 350 px wide (20 px gutters). */
const PHONE_COLUMN = 350;

describe("hero drawings on a phone (decision 0924)", () => {
  it("every hero drawing with text has a phone version, and only those (the items too)", () => {
    const withText = heroDrawings.filter((name) => fontSizes(name).length > 0);
    expect(withText.length).toBeGreaterThan(0);
    const itemsWithText = itemDrawings.filter((name) => fontSizes(name).length > 0);
    expect(itemsWithText.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(PHONE_DRAWINGS).sort()).toEqual(
      [...new Set([...withText, ...itemsWithText])].sort(),
    );
    for (const name of [...heroDrawings, ...itemDrawings]) {
      const done = withText.includes(name) || itemsWithText.includes(name);
      const crops = heroDrawings.includes(name) ? phoneCrops(name) : itemPhoneCrops(name);
      expect(crops.length, name).toBe(done ? 1 : 0);
    }
    // Every item's drawing has text since the lender study's was redrawn (decision 0965); an
    // editor's upload has no phone version, so its hero keeps the wide image at 16:10.
    expect(itemDrawings.filter((name) => !(name in PHONE_DRAWINGS))).toEqual([]);
    expect(itemPhoneCrops("an-editors-upload")).toEqual([]);
  });

  it("the wide drawings' labels are under 11 px at 390 px; the phone versions' at least 11 px", () => {
    for (const name of Object.keys(PHONE_DRAWINGS)) {
      const [wideWidth] = viewBoxOf(name);
      expect(Math.min(...fontSizes(name)) * (PHONE_COLUMN / wideWidth!), name).toBeLessThan(11);
      const [width] = viewBoxOf(`${name}-phone`);
      const smallest = Math.min(...fontSizes(`${name}-phone`));
      expect(smallest * (PHONE_COLUMN / width!), `${name}-phone`).toBeGreaterThanOrEqual(11);
    }
  });

  it("every label of a phone version stays inside its column of cards (28 units from each edge)", () => {
    for (const name of Object.keys(PHONE_DRAWINGS)) {
      const [width] = viewBoxOf(`${name}-phone`);
      const runs = textRuns(`${name}-phone`);
      expect(runs.length, name).toBe(fontSizes(`${name}-phone`).length);
      for (const run of runs) {
        expect(run.left, `${name}-phone: ${run.text}`).toBeGreaterThanOrEqual(28);
        expect(run.right, `${name}-phone: ${run.text}`).toBeLessThanOrEqual(width! - 28);
      }
    }
  });

  it("each phone version has the size its source declares and is rendered at the phone widths", async () => {
    for (const [name, size] of Object.entries(PHONE_DRAWINGS)) {
      expect(viewBoxOf(`${name}-phone`), name).toEqual([size.width, size.height]);
      for (const width of PHONE_WIDTHS) {
        for (const format of ["avif", "webp"]) {
          const file = `public/images/${name}-phone-${width}.${format}`;
          expect(existsSync(file), file).toBe(true);
          const meta = await sharp(file).metadata();
          // Whole pixels: the file's shape is the shape the page reserved for it.
          expect((width * size.height) % size.width, file).toBe(0);
          expect([meta.width, meta.height], file).toEqual([
            width,
            (width * size.height) / size.width,
          ]);
        }
      }
    }
  });
});
