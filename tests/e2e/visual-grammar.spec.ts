/**
 * Issue 39, item 4 ("one visual grammar"): what a visitor sees the same way on every page.
 * Icon tiles above card titles share one colour and size; the calculator's formulas are set as
 * mathematics whose fractions keep their shape at every width (no "/ N)" wrapping alone).
 */
import { slugify } from "../../app/lib/slug";
import { AUTHOR_LABEL, blogItemWithSections, CONTENTS_LABEL } from "../content-data";
import { expect, test } from "./fixtures";

test("icon tiles above card titles share one colour and one size across the site", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = new Map<string, string[]>();
  for (const path of ["/", "/about", "/services/quantitative", "/careers"]) {
    await page.goto(path);
    // An icon tile: an element holding only an icon, set directly above a card's heading.
    const tiles = await page.locator("main :is(h2, h3)").evaluateAll((headings) =>
      headings
        .map((h) => h.previousElementSibling)
        .filter(
          (el): el is HTMLElement =>
            el instanceof HTMLElement &&
            el.children.length === 1 &&
            el.firstElementChild instanceof SVGElement &&
            !el.textContent?.trim(),
        )
        .map((el) => {
          const s = getComputedStyle(el);
          return `${s.backgroundColor} ${s.color} ${s.width}x${s.height} r${s.borderTopLeftRadius}`;
        }),
    );
    expect(tiles.length, `icon tiles on ${path}`).toBeGreaterThan(0);
    for (const tile of tiles) seen.set(tile, [...(seen.get(tile) ?? []), path]);
  }
  expect([...seen.keys()], JSON.stringify(Object.fromEntries(seen))).toHaveLength(1);
});

for (const width of [320, 390, 1440]) {
  test(`at ${width} px the calculator's formulas are mathematics that fit their boxes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/tools/sample-size");
    const section = page.getByRole("region", { name: "How the numbers are worked out" });
    const maths = section.locator("math");
    await expect(maths).toHaveCount(6);
    // n = n₀ / (1 + (n₀ − 1) / N): the population N is the denominator of a fraction.
    await expect(
      section.locator("mfrac").filter({ has: page.locator(":scope > mi", { hasText: /^N$/ }) }),
    ).toHaveCount(1);
    // Every formula is whole inside its box: nothing overflows, nothing scrolls.
    const overflowing = await maths.evaluateAll((all) =>
      all
        .map((m) => {
          const box = m.parentElement!.getBoundingClientRect();
          const r = m.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(m);
          const ink = range.getBoundingClientRect();
          return ink.left < box.left || ink.right > box.right || r.right > box.right
            ? (m.getAttribute("alttext") ?? m.textContent)
            : null;
        })
        .filter(Boolean),
    );
    expect(overflowing).toEqual([]);
  });
}

test("one light: every band's glow is the teal one, never an amber or brown haze", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const tinted: string[] = [];
  let glows = 0;
  for (const path of [
    "/",
    "/careers",
    "/services/qualitative",
    "/resources/ebooks/ai-in-research",
  ]) {
    await page.goto(path);
    const colours = await page.locator("main [aria-hidden=true]").evaluateAll((els) =>
      els
        .map((el) => getComputedStyle(el))
        .filter((s) => s.filter.includes("blur"))
        .map((s) => s.backgroundColor),
    );
    glows += colours.length;
    // Teal leans green and blue (oklab a < 0, b < 0; in rgb, green above red); amber and
    // brown lean red and yellow.
    for (const c of colours) {
      const n = (c.match(/-?[\d.]+/g) ?? []).map(Number);
      const teal = c.startsWith("oklab") ? n[1]! < 0 && n[2]! < 0 : n[1]! > n[0]!;
      if (!teal) tinted.push(`${path}: ${c}`);
    }
  }
  expect(glows).toBeGreaterThan(3);
  expect(tinted).toEqual([]);
});

test("at 1440 px an item page keeps its contents and author beside the body", async ({ page }) => {
  // Any blog item with sections: its path and headings from its Markdown, not today's titles.
  const { path, headings } = blogItemWithSections();
  const target = headings.at(-2)!;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(path);
  const contents = page.getByRole("navigation", { name: CONTENTS_LABEL });
  await expect(contents.getByRole("link")).toHaveText(headings);
  await expect(page.getByRole("complementary").getByText(AUTHOR_LABEL)).toBeVisible();
  await contents.getByRole("link", { name: target, exact: true }).click();
  await expect(page).toHaveURL(`${path}#${slugify(target)}`);
  await expect(page.getByRole("heading", { level: 2, name: target, exact: true })).toBeInViewport();
  // Sticky: the contents stay on screen while the body is read.
  await expect(contents).toBeInViewport();
});
