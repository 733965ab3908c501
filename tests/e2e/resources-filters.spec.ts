import { readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  ELSEWHERE_LIMIT,
  FILTER_PANEL_OVER,
  LARGE_CARDS_UP_TO,
} from "../../app/content/resource-routes.ts";
import { contentPath } from "../../scripts/build/content-dir.mjs";
import { expect, test, waitForHydration } from "./fixtures";
import { filterPaths } from "./routes";
import type { ResourcesData } from "../../app/content/schemas/resources.ts";
import type { Topic } from "../../app/content/schemas/topics.ts";
import { contentData, FEED_LINK_LABEL, RESOURCE_ITEMS } from "../content-data";

const resourcesCopy = contentData<ResourcesData>("resources");
const caseStudiesTitle = resourcesCopy.sections.find((s) => s.slug === "case-studies")!.title;

/** The case studies' topics as the content tags them, most shared first (topics.yaml labels). */
const caseStudies = RESOURCE_ITEMS.filter((i) => i.section === "case-studies");
const titlesTagged = (topic: string) =>
  caseStudies
    .filter((i) => i.topics.includes(topic))
    .map((i) => i.title)
    .sort();
const [sharedTopic, otherTopic] = [...new Set(caseStudies.flatMap((i) => i.topics))].sort(
  (a, b) => titlesTagged(b).length - titlesTagged(a).length,
);
const topicLabel = (id: string | undefined) =>
  contentData<{ topics: Topic[] }>("topics").topics.find((t) => t.id === id)!.label;
/** A filter link's name: the label, then its count. */
const filterLink = (label: string) => {
  const literal = label.replace(/[.*+?^$()|[\]{}\\]/g, "\\$&");
  return new RegExp(`^${literal} \\d+$`);
};

/** Items in the Resource Center: one Markdown file each (publishing one adds a file). */
const publishedItems = readdirSync(contentPath("app/content/resources")).filter((f) =>
  f.endsWith(".md"),
).length;

test.describe("Resource Center filters", () => {
  test("the centre narrows by industry through its own prerendered page", async ({ page }) => {
    await page.goto("/resources");
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Filter resources" });
    await filters.getByRole("link", { name: /^Healthcare \d+$/ }).click();
    await expect(page).toHaveURL("/resources/industry/healthcare");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `Healthcare: ${resourcesCopy.resourcesPage.title}`,
    );
    const titles = await page.locator("main ul article h2").allTextContents();
    // The items the content tags with the spec's industry, whichever they are.
    const tagged = RESOURCE_ITEMS.filter((i) => i.industries.includes("healthcare"));
    expect(titles.sort()).toEqual(tagged.map((i) => i.title).sort());
    const nav = page.getByRole("navigation", { name: "Filter resources" });
    // A view of few items folds its filters into one line (decision 0943): opened first.
    if (tagged.length <= FILTER_PANEL_OVER)
      await nav.getByText(resourcesCopy.resourceLabels.browseFilters, { exact: true }).click();
    await expect(nav.getByRole("link", { name: /^Healthcare/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.getByRole("link", { name: "Show all: Resource Center" }).click();
    await expect(page).toHaveURL("/resources");
  });

  test("on a phone the filters are one row per group that scrolls, each pill keeping its count", async ({
    page,
  }) => {
    // The two groups' pills wrapped into a whole screen at 390 px (decision 0919).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/resources");
    const filters = page.getByRole("navigation", { name: "Filter resources" });
    const box = (await filters.boundingBox())!;
    expect(box.height).toBeLessThan(844 / 3);
    const lists = filters.getByRole("list");
    await expect(lists).toHaveCount(2);
    for (const list of await lists.all()) {
      const tops = await list
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      await expect(list.getByRole("link")).toHaveText(tops.map(() => /^\S.*\D\d+$/));
    }
    // A pill past the screen's edge is reached by scrolling the row, and still leads to its view.
    const last = lists.last().getByRole("link").last();
    const href = await last.getAttribute("href");
    await last.click();
    await expect(page).toHaveURL(href!);
    // On the view it opened, the chosen filter shows whole in its row without scrolling
    // (it was the last, past the screen's edge).
    const nav = page.getByRole("navigation", { name: "Filter resources" });
    // A view of few items folds its filters into one line (decision 0943): opened first.
    const topic = href!.split("/").pop()!;
    if (RESOURCE_ITEMS.filter((i) => i.topics.includes(topic)).length <= FILTER_PANEL_OVER)
      await nav.getByText(resourcesCopy.resourceLabels.browseFilters, { exact: true }).click();
    const chosen = nav.locator('[aria-current="page"]');
    await expect(chosen).toHaveCount(1);
    const { pill, row } = await chosen.evaluate((a) => {
      const rect = (el: Element) => el.getBoundingClientRect();
      return { pill: rect(a), row: rect(a.closest("ul")!) };
    });
    expect(pill.left).toBeGreaterThanOrEqual(row.left + 16);
    expect(pill.right).toBeLessThanOrEqual(row.right - 48);
  });

  test("a section narrows by topic", async ({ page }) => {
    await page.goto("/resources/case-studies");
    await waitForHydration(page);
    await page
      .getByRole("navigation", { name: "Filter resources" })
      .getByRole("link", { name: filterLink(topicLabel(sharedTopic)) })
      .click();
    await expect(page).toHaveURL(`/resources/case-studies/topic/${sharedTopic}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `${topicLabel(sharedTopic)}: ${caseStudiesTitle}`,
    );
    const titles = await page.locator("main ul article h2").allTextContents();
    expect(titles.sort()).toEqual(titlesTagged(sharedTopic!));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("filter links are plain pages", async ({ page }) => {
      await page.goto("/resources/case-studies");
      await page
        .getByRole("navigation", { name: "Filter resources" })
        .getByRole("link", { name: filterLink(topicLabel(otherTopic)) })
        .click();
      await expect(page).toHaveURL(`/resources/case-studies/topic/${otherTopic}`);
      const titles = await page.locator("main ul article h2").allTextContents();
      expect(titles.sort()).toEqual(titlesTagged(otherTopic!));
    });
  });

  test("every filter view is in the sitemap, canonical to itself, with CollectionPage JSON-LD", async ({
    request,
  }) => {
    expect(filterPaths.length).toBeGreaterThan(20);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const path of filterPaths) {
      expect(sitemap, path).toContain(`${path}</loc>`);
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="[^"]+${path}"/>`));
      expect(html, path).toContain('"@type":"CollectionPage"');
      expect(html, path).toContain('<meta property="og:title"');
    }
  });
});

test.describe("Resource feed", () => {
  test("is valid Atom: required elements, twelve entries, newest first", async ({
    page,
    request,
  }) => {
    const response = await request.get("/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto("/");
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const ns = "http://www.w3.org/2005/Atom";
      const root = doc.documentElement;
      const child = (el: Element, name: string) =>
        [...el.children].filter((c) => c.namespaceURI === ns && c.localName === name);
      const text = (el: Element, name: string) => child(el, name)[0]?.textContent?.trim() ?? "";
      return {
        parseError: doc.getElementsByTagName("parsererror").length > 0,
        root: `${root.namespaceURI} ${root.localName}`,
        id: text(root, "id"),
        title: text(root, "title"),
        updated: text(root, "updated"),
        feedAuthor: child(root, "author").length,
        self: child(root, "link")
          .find((l) => l.getAttribute("rel") === "self")
          ?.getAttribute("href"),
        entries: child(root, "entry").map((e) => ({
          id: text(e, "id"),
          title: text(e, "title"),
          updated: text(e, "updated"),
          published: text(e, "published"),
          author: child(e, "author").length,
          link: child(e, "link")
            .find((l) => (l.getAttribute("rel") ?? "alternate") === "alternate")
            ?.getAttribute("href"),
        })),
      };
    }, xml);
    expect(feed.parseError).toBe(false);
    expect(feed.root).toBe("http://www.w3.org/2005/Atom feed");
    expect(feed.id).toMatch(/^https?:\/\//);
    expect(feed.title).not.toBe("");
    expect(feed.updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(feed.feedAuthor).toBe(1);
    expect(feed.self).toMatch(/\/feed\.xml$/);
    // The latest 50, or every item while there are fewer.
    expect(feed.entries).toHaveLength(Math.min(50, publishedItems));
    for (const entry of feed.entries) {
      expect(entry.id, entry.title).toMatch(/^https?:\/\//);
      expect(entry.title).not.toBe("");
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
      expect(entry.published).toBe(entry.updated);
      expect(entry.link).toBe(entry.id);
    }
    const updated = feed.entries.map((e) => e.updated);
    expect(updated).toEqual([...updated].sort().reverse());
    expect(feed.updated).toBe(updated[0]);
    expect(feed.entries.map((e) => new URL(e.link!).pathname)).toContain(
      "/blog/maxdiff-vs-conjoint",
    );
  });

  test("is linked from the head and the footer of every kind of page", async ({ page }) => {
    for (const path of ["/", "/resources", "/blog/claims-that-convert", "/search", "/404"]) {
      await page.goto(path);
      await expect(
        page.locator('head link[rel="alternate"][type="application/atom+xml"]'),
        path,
      ).toHaveAttribute("href", "/feed.xml");
      await expect(
        page.getByRole("contentinfo").getByRole("link", { name: FEED_LINK_LABEL }),
      ).toHaveAttribute("href", "/feed.xml");
    }
  });
});

test("a tag view of one item goes on to related items, each another item's page", async ({
  page,
}) => {
  // A topic view holding a single item, found from the content (decision 0912), whose topic no
  // other section shares (a section's view of one that others share goes on to theirs, 0943).
  const single = filterPaths.find((path) => {
    const m = /^\/resources\/(?:[^/]+\/)?topic\/([^/]+)$/.exec(path);
    return m && RESOURCE_ITEMS.filter((i) => i.topics.includes(m[1]!)).length === 1;
  });
  expect(single, "a topic view of one item").toBeDefined();
  await page.goto(single!);
  const main = page.getByRole("main");
  const itemLink = main.getByRole("heading", { level: 2 }).getByRole("link");
  await expect(itemLink).toHaveCount(1);
  const own = await itemLink.getAttribute("href");
  const related = main.getByRole("region", {
    name: resourcesCopy.resourceLabels.related,
  });
  const links = related.getByRole("heading", { level: 3 }).getByRole("link");
  await expect(links.first()).toBeVisible();
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs).not.toContain(own);
  for (const href of hrefs) expect(href).toMatch(/^\/(resources|blog)\//);
});

// Decision 0943: a list of few items folds its filters into one closed line, runs its cards
// large and, as a tag view, goes on to the same tag elsewhere; a full list keeps its panel. The
// thresholds are the site's (resource-routes.ts); the items and counts are the content's.
test.describe("thin and full Resource Center views", () => {
  const labels = resourcesCopy.resourceLabels;
  const fillIn = (text: string, values: Record<string, string | number>) =>
    text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));
  const sections = resourcesCopy.sections.map((s) => ({
    ...s,
    items: RESOURCE_ITEMS.filter((i) => i.section === s.slug),
  }));
  const thinSection = sections.find(
    (s) => s.items.length > 0 && s.items.length <= Math.min(FILTER_PANEL_OVER, LARGE_CARDS_UP_TO),
  );
  const fullSection = sections.find((s) => s.items.length > FILTER_PANEL_OVER);
  const newestFirst = <T extends { date: string }>(items: T[]) =>
    [...items].sort((a, b) => b.date.localeCompare(a.date));

  /** Each card of the list set as a large row: wider than two thirds of the page, text beside drawing. */
  async function expectLargeRows(page: Page, count: number) {
    const cards = page
      .getByRole("main")
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(cards).toHaveCount(count);
    for (const card of await cards.all()) {
      const cardBox = (await card.boundingBox())!;
      const drawing = (await card.locator("img").boundingBox())!;
      const title = (await card.getByRole("heading", { level: 2 }).boundingBox())!;
      expect(cardBox.width).toBeGreaterThan((1440 * 2) / 3);
      expect(title.x).toBeGreaterThan(drawing.x + drawing.width);
    }
  }

  test("a thin section folds its filters into one line, opened to follow one, and runs its cards large", async ({
    page,
  }) => {
    expect(thinSection, "a section of few items").toBeDefined();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/resources/${thinSection!.slug}`);
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: labels.filterNav });
    // One line: no pill shows until the visitor asks for them.
    expect((await filters.boundingBox())!.height).toBeLessThan(80);
    for (const pill of await filters.getByRole("link").all()) await expect(pill).toBeHidden();
    await expectLargeRows(page, thinSection!.items.length);
    await filters.getByText(labels.browseFilters, { exact: true }).click();
    const topic = thinSection!.items[0]!.topics[0]!;
    const pill = filters.getByRole("link", { name: filterLink(topicLabel(topic)) });
    await expect(pill).toBeVisible();
    await pill.click();
    await expect(page).toHaveURL(`/resources/${thinSection!.slug}/topic/${topic}`);
  });

  test("a full section keeps its panel of filters open above a grid", async ({ page }) => {
    expect(fullSection, "a section of many items").toBeDefined();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/resources/${fullSection!.slug}`);
    const filters = page.getByRole("navigation", { name: labels.filterNav });
    await expect(filters.getByText(labels.browseFilters)).toHaveCount(0);
    await expect(filters.getByRole("link", { name: /\d+$/ }).first()).toBeVisible();
    for (const pill of await filters.getByRole("link").all()) await expect(pill).toBeVisible();
    const cards = page.getByRole("main").getByRole("article");
    await expect(cards).toHaveCount(fullSection!.items.length);
    const tops = await cards.evaluateAll((els) =>
      els.slice(0, 3).map((el) => Math.round(el.getBoundingClientRect().top)),
    );
    expect(new Set(tops).size, "three cards across").toBe(1);
  });

  test("a thin section's tag view goes on to the same tag in the other sections and the whole centre", async ({
    page,
  }) => {
    // A section's topic view of few items whose topic other sections share, from the content.
    const pick = sections
      .flatMap((s) =>
        [...new Set(s.items.flatMap((i) => i.topics))].map((topic) => ({
          section: s,
          topic,
          own: s.items.filter((i) => i.topics.includes(topic)),
          others: RESOURCE_ITEMS.filter((i) => i.section !== s.slug && i.topics.includes(topic)),
        })),
      )
      .find((v) => v.own.length <= LARGE_CARDS_UP_TO && v.others.length > 0);
    expect(pick, "a thin topic view with the topic elsewhere").toBeDefined();
    const { section, topic, own, others } = pick!;
    const label = topicLabel(topic);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/resources/${section.slug}/topic/${topic}`);
    await expectLargeRows(page, own.length);
    const elsewhere = page.getByRole("region", { name: fillIn(labels.elsewhere, { label }) });
    await expect(elsewhere.getByRole("heading", { level: 3 })).toHaveText(
      newestFirst(others)
        .slice(0, ELSEWHERE_LIMIT)
        .map((i) => i.title),
    );
    await expect(
      elsewhere.getByRole("link", {
        name: fillIn(labels.elsewhereAll, { count: own.length + others.length, label }),
      }),
    ).toHaveAttribute("href", `/resources/topic/${topic}`);
    const next = page.getByRole("navigation", { name: labels.nextSteps });
    await next
      .getByRole("link", { name: fillIn(labels.wholeCenter, { count: publishedItems }) })
      .click();
    await expect(page).toHaveURL("/resources");
  });

  test("a thin industry view of the whole centre goes on to the industry's own place", async ({
    page,
  }) => {
    const industry = [...new Set(RESOURCE_ITEMS.flatMap((i) => i.industries))].find(
      (slug) =>
        RESOURCE_ITEMS.filter((i) => i.industries.includes(slug)).length <= FILTER_PANEL_OVER,
    );
    expect(industry, "an industry of few items").toBeDefined();
    await page.goto(`/resources/industry/${industry}`);
    // The industry's name as the view's heading gives it ("Healthcare: Resource Center").
    const heading = await page.getByRole("heading", { level: 1 }).textContent();
    const name = heading!.replace(`: ${resourcesCopy.resourcesPage.title}`, "");
    const next = page.getByRole("navigation", { name: labels.nextSteps });
    await expect(next.getByRole("link")).toHaveText([
      fillIn(labels.wholeCenter, { count: publishedItems }),
      fillIn(labels.industryPage, { label: name }),
    ]);
    await next.getByRole("link", { name: fillIn(labels.industryPage, { label: name }) }).click();
    await expect(page).toHaveURL(`/industries#${industry}`);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the folded filters open and lead to their view", async ({ page }) => {
      await page.goto(`/resources/${thinSection!.slug}`);
      const filters = page.getByRole("navigation", { name: labels.filterNav });
      await filters.getByText(labels.browseFilters, { exact: true }).click();
      const pill = filters.getByRole("link", { name: /^\S.*\d+$/ }).first();
      await expect(pill).toBeVisible();
      const href = await pill.getAttribute("href");
      expect(href).toMatch(new RegExp(`^/resources/${thinSection!.slug}/(industry|topic)/`));
      await pill.click();
      await expect(page).toHaveURL(href!);
    });
  });
});
