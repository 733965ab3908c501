import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { framesPass, revealAll, settledAtWidth } from "./page-helpers";
import type { AboutData } from "../../app/content/schemas/about.ts";
import type { ContactData } from "../../app/content/schemas/contact.ts";
import type { HomeData } from "../../app/content/schemas/home.ts";
import type { PagesData } from "../../app/content/schemas/pages.ts";
import type { PrivacyData } from "../../app/content/schemas/privacy.ts";
import type { ServicePagesData } from "../../app/content/schemas/service-pages.ts";
import type { ServiceSectionsData } from "../../app/content/schemas/service-sections.ts";
import type { ResourcesData } from "../../app/content/schemas/resources.ts";
import { contentData, longDate, RESOURCE_ITEMS, TOPICS_IN_USE } from "../content-data";
import { itemPath } from "./routes";

// Headings an editor writes, read from the data files (decision 0800).
const servicesCopy = contentData<ServicePagesData>("service-pages");
const sectionsCopy = contentData<ServiceSectionsData>("service-sections");
const aboutCopy = contentData<AboutData>("about").aboutPage;
const homeCopy = contentData<HomeData>("home");
const contactCopy = contentData<ContactData>("contact").contactPage;
const qualitative = servicesCopy.servicePages.qualitative;

// Issue 24, the design pass: what a visitor sees of the design system. Expected values are
// written here as literals (colours of the theme, texts of the pages).

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  expect(b, "the element is laid out").not.toBeNull();
  return b!;
};

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

async function open(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForHydration(page);
}

/** The words of an element as laid out: one array per rendered line, top to bottom. */
const wordsPerLine = (locator: Locator) =>
  locator.evaluate((el) => {
    const rows = new Map<number, string[]>();
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        const top = Math.round(rect.top);
        rows.set(top, [...(rows.get(top) ?? []), match[0]]);
      }
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, words]) => words);
  });

test.describe("404", () => {
  test("keeps its text and link home, and adds a search box and the main destinations", async ({
    page,
  }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Oops! Page not found");
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    const destinations = page.getByRole("main").getByRole("navigation");
    for (const [name, href] of [
      ["Services", "/services"],
      ["Industries", "/industries"],
      ["Resource Center", "/resources"],
      ["Contact Us", "/contact"],
    ] as const) {
      await expect(
        destinations.getByRole("link", { name: new RegExp(`^${name}`) }),
      ).toHaveAttribute("href", href);
    }
    const search = page.getByRole("main").getByRole("search");
    await search.getByRole("searchbox").fill("conjoint");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL("/search?q=conjoint");
  });
});

test.describe("holding pages", () => {
  const pages = contentData<PagesData>("pages");
  const notices = {
    "/clients": pages.clientsPlaceholder.notice,
    "/case-studies": pages.caseStudiesPlaceholder.notice,
    "/privacy-policy": contentData<PrivacyData>("privacy").privacyDocument.notice,
  };
  for (const [path, notice] of Object.entries(notices)) {
    test(`${path} says what is still to come calmly, not as an amber warning`, async ({ page }) => {
      await open(page, path, 1440);
      const note = page.getByText(notice).first();
      await expect(note).toBeVisible();
      // The old banner: amber-100 fill (#fbefd4) with an amber-300 border (#f3cf83).
      const card = note.locator("xpath=ancestor-or-self::*[contains(@class,'rounded')][1]");
      expect(await style(card, "background-color")).not.toBe("rgb(251, 239, 212)");
      expect(await style(card, "border-top-color")).not.toBe("rgb(243, 207, 131)");
    });
  }
});

test.describe("service page template", () => {
  test("no internal disclaimer, and the two closing banners sit side by side", async ({ page }) => {
    await open(page, "/services/qualitative", 1440);
    await expect(page.getByRole("main")).not.toContainText("not guarantees");
    const resources = await box(
      page.getByRole("heading", { name: sectionsCopy.qualitative!.closing.resources.title }),
    );
    const contact = await box(
      page.getByRole("heading", { name: sectionsCopy.qualitative!.closing.contact.title }),
    );
    expect(Math.abs(resources.y - contact.y)).toBeLessThan(2);
    expect(contact.x).toBeGreaterThan(resources.x + resources.width);
  });

  test("the quality steps line up, one under the other", async ({ page }) => {
    await open(page, "/services/qualitative", 1440);
    const steps = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({
        has: page.getByRole("heading", {
          level: 3,
          name: /^(Verified recruitment|Confirmed attendance|Fast, accurate transcripts|Consistent coding)$/,
        }),
      });
    await expect(steps).toHaveCount(4);
    const lefts = await steps.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().left));
    expect(new Set(lefts).size).toBe(1);
  });

  test("at 390 px the step number never overlaps the duration pill", async ({ page }) => {
    await open(page, "/services/qualitative", 390);
    const panel = page.getByRole("tabpanel");
    const pill = await box(panel.getByText(/^Typical duration/));
    // The first step's large drawn number (DrawnText).
    const number = panel.locator('[data-text="01"]');
    if (await number.isVisible()) {
      const n = await box(number);
      const overlaps =
        n.x < pill.x + pill.width &&
        pill.x < n.x + n.width &&
        n.y < pill.y + pill.height &&
        pill.y < n.y + n.height;
      expect(overlaps).toBe(false);
    }
  });
});

test.describe("/about", () => {
  test("the values eyebrow does not repeat its heading, and the banners sit side by side", async ({
    page,
  }) => {
    await open(page, "/about", 1440);
    const heading = page.getByRole("heading", { level: 2, name: "Our Values" });
    const eyebrow = heading.locator("xpath=preceding-sibling::p[1]");
    await expect(eyebrow).not.toHaveText(/^our values$/i);
    const careers = await box(page.getByRole("heading", { name: aboutCopy.careersBanner.title }));
    const contact = await box(page.getByRole("heading", { name: aboutCopy.contactBanner.title }));
    expect(Math.abs(careers.y - contact.y)).toBeLessThan(2);
  });
});

test.describe("one card-title style and one figure style", () => {
  test("card titles on the service, about and home pages share one font", async ({ page }) => {
    const fonts = new Set<string>();
    for (const [path, names] of [
      [
        "/services/qualitative",
        [
          qualitative.receive.items[0]!.title,
          qualitative.quality.layers[0]!.title,
          qualitative.workflow.steps[0]!.title,
        ],
      ],
      ["/about", ["Precision", aboutCopy.hero.story.heading]],
      ["/", ["Quality First", homeCopy.whatWeDo.tabs[0]!.title, "What you receive"]],
      ["/contact", [contactCopy.details.heading, contactCopy.form.heading]],
    ] as const) {
      await open(page, path, 1440);
      for (const name of names) {
        const title = page.getByRole("heading", { name, exact: true }).first();
        fonts.add(
          `${await style(title, "font-family")} ${await style(title, "font-weight")} ${await style(title, "font-size")}`,
        );
      }
    }
    expect([...fonts]).toHaveLength(1);
  });

  test("figures on the home band, a service page and a case study share one size", async ({
    page,
  }) => {
    const sizes = new Set<string>();
    await open(page, "/", 1440);
    sizes.add(await style(page.getByTestId("stat-value").first().locator(".."), "font-size"));
    await open(page, "/services/qualitative", 1440);
    await revealAll(page);
    sizes.add(await style(page.getByRole("definition").filter({ hasText: "≥85%" }), "font-size"));
    // A case study's first figure, as its front matter gives it.
    const caseStudy = RESOURCE_ITEMS.find((i) => i.section === "case-studies" && i.facts.length);
    if (!caseStudy) throw new Error("no case study with facts");
    await open(page, itemPath(caseStudy.slug), 1440);
    const [fact] = caseStudy.facts;
    sizes.add(
      await style(
        page.getByRole("definition").filter({ hasText: new RegExp(`^${escapeRe(fact!.value)}$`) }),
        "font-size",
      ),
    );
    expect([...sizes]).toHaveLength(1);
  });
});

test.describe("alignment", () => {
  test("the home industries strip starts on the page column at 1440 px", async ({ page }) => {
    await open(page, "/", 1440);
    const heading = await box(
      page.getByRole("heading", { level: 2, name: homeCopy.industriesStrip.heading }),
    );
    const firstCard = await box(
      page
        .getByRole("link", { name: /Consumer Durables/ })
        .first()
        .locator("xpath=ancestor::li[1]"),
    );
    expect(Math.abs(firstCard.x - heading.x)).toBeLessThanOrEqual(2);
  });

  test("an article page marks Resources as the current section", async ({ page }) => {
    await open(page, "/blog/maxdiff-vs-conjoint", 1440);
    const nav = page.getByRole("navigation", { name: "Main" });
    // teal-700 (#0d6b63), the colour of the current page's link.
    expect(await style(nav.getByRole("link", { name: "Resources" }), "color")).toBe(
      "rgb(13, 107, 99)",
    );
    expect(await style(nav.getByRole("link", { name: "Industries" }), "color")).not.toBe(
      "rgb(13, 107, 99)",
    );
  });

  test("a book's page shows no reading time", async ({ page }) => {
    await open(page, "/resources/ebooks/ai-in-research", 1440);
    await expect(page.getByRole("main").locator("p", { hasText: /^By / })).not.toContainText(
      "min read",
    );
  });

  test("a byline's separator ends a line, never starts one", async ({ page }) => {
    // At 1024 px the guide's byline takes two lines: the date must not open the second with "·".
    await open(page, "/resources/ebooks/ai-in-research", 1024);
    const byline = page.getByRole("main").locator("p", { hasText: /^By / });
    const lines = await wordsPerLine(byline);
    expect(lines.length, "the byline wraps at this width").toBeGreaterThan(1);
    expect(lines.map((words) => words[0])).not.toContain("·");
  });

  test("a topic view lists its results before the filter panel", async ({ page }) => {
    // The topic with the most items: a view with a grid of results.
    const [topic] = TOPICS_IN_USE;
    if (!topic) throw new Error("no topic with items");
    await open(page, `/resources/topic/${topic.id}`, 1440);
    const firstResult = await box(page.getByRole("main").getByRole("article").first());
    const filters = await box(page.getByRole("navigation", { name: /filter/i }));
    expect(firstResult.y).toBeLessThan(filters.y);
  });
});

test("/careers reads without the doubled word", async ({ page }) => {
  await open(page, "/careers", 390);
  await expect(page.getByRole("main")).not.toContainText("interested in in");
});

test("page headings never leave one word alone on a middle or last line", async ({ page }) => {
  // Not "/": its rotating word stacks hidden alternatives inside the h1. At 390 px five pages;
  // wider, the pages whose heading sits in a half-width column beside a drawing. Each page is
  // loaded once and resized through its widths, narrowest first.
  const paths = ["/industries", "/about", "/services/qualitative", "/contact", "/careers"];
  const besideDrawing = [
    "/industries",
    "/careers",
    "/services/qualitative",
    "/services/quantitative",
    "/services/panels-sampling",
    "/services/custom",
  ];
  const widthsOf = new Map<string, number[]>();
  for (const path of paths) widthsOf.set(path, [390]);
  for (const path of besideDrawing) widthsOf.set(path, [...(widthsOf.get(path) ?? []), 1024, 1440]);
  for (const [path, widths] of widthsOf) {
    for (const [i, width] of widths.entries()) {
      await page.setViewportSize({ width, height: 900 });
      if (i === 0) await page.goto(path);
      else await settledAtWidth(page, width);
      let lone = await loneWords(page, path);
      // Right after an emulated resize Chromium can keep viewport-unit type sizes of the
      // previous width for a few frames (layout.spec.ts): a real widow is still there after ten.
      if (lone.words.length && i > 0) {
        await framesPass(page, 10);
        lone = await loneWords(page, path);
      }
      expect(lone.words, `${path} at ${width} px: ${JSON.stringify(lone.lines)}`).toEqual([]);
    }
  }
});

/** The h1's lines after the first that hold one word (a heading under four words never has). */
async function loneWords(page: Page, path: string) {
  const lines = await wordsPerLine(page.locator("h1"));
  expect(lines.length, `${path}: h1 lines`).toBeGreaterThan(0);
  const words = lines.flat().length < 4 ? [] : lines.slice(1).filter((line) => line.length === 1);
  return { lines, words };
}

test("method pills on /services, /solutions and a service page share one style", async ({
  page,
}) => {
  const looks = new Set<string>();
  for (const [path, text] of [
    ["/services", "In-depth interviews"],
    ["/services/qualitative", "In-depth interviews"],
    ["/solutions", "Price sensitivity"],
  ] as const) {
    await open(page, path, 1440);
    const pill = page.getByRole("main").getByText(text, { exact: true }).first();
    const look = await pill.evaluate((el) => {
      const s = getComputedStyle(el);
      return [s.fontSize, s.fontWeight, s.paddingLeft, s.borderTopLeftRadius].join(" ");
    });
    looks.add(look);
  }
  expect([...looks]).toHaveLength(1);
});

test.describe("grids without holes", () => {
  /** The widths of a grid and of its last tile. */
  const lastTile = (grid: Locator) =>
    grid.evaluate((el) => ({
      grid: el.getBoundingClientRect().width,
      last: el.lastElementChild!.getBoundingClientRect().width,
      tiles: el.children.length,
    }));

  for (const [path, width, heading, tiles] of [
    [
      "/services/quantitative",
      1440,
      servicesCopy.servicePages.quantitative.quality.metricsLabel,
      5,
    ],
    ["/services/custom", 390, servicesCopy.servicePages.custom.quality.metricsLabel, 3],
  ] as const) {
    test(`${path} at ${width} px: the last of ${tiles} quality metrics takes the whole row`, async ({
      page,
    }) => {
      await open(page, path, width);
      const grid = page.getByRole("heading", { name: heading }).locator("xpath=following::dl[1]");
      const { grid: gridWidth, last, tiles: count } = await lastTile(grid);
      expect(count).toBe(tiles);
      expect(Math.abs(last - gridWidth)).toBeLessThan(1);
    });
  }

  test("a guide's odd number of facts at 390 px: the last takes the whole row", async ({
    page,
  }) => {
    // A guide whose front matter gives an odd number of facts, under its section's heading.
    const guide = RESOURCE_ITEMS.find((i) => i.section === "ebooks" && i.facts.length % 2 === 1);
    const heading = contentData<ResourcesData>("resources").sections.find(
      (s) => s.slug === "ebooks",
    )?.factsHeading;
    if (!guide || !heading) throw new Error("no guide with an odd number of facts, or no heading");
    await open(page, itemPath(guide.slug), 390);
    const grid = page.getByRole("heading", { name: heading }).locator("xpath=following::dl[1]");
    const { grid: gridWidth, last, tiles } = await lastTile(grid);
    expect(tiles).toBe(guide.facts.length);
    expect(Math.abs(last - gridWidth)).toBeLessThan(1);
  });

  test("/services at 1440 px: the Explore line of the cards in a row lines up", async ({
    page,
  }) => {
    await open(page, "/services", 1440);
    const explore = page.getByRole("main").getByText("Explore", { exact: true });
    await expect(explore).toHaveCount(4);
    const tops = await explore.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(tops[0]).toBe(tops[1]);
    expect(tops[2]).toBe(tops[3]);
  });
});

test.describe("small screens", () => {
  test("a byline's date stays on one line at 320 px", async ({ page }) => {
    await open(page, "/resources/panel-books/us-consumer", 320);
    const date = page.getByRole("main").locator("time").first();
    await expect(date).toHaveText(
      longDate(RESOURCE_ITEMS.find((i) => i.slug === "us-consumer")!.date),
    );
    const lines = await date.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
    });
    expect(lines).toBe(1);
  });

  test("/ : on a small screen the stage tabs are a list within the screen, none cut at its edge", async ({
    page,
  }) => {
    // Decision 0929: a full-width tab a row below 640 px (a scroller cut "03 D…" at the edge).
    const tabs = page.getByRole("tablist", { name: homeCopy.whatWeDo.tabsLabel });
    for (const width of [320, 390]) {
      await open(page, "/", width);
      const list = await box(tabs);
      const rows = new Set<number>();
      for (const tab of await tabs.getByRole("tab").all()) {
        const b = await box(tab);
        expect(b.x).toBeGreaterThanOrEqual(list.x - 0.5);
        expect(b.x + b.width).toBeLessThanOrEqual(Math.min(list.x + list.width, width) + 0.5);
        expect(b.width).toBeCloseTo(list.width, 0);
        rows.add(Math.round(b.y));
      }
      expect(rows.size).toBe(homeCopy.whatWeDo.tabs.length);
    }
  });

  test("a filter view of one or two items sets each as a wide row, not a grid of empty cells", async ({
    page,
  }) => {
    // The topic across the Resource Center with the fewest items, one or two (decision 0910).
    const counts = new Map<string, number>();
    for (const item of RESOURCE_ITEMS)
      for (const topic of item.topics) counts.set(topic, (counts.get(topic) ?? 0) + 1);
    const [topic, count] = [...counts].sort((a, b) => a[1] - b[1])[0] ?? [];
    if (!topic || !count || count > 2) throw new Error("no topic with one or two items to view");
    await open(page, `/resources/topic/${topic}`, 1440);
    // The view's own cards (their titles are h2): a one-item view goes on to related items (h3).
    const cards = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(count);
    for (const card of await cards.all()) {
      const [cardBox, drawing, title] = [
        await box(card),
        await box(card.locator("img")),
        await box(card.getByRole("heading", { level: 2 })),
      ];
      // The card spans the column (a grid's card is a third of it), its drawing on the left and
      // its title beside it.
      expect(cardBox.width).toBeGreaterThan((1440 * 2) / 3);
      expect(title.x).toBeGreaterThan(drawing.x + drawing.width);
    }
  });
});
