/**
 * Issue 50, items 1–3: the firm's people on /about and as authors on the Resource Center's items
 * (decision 0906). Names, roles and ids come from people.yaml and the items' front matter.
 */
import type { Locator } from "@playwright/test";
import sharp from "sharp";
import { expect, test, waitForHydration } from "./fixtures";
import { AUTHOR_LABEL, PEOPLE, RESOURCE_ITEMS } from "../content-data";

const people = PEOPLE.people;
const person = (id: string) => people.find((p) => p.id === id)!;

/** An article, at its specification URL (/blog/<slug>), and the people who wrote it. */
const article = RESOURCE_ITEMS.find((item) => item.section === "blog")!;
const articlePath = `/blog/${article.slug}`;

/** A name's initials as a visitor reads them: the first letters of its first and last words. */
function initialsOf(name: string) {
  const words = name.trim().split(/\s+/);
  return words.length > 1 ? `${words[0]![0]}${words.at(-1)![0]}` : words[0]!.slice(0, 1);
}

/**
 * The stand-in of a person without a portrait (decisions 0914, 0921): their initials as a
 * monogram on a tinted tile, drawn by CSS; no image, so never a broken one, and no text for a
 * screen reader (the name is written beside it).
 */
async function expectMonogram(card: Locator, who: (typeof people)[number]) {
  await expect(card.locator("img")).toHaveCount(0);
  const standIn = card.locator("[data-stand-in]");
  await expect(standIn).toBeVisible();
  await expect(standIn).toHaveText("");
  await expect
    .poll(() => standIn.evaluate((el) => getComputedStyle(el, "::before").content))
    .toBe(`"${initialsOf(who.name)}"`);
  // The letters are drawn and legible on their tile: a share of it in their dark ink, the
  // rest the light ground (a blank tile, the "photo missing" look, has none).
  await standIn.scrollIntoViewIfNeeded();
  await expect.poll(async () => darkShare(await standIn.screenshot())).toBeGreaterThan(0.01);
  expect(await darkShare(await standIn.screenshot())).toBeLessThan(0.3);
}

/** A portrait drawn and loaded, or the stand-in: never a broken image. */
async function expectPortraitOrStandIn(card: Locator, who: (typeof people)[number]) {
  if (who.portrait) {
    const img = card.locator("img");
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute("src", new RegExp(`/images/${who.portrait}-`));
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
  } else {
    await expectMonogram(card, who);
  }
}

/** The share of an image's pixels that are dark (luminance under 40%). */
async function darkShare(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let dark = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const luminance = (0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!) / 255;
    if (luminance < 0.4) dark++;
  }
  return dark / (data.length / info.channels);
}

test.describe("people", () => {
  test("/about shows the leadership and the senior researchers, with the firm's figures", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const team = page.getByRole("region", { name: PEOPLE.about.heading });
    await expect(team).toBeVisible();
    for (const [group, heading] of [
      ["leadership", PEOPLE.about.leadershipHeading],
      ["research", PEOPLE.about.researchHeading],
    ] as const) {
      const list = team.getByRole("region", { name: heading }).getByRole("list");
      const shown = people.filter((p) => p.group === group);
      await expect(list.getByRole("heading", { level: 4 })).toHaveText(shown.map((p) => p.name));
      for (const who of shown) {
        const card = list.getByRole("article", { name: who.name });
        await expect(card).toContainText(who.role);
        await expect(card).toContainText(who.credential);
        await expectPortraitOrStandIn(card, who);
      }
    }
    // The firm's founding year and team size lead the page, in its hero (decision 0911).
    const hero = page.locator("section", { has: page.locator("h1") }).first();
    await expect(team.getByRole("definition")).toHaveCount(0);
    const figures = hero.getByRole("definition");
    await expect(figures).toHaveText([
      String(PEOPLE.firm.founded.value),
      String(PEOPLE.firm.teamSize.value),
    ]);
    await expect(hero.getByRole("term")).toHaveText([
      PEOPLE.about.foundedLabel,
      PEOPLE.about.teamSizeLabel,
    ]);
  });

  // Axe on /about, the team included, at 390 and 1440 px: the sweep in a11y.spec.ts.

  test("an article's author card shows portrait, name, role and credential, and leads to the person on /about", async ({
    page,
  }) => {
    await page.goto(articlePath);
    await waitForHydration(page);
    const authors = page.getByRole("region", { name: AUTHOR_LABEL });
    for (const id of article.authors) {
      const who = person(id);
      const card = authors.getByRole("article", { name: who.name });
      await expect(card).toContainText(who.role);
      await expect(card).toContainText(who.credential);
      await expectPortraitOrStandIn(card, who);
    }
    // The byline under the title names them with their roles.
    const first = person(article.authors[0]!);
    await expect(page.getByRole("main")).toContainText(`${first.name}, ${first.role}`);
    await authors.getByRole("link", { name: first.name }).click();
    await expect(page).toHaveURL(`/about#${first.id}`);
    await expect(page.getByRole("article", { name: first.name })).toBeInViewport();
  });

  test("an author whose portrait fails to load shows their monogram at the card's size, not a broken image", async ({
    page,
    pageErrors,
  }) => {
    await page.route(/\/images\/person-/, (route) => route.abort());
    await page.goto(articlePath);
    await waitForHydration(page);
    const authors = page.getByRole("region", { name: AUTHOR_LABEL });
    const who = person(article.authors[0]!);
    await expectMonogram(authors.getByRole("article", { name: who.name }), who);
    // The blocked portraits are the point of this test: drop their expected load errors.
    const unexpected = pageErrors.filter((e) => !e.includes("/images/person-"));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });

  // HTML placed at build (never hydrated) lays the portrait over its monogram: a failed portrait
  // must draw nothing over it, not the browser's broken-image icon.
  for (const place of ["a service's lead", "/careers' hirers"] as const) {
    test(`${place}: a portrait that fails to load leaves the monogram showing, no broken-image icon`, async ({
      page,
      pageErrors,
    }) => {
      // The raw file: `leads` is absent where the schema's default (none) applies.
      const who =
        place === "a service's lead"
          ? people.find((p) => p.portrait && (p.leads as string[] | undefined)?.length)!
          : people.find((p) => p.portrait && p.hires)!;
      await page.route(/\/images\/person-/, (route) => route.abort());
      await page.goto(place === "a service's lead" ? `/services/${who.leads[0]!}` : "/careers");
      const img = page
        .getByRole("main")
        .locator("li", { hasText: who.name })
        .first()
        .locator("img");
      await img.scrollIntoViewIfNeeded();
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth === 0))
        .toBe(true);
      const frame = img.locator("xpath=ancestor::*[*[@data-stand-in]][1]");
      expect(
        await frame
          .locator("[data-stand-in]")
          .evaluate((el) => getComputedStyle(el, "::before").content),
      ).toBe(`"${initialsOf(who.name)}"`);
      // The tile looks the same with the failed image as without it.
      const withImage = await frame.screenshot();
      await img.evaluate((el) => (el.style.visibility = "hidden"));
      expect(withImage.equals(await frame.screenshot())).toBe(true);
      const unexpected = pageErrors.filter((e) => !e.includes("/images/person-"));
      pageErrors.splice(0, pageErrors.length, ...unexpected);
    });
  }

  test("the article's structured data names each author as a Person with a role and a URL", async ({
    page,
  }) => {
    await page.goto(articlePath);
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "null")));
    const ld = blocks.find((b) => b?.["@type"] === "Article");
    const authors = [ld.author].flat();
    const origin = new URL(authors[0].url).origin;
    expect(authors).toEqual(
      article.authors.map((id) => ({
        "@type": "Person",
        name: person(id).name,
        jobTitle: person(id).role,
        url: `${origin}/about#${id}`,
      })),
    );
  });
});
