import type { Page } from "@playwright/test";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import type { ResourcesData } from "../../app/content/schemas/resources.ts";
import type { Topic } from "../../app/content/schemas/topics.ts";
import { readFileSync } from "node:fs";
import { routeEntries } from "../../app/catalog/routes-manifest";
import {
  bodyTableAndQuote,
  contentData,
  introSentence,
  itemHeadings,
  PEOPLE,
  pullQuoteCredits,
  RESOURCE_ITEMS,
  resourceTitle,
} from "../content-data";
import { itemPath, pagePaths } from "./routes";

const resourcesCopy = contentData<ResourcesData>("resources");
/** A section's title as an editor wrote it in the data file. */
const titleOf = (slug: string) => resourcesCopy.sections.find((s) => s.slug === slug)!.title;

/** The spec's sections and item URLs (section 2, Resources items). */
const sections = [
  {
    anchor: "panel-books",
    title: titleOf("panel-books"),
    path: "/resources/panel-books",
    items: [
      "/resources/panel-books/us-consumer",
      "/resources/panel-books/uk-b2b",
      "/resources/panel-books/apac-multi",
    ],
  },
  {
    anchor: "guide-books",
    title: titleOf("ebooks"),
    path: "/resources/ebooks",
    items: [
      "/resources/ebooks/survey-best-practices",
      "/resources/ebooks/future-of-data",
      "/resources/ebooks/ai-in-research",
    ],
  },
  {
    anchor: "case-studies",
    title: titleOf("case-studies"),
    path: "/resources/case-studies",
    items: [
      "/resources/case-studies/pricing-reframe",
      "/resources/case-studies/pack-redesign",
      "/resources/case-studies/feature-prioritization",
    ],
  },
  {
    anchor: "articles",
    title: titleOf("blog"),
    path: "/resources/blog",
    items: ["/blog/maxdiff-vs-conjoint", "/blog/claims-that-convert", "/blog/onboarding-friction"],
  },
];

/** An item's first section heading, as its Markdown writes it. */
function firstHeading(slug: string): string {
  const [heading] = itemHeadings(slug);
  if (!heading) throw new Error(`resources.spec.ts: ${slug} has no section heading`);
  return heading;
}

const detailPages = [
  "/resources/panel-books/us-consumer",
  "/resources/ebooks/ai-in-research",
  "/resources/case-studies/pack-redesign",
  "/blog/maxdiff-vs-conjoint",
].map((path) => {
  const slug = path.replace(/^.*\//, "");
  return { path, h1: resourceTitle(slug), marker: firstHeading(slug) };
});

/**
 * A case study whose body has what the Markdown test is about: a section heading, a table and a
 * pull quote with its credit (the first such, as its Markdown writes them).
 */
const tabled = RESOURCE_ITEMS.filter((item) => item.section === "case-studies")
  .map((item) => ({
    path: itemPath(item.slug),
    heading: itemHeadings(item.slug)[0],
    credit: pullQuoteCredits(item.slug)[0],
    ...bodyTableAndQuote(item.slug),
  }))
  .find((item) => item.heading && item.table && item.quote && item.credit);

/** The featured items (docs/decisions/0301), as resources.yaml names them; the first shown large. */
const featured = resourcesCopy.resourcesPage.featured.items;

/** Dates shown on cards ("March 18, 2025"), as ISO strings from their <time> elements. */
async function cardDates(list: import("@playwright/test").Locator) {
  return list
    .locator("article time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")));
}

/**
 * The large featured card's image: the drawing the first featured item's front matter names, in
 * its wide 2:1 crop or whole at 16:10, with nothing left for object-fit to cut.
 */
async function expectFeaturedDrawing(page: Page, crop: boolean) {
  const image = page.locator("#featured li").first().locator("img");
  await image.scrollIntoViewIfNeeded();
  await expect.soft(image).toHaveJSProperty("complete", true);
  const src = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
  const { image: drawing } = RESOURCE_ITEMS.find((i) => featured[0]!.endsWith(`/${i.slug}`))!;
  expect
    .soft(src)
    .toMatch(new RegExp(`/images/${drawing}${crop ? "-wide" : ""}-\\d+\\.(avif|webp)$`));
  const box = await image.boundingBox();
  expect.soft((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(crop ? 2 : 1.6, 1);
}

test.describe("Resource Center", () => {
  test("reads as current on the day it was built: the newest item under six months old, none in the future, each due-diligence page reviewed within the year", async ({
    page,
  }) => {
    // The day the build took as today (BUILD_DATE; decision 0907 writes it beside the gone paths).
    const builtOn = (
      JSON.parse(readFileSync("build/deploy/gone.json", "utf8")) as { builtOn: string }
    ).builtOn;
    const daysBefore = (iso: string) => (Date.parse(builtOn) - Date.parse(iso)) / 86_400_000;
    await page.goto("/resources");
    const dates = (await cardDates(page.getByRole("main"))).map(String).sort();
    expect(dates.length).toBeGreaterThan(0);
    expect(daysBefore(dates.at(-1)!), `newest item ${dates.at(-1)}`).toBeLessThan(183);
    expect(daysBefore(dates.at(-1)!), "no item dated after the build").toBeGreaterThanOrEqual(0);
    for (const [path, file] of [
      ["/esomar-37-questions", "esomar-37"],
      ["/quality-and-data-protection", "quality-and-data-protection"],
    ] as const) {
      const { reviewedLabel } = contentData<{ reviewedLabel: string }>(file);
      await page.goto(path);
      const reviewed = page
        .getByRole("main")
        .getByText(`${reviewedLabel}:`)
        .first()
        .locator("time");
      const iso = (await reviewed.getAttribute("datetime"))!;
      expect(daysBefore(iso), `${path} last reviewed ${iso}`).toBeLessThan(366);
      expect(daysBefore(iso), `${path} reviewed after the build`).toBeGreaterThanOrEqual(0);
    }
  });

  // Read-only checks of /resources at 1440 px share one page load (decision 0922), one step each.
  test("/resources at 1440 px: the hero's chips, the large featured card's crop, the featured block and the four sections", async ({
    page,
  }) => {
    await page.goto("/resources");
    await waitForHydration(page);

    await test.step("the hero's section chips point at /resources#… without a trailing slash", async () => {
      const chips = page.getByRole("navigation", { name: "Jump to a section" }).getByRole("link");
      await expect.soft(chips).toHaveCount(4);
      expect
        .soft(await chips.evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
        .toEqual([
          "/resources#panel-books",
          "/resources#guide-books",
          "/resources#case-studies",
          "/resources#articles",
        ]);
    });

    await test.step("the large featured card shows its drawing's wide crop", () =>
      expectFeaturedDrawing(page, true));

    // Last, its expectations hard as they were: a failure here stops no other step.
    await test.step("has the featured block and the four anchored sections, each with its latest items, none twice", async () => {
      const featuredBlock = page.locator("#featured");
      await expect(featuredBlock).toBeVisible();
      const featuredHrefs = await featuredBlock
        .getByRole("listitem")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(featuredHrefs).toEqual(featured);
      for (const section of sections) {
        const block = page.locator(`section#${section.anchor}`);
        await expect(block.getByRole("heading", { level: 2, name: section.title })).toBeAttached();
        const hrefs = await block
          .getByRole("listitem")
          .getByRole("link")
          .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        // The hub stays small however much is published: the section's latest that are not
        // featured above, as many as the page is set to show (decision 0601); the rest is a
        // "View all" away. A section without enough others to fill its row shows its featured
        // ones there too (decision 0507).
        const perSection = resourcesCopy.resourcesPage.latestPerSection;
        expect(hrefs.length).toBeGreaterThanOrEqual(1);
        expect(hrefs.length).toBeLessThanOrEqual(perSection);
        const prefix = section.items[0]!.replace(/[^/]+$/, "");
        for (const href of hrefs) expect(href?.startsWith(prefix), href ?? "").toBe(true);
        const others = section.items.filter((href) => !featured.includes(href));
        if (others.length >= perSection)
          for (const href of featured) expect(hrefs).not.toContain(href);
        const dates = await cardDates(block);
        expect(dates).toEqual([...dates].sort().reverse());
        await expect(
          block.getByRole("link", { name: `View all ${section.title}` }),
        ).toHaveAttribute("href", section.path);
      }
      // No item appears twice on the page but a featured one filling its section's row.
      const cards = await page
        .locator("main article")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(cards.length).toBeGreaterThan(4);
      const twice = cards.filter((href, i) => cards.indexOf(href) !== i);
      for (const href of twice) expect(featured).toContain(href);
      // Such a card says there that it is the featured one, so the repeat reads as meant; no other
      // card says so (decision 0921).
      const mark = resourcesCopy.resourcesPage.featured.eyebrow;
      for (const section of sections) {
        for (const card of await page.locator(`section#${section.anchor} article`).all()) {
          const href = await card.getByRole("link").getAttribute("href");
          await expect(card.getByText(mark, { exact: true }), href ?? "").toHaveCount(
            featured.includes(href ?? "") ? 1 : 0,
          );
        }
      }
    });
  });

  // Issue 48, defect 9: "Guide Books 3" above a section of two cards and an empty third cell.
  test("each section chip's count is the cards its section shows, in rows with no empty cell", async ({
    page,
  }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    const chips = page.getByRole("navigation", { name: "Jump to a section" }).getByRole("link");
    const perSection = resourcesCopy.resourcesPage.latestPerSection;
    const listPage = await page.context().newPage();
    for (const section of sections) {
      const chip = chips.filter({ hasText: section.title });
      const count = Number((await chip.locator("span").textContent())?.trim());
      // The count is the section's whole list, as its own page lists it.
      await listPage.goto(section.path);
      const onItsPage = await listPage.getByRole("main").locator("article").count();
      expect(count, `${section.title}: the chip counts its section's list`).toBe(onItsPage);
      const list = page.locator(`section#${section.anchor} ul`).first();
      const cards = list.getByRole("listitem");
      // What a visitor sees under the chip: all of it while it fits one row.
      await expect(cards).toHaveCount(Math.min(count, perSection));
      // The last card ends at the grid's right edge: no empty cell beside it.
      const [grid, last] = [await list.boundingBox(), await cards.last().boundingBox()];
      if (!grid || !last) throw new Error("section not laid out");
      expect(Math.abs(last.x + last.width - (grid.x + grid.width))).toBeLessThan(1);
    }
  });

  test("a section's pages close on that section's own line, the centre on its own", async ({
    page,
  }) => {
    const { closing } = resourcesCopy.resourcesPage;
    const lineOf = (slug: string) =>
      resourcesCopy.sections.find((s) => s.slug === slug)!.closingText ?? closing.text;
    for (const [path, line] of [
      ["/resources", closing.text],
      ["/resources/blog", lineOf("blog")],
      ["/blog/maxdiff-vs-conjoint", lineOf("blog")],
      ["/resources/panel-books/us-consumer", lineOf("panel-books")],
      ["/resources/case-studies/topic/pricing", lineOf("case-studies")],
    ] as const) {
      await page.goto(path);
      const band = page.getByRole("region", { name: closing.heading });
      await expect(band, path).toContainText(line);
    }
    // An article is not offered a panel book.
    await page.goto("/blog/maxdiff-vs-conjoint");
    await expect(page.getByRole("region", { name: closing.heading })).not.toContainText(
      "panel book",
    );
  });

  test("the home banner's #featured lands on the featured block", async ({ page }) => {
    await page.goto("/resources#featured");
    await waitForHydration(page);
    await expect(page.locator("#featured")).toBeInViewport();
    await expect(page.locator("#featured").locator(`a[href="${featured[0]}"]`)).toBeVisible();
  });

  test("the large featured card shows the whole drawing at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto("/resources");
    await expectFeaturedDrawing(page, false);
  });

  test("jump links scroll to a section; item cards open their page with its body", async ({
    page,
  }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Jump to a section" })
      .getByRole("link", { name: /Articles/ })
      .click();
    await expect(page).toHaveURL("/resources#articles");
    await expect(page.locator("#articles h2")).toBeInViewport();
    // Whichever article the hub shows first, then another from the section's own list.
    const slugOf = (href: string | null) => href?.replace(/^.*\//, "") ?? "";
    const firstCard = page.locator("#articles").getByRole("listitem").getByRole("link").first();
    const first = slugOf(await firstCard.getAttribute("href"));
    await firstCard.click();
    await expect(page).toHaveURL(itemPath(first));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resourceTitle(first));
    // The body arrives as the page's build-time data (<path>.data) on in-app navigation.
    await expect(page.getByRole("main")).toContainText(introSentence(first));
    await page.getByRole("link", { name: "Articles", exact: true }).first().click();
    await expect(page).toHaveURL("/resources/blog");
    const listed = await page
      .locator("main ul article")
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    const other = listed.map(slugOf).find((slug) => slug && slug !== first);
    expect(other, "the Articles list has a second article").toBeTruthy();
    await page.getByRole("link", { name: resourceTitle(other!), exact: true }).click();
    await expect(page).toHaveURL(itemPath(other!));
    await expect(page.getByRole("main")).toContainText(introSentence(other!));
    await expect(page.getByRole("main")).not.toContainText(introSentence(first));
  });

  for (const startY of [0, 300]) {
    test(`Back after a section chip returns to where the visitor was (${startY} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/resources");
      await waitForHydration(page);
      if (startY) {
        await page.mouse.wheel(0, startY);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(startY);
      }
      await page
        .getByRole("navigation", { name: "Jump to a section" })
        .getByRole("link", { name: /Articles/ })
        .click();
      await expect(page).toHaveURL("/resources#articles");
      await expect(page.locator("#articles h2")).toBeInViewport();
      await page.goBack();
      await expect(page).toHaveURL("/resources");
      // Within the pixel the restore counts as there (once in 36 local runs the page came to 301).
      await expect
        .poll(() => page.evaluate((y) => Math.abs(window.scrollY - y), startY))
        .toBeLessThanOrEqual(1);
      await page.goForward();
      await expect(page).toHaveURL("/resources#articles");
      await expect(page.locator("#articles h2")).toBeInViewport();
    });
  }

  for (const section of sections) {
    test(`the ${section.title} index lists its items and links back`, async ({ page }) => {
      await page.goto(section.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(section.title);
      const hrefs = await page
        .locator("main ul article")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      // The first page of the section, newest first, whatever the section holds.
      expect(hrefs.length).toBeGreaterThanOrEqual(1);
      expect(hrefs.length).toBeLessThanOrEqual(24);
      const prefix = section.items[0]!.replace(/[^/]+$/, "");
      for (const href of hrefs) expect(href?.startsWith(prefix), href ?? "").toBe(true);
      const dates = await cardDates(page.locator("main ul:has(article)").first());
      expect(dates).toEqual([...dates].sort().reverse());
      await expect(
        page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link"),
      ).toHaveAttribute("href", "/resources");
    });
  }

  for (const detail of detailPages) {
    test(`${detail.path} renders its heading, byline and body`, async ({ page }) => {
      await page.goto(detail.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(detail.h1);
      await expect(page.getByRole("heading", { name: detail.marker })).toBeVisible();
      // A book is a download of 30-50 pages: no "2 min read" for its summary page (issue 24).
      const isBook = /\/(panel-books|ebooks)\//.test(detail.path);
      await expect(page.getByRole("main")).toContainText(
        isBook ? /By .+ · \w+ \d{1,2}, \d{4}/ : /By .+ · \w+ \d{1,2}, \d{4} · \d+ min read/,
      );
      const byline = page.getByRole("main").locator("p", { hasText: /^By / });
      if (isBook) await expect(byline).not.toContainText("min read");
      await expect(page.locator("main img").first()).toHaveJSProperty("complete", true);
    });
  }

  test("Markdown bodies: headings link to themselves, the table and the pull quote render", async ({
    page,
  }) => {
    if (!tabled) throw new Error("no case study with a heading, a table and a credited pull quote");
    await page.goto(tabled.path);
    await waitForHydration(page);
    const heading = page.getByRole("heading", { level: 2, name: tabled.heading });
    const anchor = await heading.getByRole("link").getAttribute("href");
    expect(anchor).toMatch(/^#[a-z0-9-]+$/);
    await heading.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${anchor}$`));
    await expect(heading).toBeInViewport();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(tabled.table!.columns);
    await expect(table.getByRole("row").nth(1).getByRole("cell")).toHaveText(
      tabled.table!.firstRow,
    );
    const quote = page.locator("figure").filter({ has: page.locator("blockquote") });
    await expect(quote.locator("blockquote")).toContainText(tabled.quote!);
    // A person, the role and the kind of organisation (issue 50, item 5).
    await expect(quote.locator("figcaption")).toHaveText(tabled.credit!);
  });

  test("an item page shows up to three related items sharing an industry or topic", async ({
    page,
  }) => {
    await page.goto("/resources/case-studies/pack-redesign");
    await waitForHydration(page);
    const related = page.getByRole("region", { name: "Related resources" });
    const cards = related.locator("article");
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(3);
    await expect(related.getByRole("link", { name: resourceTitle("pack-redesign") })).toHaveCount(
      0,
    );
    // Its industries and topics link to their filter pages: its first topic, as topics.yaml
    // names it.
    const [topic] = RESOURCE_ITEMS.find((i) => i.slug === "pack-redesign")!.topics;
    const { label } = contentData<{ topics: Topic[] }>("topics").topics.find(
      (t) => t.id === topic,
    )!;
    await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute(
      "href",
      `/resources/topic/${topic}`,
    );
  });

  test("article pages carry og:type article and Article JSON-LD with date and author", async ({
    request,
  }) => {
    const html = await (await request.get("/blog/onboarding-friction")).text();
    expect(html).toContain('<meta property="og:type" content="article"/>');
    expect(html).toContain(`<title>${resourceTitle("onboarding-friction")} | `);
    const blocks = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!));
    const article = blocks.find((b) => b["@type"] === "Article");
    // Its author is a person of people.yaml, named by id in the front matter (issue 50).
    const [authorId] = RESOURCE_ITEMS.find((i) => i.slug === "onboarding-friction")!.authors;
    const author = PEOPLE.people.find((p) => p.id === authorId)!;
    expect(article).toMatchObject({
      headline: resourceTitle("onboarding-friction"),
      datePublished: RESOURCE_ITEMS.find((i) => i.slug === "onboarding-friction")!.date,
      author: { "@type": "Person", name: author.name, jobTitle: author.role },
    });
    expect(new URL(article.author.url).pathname + new URL(article.author.url).hash).toBe(
      `/about#${author.id}`,
    );
  });
});

/**
 * Resource Center pages the axe sweep (a11y.spec.ts: one page of each shape, at 390 and 1440 px,
 * in every state) does not visit: every other item, whose Markdown differs, and a filter view
 * of a shape it does not sample (within a section, by industry), from the route table. Same
 * templates, so at one width.
 */
const axeOnlyHere = [
  ...routeEntries
    .filter((r) => r.file === "routes/resource-item.tsx")
    .flatMap((r) => r.pages ?? []),
  ...(routeEntries.find((r) => r.id === "resource-filter-section-industry")?.pages ?? []).slice(
    0,
    1,
  ),
].filter((path) => !pagePaths.includes(path));

test.describe("Resource Center axe at 1440 px", () => {
  for (const path of axeOnlyHere) {
    test(`${path} has no violation`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
