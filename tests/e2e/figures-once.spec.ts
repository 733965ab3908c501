import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import type { HomeData } from "../../app/content/schemas/home.ts";
import { contentData, PEOPLE } from "../content-data";

/**
 * Issue 50, item 5: a figure is said once per page. Home repeated "99.9%+" four times and
 * "100+" eight; the hero claims and the stats band are where the specification puts them, so
 * there they stay, and nowhere else on the page.
 */

/** The specification's hero claims that are figures (section 1), written out. */
const HERO_CLAIMS = ["100+", "99.9%+", "Millions"];
/** The specification's stats band (section 2, home), written out. */
const STATS = ["27+", "12+", "18", "98%"];

const STATS_HEADING = contentData<HomeData>("home").stats.heading;

/**
 * The figures in a text, normalised ("millions" for the spoken figure): a number with a sign,
 * a comparison, a decimal or a unit ("99.9%+", "±3.1%", "<24 h", "0.2 s"), or a plain number of
 * two digits or more ("18", "140"). Ordinals set as 01–04 and list numbers under 10 are not
 * figures.
 */
function figuresIn(text: string): string[] {
  const found: string[] = [];
  const number =
    /(?<![\w.,])([±~<>≥≤−]?)(\d+(?:[.,]\d+)*)(\s?(?:%\+?|\+|pp\b|×|h\b|s\b|min\b|ms\b))?/g;
  for (const [, sign = "", digits = "", unit = ""] of text.matchAll(number)) {
    const plain = !sign && !unit && !/[.,]/.test(digits);
    if (plain && (digits.length < 2 || digits.startsWith("0"))) continue;
    found.push(`${sign}${digits}${unit.replace(/^\s/, " ")}`);
  }
  found.push(...(text.match(/\bmillions\b/gi) ?? []).map(() => "Millions"));
  return found;
}

function countsOf(figures: string[]) {
  const counts = new Map<string, number>();
  for (const f of figures) counts.set(f, (counts.get(f) ?? 0) + 1);
  return counts;
}

/**
 * The page's text as a visitor sees it (innerText: nothing hidden, nothing off the layout),
 * header and footer included, less the labels of links: a link names the page it leads to
 * ("ESOMAR 37 Questions" in the footer and in /about's text), it does not state a figure.
 */
async function visibleText(page: Page, path: string, scripts: boolean) {
  await page.goto(path);
  if (scripts) await waitForHydration(page);
  return page.evaluate(() => {
    let text = document.body.innerText;
    for (const link of document.querySelectorAll<HTMLElement>("body a")) {
      const label = link.innerText.trim();
      if (label) text = text.replace(label, "");
    }
    return text;
  });
}

const repeated = (figures: string[]) =>
  [...countsOf(figures)].filter(([, n]) => n > 1).map(([f, n]) => `${f} ×${n}`);

for (const scripts of [true, false]) {
  test.describe(`figures said once (${scripts ? "scripts on" : "scripts off"})`, () => {
    // Reduced motion: the stats band shows its final figures at once, not a count in between.
    test.use({ reducedMotion: "reduce", javaScriptEnabled: scripts });

    test("/: the hero claims and the stats band once each, no other figure twice", async ({
      page,
    }) => {
      const text = await visibleText(page, "/", scripts);
      const figures = figuresIn(text);
      expect(repeated(figures), "figures shown more than once on /").toEqual([]);
      const counts = countsOf(figures);
      for (const literal of [...HERO_CLAIMS, ...STATS])
        expect(counts.get(literal), literal).toBe(1);
      // …and each is in its place.
      const hero = figuresIn(
        await page.getByRole("region", { name: /We Decode Minds, Markets, and/ }).innerText(),
      );
      for (const claim of HERO_CLAIMS) expect(hero, claim).toContain(claim);
      const stats = figuresIn(
        await page.getByRole("region", { name: STATS_HEADING, exact: true }).innerText(),
      );
      expect(stats).toEqual(STATS);
    });

    test("/about: no figure twice", async ({ page }) => {
      const figures = figuresIn(await visibleText(page, "/about", scripts));
      expect(figures.length, "the page shows figures (the test reads its text)").toBeGreaterThan(0);
      expect(repeated(figures), "figures shown more than once on /about").toEqual([]);
      // The home page's track record is the home page's; /about leads with its own (0911).
      const counts = countsOf(figures);
      for (const stat of ["27+", "12+", "98%"]) expect(counts.get(stat), stat).toBeUndefined();
      expect(counts.get(String(PEOPLE.firm.founded.value))).toBe(1);
      expect(counts.get(String(PEOPLE.firm.teamSize.value))).toBe(1);
    });
  });
}

test("figuresIn reads figures as a visitor would", () => {
  expect(
    figuresIn(
      "100+ countries, 99.9%+ clean, 27+ projects, 18 countries, 98% on time, ±3.1% at n = 1,000, <24 h, 0.2 s, −57%, 01 / 04, 2 Live, millions of people",
    ),
  ).toEqual([
    "100+",
    "99.9%+",
    "27+",
    "18",
    "98%",
    "±3.1%",
    "1,000",
    "<24 h",
    "0.2 s",
    "−57%",
    "Millions",
  ]);
});
