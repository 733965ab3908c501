import { readdirSync } from "node:fs";
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
    await expect(
      page
        .getByRole("navigation", { name: "Filter resources" })
        .getByRole("link", { name: /^Healthcare/ }),
    ).toHaveAttribute("aria-current", "page");
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
    const chosen = page
      .getByRole("navigation", { name: "Filter resources" })
      .locator('[aria-current="page"]');
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
  // A section's topic view holding a single item, found from the content (decision 0912).
  const single = filterPaths.find((path) => {
    const m = /^\/resources\/([^/]+)\/topic\/([^/]+)$/.exec(path);
    return (
      m && RESOURCE_ITEMS.filter((i) => i.section === m[1] && i.topics.includes(m[2]!)).length === 1
    );
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
