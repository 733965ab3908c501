import type { Page } from "@playwright/test";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import type { ResourcesData } from "../../app/content/schemas/resources.ts";
import type { SearchData } from "../../app/content/schemas/search.ts";
import { fill as filled } from "../../app/lib/fill.ts";
import {
  contentData,
  itemsUsing,
  newestFirst,
  RESOURCE_ITEMS,
  resourceTitle,
  TOPICS_IN_USE,
} from "../content-data";
import { itemPath } from "./routes";
import { RESOURCE_SECTIONS } from "../spec-literals";

const searchCopy = contentData<SearchData>("search").searchPage;
const resourcesCopy = contentData<ResourcesData>("resources");
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The live count a query shows, with any number of results. */
const countOf = (query: string) =>
  new RegExp(
    `^(${[searchCopy.count.one, searchCopy.count.many]
      .map((words) => escapeRe(filled(words, { query })).replace(escapeRe("{count}"), "\\d+"))
      .join("|")})$`,
  );

/**
 * What the queries search for, from the content (an editor may retitle or add any item): an
 * article and the word of its title that the fewest items use (the longest among those), so the
 * article is among the first results; and the topic with the most items.
 */
const [picked] = RESOURCE_ITEMS.filter((item) => item.section === "blog")
  .flatMap((item) =>
    (item.title.toLowerCase().match(/\p{L}{6,}/gu) ?? []).map((word) => ({
      item,
      word,
      uses: itemsUsing(word),
    })),
  )
  .sort((a, b) => a.uses - b.uses || b.word.length - a.word.length);
const busiestTopic = TOPICS_IN_USE[0];
if (!picked || !busiestTopic)
  throw new Error(
    "search.spec.ts: no article with a word of six letters in its title, or no topic",
  );
const article = {
  word: picked.word,
  title: picked.item.title,
  path: itemPath(picked.item.slug),
  /** The word with two letters of its middle swapped: one edit away, a typo to correct. */
  typo: [...picked.word]
    .map((letter, i, letters) => {
      const at = Math.floor(letters.length / 2) - 1;
      return i === at ? letters[at + 1] : i === at + 1 ? letters[at] : letter;
    })
    .join(""),
};
if (article.typo === article.word) throw new Error(`search.spec.ts: no typo of ${article.word}`);
const articlesTitle = RESOURCE_SECTIONS.find(([slug]) => slug === "blog")![1];

/** Requests for the search's own code and index. */
function watchSearchDownloads(page: Page) {
  const urls: string[] = [];
  page.on("request", (r) => {
    const url = r.url();
    if (url.includes("/pagefind/") || /\/assets\/[^/]*search-engine[^/]*\.js/.test(url))
      urls.push(url);
  });
  return urls;
}

async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener(
      "securitypolicyviolation",
      (e) => w.__csp.push(e.effectiveDirective),
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe("Site search", () => {
  test("downloads nothing of the search until the box is used", async ({ page }) => {
    const downloads = watchSearchDownloads(page);
    await page.goto("/search");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    expect(downloads).toEqual([]);
    await page.getByRole("searchbox", { name: "Search the site" }).last().focus();
    await expect.poll(() => downloads.some((u) => u.includes("/pagefind/pagefind.js"))).toBe(true);
  });

  test("results show title, section and a highlighted excerpt, with a live count", async ({
    page,
  }) => {
    const csp = await recordCspViolations(page);
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    await box.fill(article.word);
    const status = page.getByRole("main").getByRole("status");
    await expect(status).toHaveText(countOf(article.word));
    const results = page.getByRole("list", { name: "Search results" });
    const hit = results.getByRole("listitem").filter({
      has: page.getByRole("link", { name: article.title }),
    });
    await expect(hit).toContainText(articlesTitle);
    await expect(hit.locator("mark").first()).toHaveText(new RegExp(`^${article.word}`, "i"));
    // The excerpt is the item's own words, not the headings every item page shares.
    await expect(hit).not.toContainText(resourcesCopy.resourcesPage.closing.heading);
    await expect(hit).not.toContainText(resourcesCopy.resourceLabels.related);
    await box.fill("qwpfk");
    await expect(status).toHaveText("No results for “qwpfk”.");
    await expect(results).toHaveCount(0);
    // Nothing found: it says where to look instead.
    await expect(
      page.getByRole("main").getByRole("link", { name: "Resource Center" }).first(),
    ).toHaveAttribute("href", "/resources");
    expect(await csp()).toEqual([]);
  });

  test("a word no page has says there is no match and offers the searches to try", async ({
    page,
  }) => {
    for (const nonsense of ["asdfgh", "zzzz", "xxxx"]) {
      await page.goto(`/search?q=${nonsense}`);
      await waitForHydration(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("status")).toHaveText(
        filled(searchCopy.count.none, { query: nonsense }),
      );
      await expect(page.getByRole("list", { name: "Search results" })).toHaveCount(0);
      await expect(main.getByText(searchCopy.noResults.text)).toBeVisible();
      const suggestions = main
        .getByRole("region", { name: searchCopy.start.suggestionsHeading })
        .getByRole("link");
      await expect(suggestions).toHaveText(searchCopy.start.suggestions);
      await expect(suggestions.first()).toHaveAttribute(
        "href",
        `/search?${new URLSearchParams({ q: searchCopy.start.suggestions[0] ?? "" })}`,
      );
    }
    // A suggestion runs its search.
    await page
      .getByRole("main")
      .getByRole("region", { name: searchCopy.start.suggestionsHeading })
      .getByRole("link")
      .first()
      .click();
    await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
  });

  test("a near-miss typo finds the page it means, and says what it searched", async ({ page }) => {
    await page.goto(`/search?q=${article.typo}`);
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      new RegExp(
        `^${escapeRe(filled(searchCopy.corrected, { typed: article.typo }))} ${escapeRe(
          filled(searchCopy.count.many, { query: article.word }),
        ).replace(escapeRe("{count}"), "\\d+")}$`,
      ),
    );
    const found = page
      .getByRole("list", { name: "Search results" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: article.title }) });
    await expect(found).toHaveCount(1);
    await expect(found.getByRole("link")).toHaveAttribute("href", article.path);
    await expect(found.locator("mark").first()).toHaveText(new RegExp(`^${article.word}`, "i"));
  });

  test("every result shows why it matched: its words marked in a passage, or where they are", async ({
    page,
  }) => {
    const matchedIn = Object.values(searchCopy.matchedIn);
    // A typo, an inflection and a phrase of the spec's section names, and a topic's name.
    for (const query of [article.typo, "studies", busiestTopic.label.toLowerCase(), "panel book"]) {
      await page.goto(`/search?${new URLSearchParams({ q: query })}`);
      await waitForHydration(page);
      const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
      await expect(results.first()).toBeVisible();
      // Each result: the words marked in its last line (the passage), or a line saying where.
      const why = await results.evaluateAll((items) =>
        items.map((item) => {
          const last = item.querySelector("p:last-child");
          return {
            url: item.querySelector("a")?.getAttribute("href"),
            marked: (last?.querySelectorAll("mark").length ?? 0) > 0,
            line: last?.textContent ?? "",
          };
        }),
      );
      for (const result of why) {
        expect(result.marked || matchedIn.includes(result.line), `${query}: ${result.url}`).toBe(
          true,
        );
      }
    }
  });

  test("a client-side link to /search loads its document: the search runs under its own policy", async ({
    page,
  }) => {
    const csp = await recordCspViolations(page);
    await page.goto("/about");
    await waitForHydration(page);
    // What a content link rendered as a client-side link does when it is followed. Started after
    // the evaluate returns: the document load it leads to would otherwise end the evaluate's own
    // context before it answers ("Execution context was destroyed", once in CI).
    await page.evaluate((to) => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter;
      setTimeout(() => void router.navigate(to));
    }, `/search?q=${article.word}`);
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${article.word}$`));
    await expect(page.getByRole("main").getByRole("status")).toHaveText(countOf(article.word));
    // The document now shown is /search's, with /search's policy.
    const documentUrl = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.name,
    );
    expect(documentUrl).toMatch(new RegExp(`/search\\?q=${article.word}$`));
    expect(await csp()).toEqual([]);
  });

  test("a search that failed to load is retried on the next query, without a reload", async ({
    page,
    pageErrors,
  }) => {
    // The search's own files fail to arrive, as on a flaky connection, until the visitor has
    // been told; then the connection is back. (Failing only the first request raced with the
    // index's warm-up on a loaded machine: a warm-up that failed was retried by the query.)
    let connected = false;
    const searchFiles = /\/pagefind\/|\/search-index\.json/;
    await page.route(searchFiles, (route) =>
      connected ? route.continue() : route.abort("failed"),
    );
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    const status = page.getByRole("main").getByRole("status");
    await box.fill(article.word.slice(0, -1));
    await expect(status).toHaveText(/could not load/);
    connected = true;
    await box.fill(article.word);
    await expect(status).toHaveText(countOf(article.word));
    await expect(
      page.getByRole("list", { name: "Search results" }).getByRole("link").first(),
    ).toBeVisible();
    // The browser reports the request this test failed on purpose; nothing else may be logged.
    const expected = pageErrors.filter(
      (e) => /Failed to load resource/.test(e) || searchFiles.test(e),
    );
    expect(expected.length).toBeGreaterThanOrEqual(1);
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !expected.includes(e)));
  });

  test("each of the twelve industries' names finds its /industries#slug first", async ({
    page,
  }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    const first = page.getByRole("list", { name: "Search results" }).getByRole("link").first();
    for (const [name, slug] of [
      ["Consumer Durables", "consumer-durables"],
      ["Financial Services", "financial-services"],
      ["Healthcare", "healthcare"],
      ["Technology Media & Telecom", "technology-media-telecom"],
      ["Consumer Packaged Goods", "consumer-packaged-goods"],
      ["Food & Beverage", "food-beverage"],
      ["Spirits", "spirits"],
      ["Retail", "retail"],
      ["Health Insurance", "health-insurance"],
      ["Restaurants & Services", "restaurants-services"],
      ["Utilities", "utilities"],
      ["Non-Profit", "non-profit"],
    ] as const) {
      await box.fill(name);
      await expect(page.getByRole("main").getByRole("status")).toHaveText(
        new RegExp(`results? for “${name.replace(/[&]/g, "\\$&")}”`),
      );
      await expect(first, name).toHaveAttribute("href", `/industries#${slug}`);
    }
  });

  test("indexes every kind of page: services, industries, resources, careers, about", async ({
    page,
  }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    const results = page.getByRole("list", { name: "Search results" });
    for (const [query, href] of [
      ["quantitative", "/services/quantitative"],
      ["healthcare", "/industries"],
      [article.word, article.path],
      ["careers", "/careers"],
      ["about", "/about"],
    ] as const) {
      await box.fill(query);
      await expect(results.locator(`a[href="${href}"]`), query).toHaveCount(1);
    }
  });

  test("“healthcare” ranks the Healthcare industry and its resources first; every result shows the word", async ({
    page,
  }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await page
      .getByRole("main")
      .getByRole("searchbox", { name: "Search the site" })
      .fill("healthcare");
    const results = page.getByRole("list", { name: "Search results" }).getByRole("listitem");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      /^\d+ results for “healthcare”\.$/,
    );
    const hrefs = await results
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, 2)).toEqual(["/industries#healthcare", "/resources/industry/healthcare"]);
    const count = await results.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i++) {
      const result = results.nth(i);
      // The word is marked in the title or in the excerpt, and an excerpt never lacks it.
      await expect(result.locator("mark").first(), hrefs[i] ?? "").toHaveText(/^healthcare/i);
      for (const excerpt of await result.locator("p:not(:first-child)").all())
        await expect(excerpt.locator("mark").first(), hrefs[i] ?? "").toHaveText(/^healthcare/i);
    }
    await results.getByRole("link", { name: "Healthcare", exact: true }).click();
    await expect(page).toHaveURL("/industries#healthcare");
    await expect(page.getByRole("tab", { name: "Healthcare", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("each submitted search is a history entry Back returns to; typing adds none", async ({
    page,
  }) => {
    await page.goto("/about");
    await page.goto("/search");
    await waitForHydration(page);
    const box = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
    const status = page.getByRole("main").getByRole("status");
    const historyLength = () => page.evaluate(() => window.history.length);
    const start = await historyLength();
    await box.pressSequentially("health");
    await expect(page).toHaveURL("/search?q=health");
    await box.fill("healthcare");
    await box.press("Enter");
    await expect(page).toHaveURL("/search?q=healthcare");
    await expect(status).toHaveText(/^\d+ results for “healthcare”\.$/);
    expect(await historyLength()).toBe(start);
    await box.fill(article.word);
    await box.press("Enter");
    await expect(page).toHaveURL(`/search?q=${article.word}`);
    await expect(status).toHaveText(countOf(article.word));
    expect(await historyLength()).toBe(start + 1);
    await page.goBack();
    await expect(page).toHaveURL("/search?q=healthcare");
    await expect(box).toHaveValue("healthcare");
    await expect(status).toHaveText(/^\d+ results for “healthcare”\.$/);
    await page.goForward();
    await expect(box).toHaveValue(article.word);
    await expect(status).toHaveText(countOf(article.word));
    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL("/about");
  });

  test("with no query /search offers searches to try, the topics and the latest items", async ({
    page,
  }) => {
    await page.goto("/search");
    await waitForHydration(page);
    const main = page.getByRole("main");
    const suggestions = main
      .getByRole("region", { name: searchCopy.start.suggestionsHeading })
      .getByRole("link");
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeGreaterThanOrEqual(4);
    const topics = main
      .getByRole("region", { name: searchCopy.start.topicsHeading })
      .getByRole("link");
    expect(await topics.count()).toBeGreaterThanOrEqual(8);
    await expect(topics.filter({ hasText: busiestTopic.label })).toHaveAttribute(
      "href",
      `/resources/topic/${busiestTopic.id}`,
    );
    const latest = main
      .getByRole("region", { name: searchCopy.start.latestHeading })
      .getByRole("heading", { level: 3 });
    // Whatever was published last: as many items as the page is set to show, each with its
    // title (a new article must not turn this test red).
    await expect(latest).toHaveCount(searchCopy.start.latestCount);
    for (const title of await latest.allTextContents()) expect(title.trim()).not.toBe("");
    // A suggestion runs its search as a history entry; the offers give way to the results.
    const suggested = searchCopy.start.suggestions[0]!;
    await suggestions.getByText(suggested, { exact: true }).click();
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: suggested })}`);
    await expect(main.getByRole("searchbox", { name: "Search the site" })).toHaveValue(suggested);
    await expect(main.getByRole("status")).toHaveText(countOf(suggested));
    await expect(main.getByRole("region", { name: searchCopy.start.topicsHeading })).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL("/search");
    await expect(main.getByRole("searchbox", { name: "Search the site" })).toHaveValue("");
    await expect(main.getByRole("region", { name: searchCopy.start.topicsHeading })).toBeVisible();
  });

  test("the header's form lands on /search with the query searched, keyboard only", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const headerBox = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
    await headerBox.focus();
    await page.keyboard.type("panel book");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search?q=panel+book");
    await expect(page.getByRole("main").getByRole("status")).toHaveText(
      /^\d+ results? for “panel book”\.$/,
    );
    await expect(
      page
        .getByRole("list", { name: "Search results" })
        .getByRole("link", { name: resourceTitle("us-consumer") }),
    ).toBeVisible();
    // From the box, Tab reaches the submit button and then the first result.
    await page.getByRole("main").getByRole("searchbox").focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").getByRole("button", { name: "Search" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(
      page.getByRole("list", { name: "Search results" }).getByRole("link").first(),
    ).toBeFocused();
  });

  // Issue 48, defect 9: the link opened /search with nothing focused.
  test("small screens get a search link in the top bar that lands in the box", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL("/search#search-box");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
    await waitForHydration(page);
    await expect(page.getByRole("main").getByRole("searchbox")).toBeFocused();
  });

  // Axe before a query, and with the form submitted empty: the sweep in a11y.spec.ts.
  for (const width of [1440, 390]) {
    test(`axe finds nothing on /search with results at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/search?q=${article.word}`);
      await waitForHydration(page);
      await expect(page.getByRole("list", { name: "Search results" })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("says it cannot search and offers the Resource Center and its filters", async ({
      page,
    }) => {
      await page.goto(`/search?q=${article.word}`);
      await expect(page.getByRole("heading", { name: searchCopy.noscript.heading })).toBeVisible();
      await expect(
        page.getByRole("link", { name: "Resource Center", exact: true }).last(),
      ).toHaveAttribute("href", "/resources");
      // The way on by industry the page offers in its place (search.yaml).
      const byIndustry = searchCopy.noscript.links.find((l) =>
        l.to.startsWith("/resources/industry/"),
      );
      expect(byIndustry, "search.yaml offers a filter by industry").toBeDefined();
      await page.getByRole("link", { name: byIndustry!.label }).click();
      await expect(page).toHaveURL(byIndustry!.to);
    });

    test("offers the topics and the latest items, not searches it cannot run", async ({ page }) => {
      await page.goto("/search");
      const main = page.getByRole("main");
      await expect(
        main.getByRole("region", { name: searchCopy.start.suggestionsHeading }),
      ).toBeHidden();
      await main.getByRole("link", { name: busiestTopic.label, exact: true }).click();
      await expect(page).toHaveURL(`/resources/topic/${busiestTopic.id}`);
      await page.goBack();
      // The newest item, as the catalogue orders them (newest first, then by title).
      const [newest] = newestFirst(RESOURCE_ITEMS);
      await main.getByRole("link", { name: newest!.title }).click();
      await expect(page).toHaveURL(itemPath(newest!.slug));
    });
  });

  test("with JavaScript the no-JavaScript note is hidden", async ({ page }) => {
    await page.goto("/search");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: searchCopy.noscript.heading })).toBeHidden();
  });
});
