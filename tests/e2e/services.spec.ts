import type { Page } from "@playwright/test";
import { DomUtils, parseDocument } from "htmlparser2";
import { expect, test, waitForHydration } from "./fixtures";
import { pauseClock } from "./page-helpers";
import type { ServicePagesData } from "../../app/content/schemas/service-pages.ts";
import type { ServiceSectionsData } from "../../app/content/schemas/service-sections.ts";
import { contentData } from "../content-data";

/** The specification's typing speeds (section 9), written out. */
const TYPING_SPEED_MS = { fast: 18, medium: 26, slow: 35 };

/** The four service pages, in the /services list's order, with the card titles they show. */
const SERVICES = [
  ["quantitative", "Quantitative Research"],
  ["qualitative", "Qualitative Research"],
  ["panels-sampling", "Panels & Sampling"],
  ["custom", "Custom & Hybrid Studies"],
] as const;

const pagesCopy = contentData<ServicePagesData>("service-pages");
const sectionsCopy = contentData<ServiceSectionsData>("service-sections");

/**
 * Each page's headings and copy as an editor wrote them (the spec names the sections, not their
 * text): read from the data file, so an edit changes the expectation with the page.
 */
const servicePages = SERVICES.map(([slug, title]) => {
  const copy = pagesCopy.servicePages[slug];
  return {
    path: `/services/${slug}`,
    title,
    heroTitle: copy.hero.title,
    statement: copy.highlight.statement,
    pills: copy.highlight.pills,
    workflowHeading: copy.workflow.heading,
    stepSummaries: copy.workflow.steps.map((step) => step.summary),
    approachHeading: copy.approach.heading,
    approachCards: copy.approach.cards.map((card) => card.title),
    qualityHeading: copy.quality.heading,
    receiveHeading: copy.receive.heading,
    receiveIntro: copy.receive.intro,
    receiveSpeed: copy.receive.introSpeed,
    receiveItems: copy.receive.items.map((item) => item.title),
    // The page's own order of the four sections and its own closing (decision 0916).
    layout: sectionsCopy[slug]!,
  };
});

/**
 * Section 9 of the specification: sixteen display-only figures, each shown beside its label on
 * the service page it belongs to (the labels are the pages').
 */
const metrics: [path: string, label: string, value: string][] = [
  ["/services/qualitative", "Show rate", "≥85%"],
  ["/services/qualitative", "Transcript turnaround", "<24 h"],
  ["/services/qualitative", "Inter-coder κ", "≥0.80"],
  ["/services/qualitative", "IDI length", "35–60 min"],
  ["/services/quantitative", "Completion", "≥90%"],
  ["/services/quantitative", "Records passing QC", "≥95%"],
  ["/services/quantitative", "Sampling error at n=1000", "±3.1%"],
  ["/services/quantitative", "Median interview", "7–12 min"],
  // The spec's "incidence ~25–40%" is what a study plans for, not a quality result: labelled so,
  // and shown last, across the row, rather than leading the quality figures (decision 0914).
  ["/services/quantitative", "Typical incidence a study plans for", "~25–40%"],
  ["/services/panels-sampling", "Show rate", "≥90%"],
  ["/services/panels-sampling", "Fail-and-replace buffer", "5–12%"],
  ["/services/panels-sampling", "IR delta trigger", "±5pp"],
  ["/services/panels-sampling", "QC removal SLA", "<12 h"],
  ["/services/custom", "Design effect", "1.10–1.35"],
  ["/services/custom", "Topline turnaround", "<72 h"],
  ["/services/custom", "Consent retention", "30–90 days"],
];

/** The quantitative workflow's step titles and the qualitative third step, as the pages show them. */
const QUANTITATIVE_STEP_TITLES = pagesCopy.servicePages.quantitative.workflow.steps.map(
  (step) => step.title,
);
const QUALITATIVE_FIELDWORK_STEP = pagesCopy.servicePages.qualitative.workflow.steps[2]!;

/** Words too common to make two headlines say the same thing. */
const COMMON_WORDS = new Set(
  "a an and the of to in on for with by from at as is it its our your we you one every what how that this".split(
    " ",
  ),
);

/** A headline's own words: lower case, without the common ones. */
const headlineWords = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z0-9-]+/)
      .filter((word) => word && !COMMON_WORDS.has(word)),
  );

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Every section of a service page with its heading, its banners, in the page's own order. */
async function expectSections(page: Page, content: (typeof servicePages)[number]) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.heroTitle);
  const main = page.getByRole("main");
  for (const heading of [
    content.statement,
    content.workflowHeading,
    content.approachHeading,
    content.qualityHeading,
    content.receiveHeading,
    content.layout.closing.resources.title,
    content.layout.closing.contact.title,
  ]) {
    await expect(main.getByRole("heading", { level: 2, name: heading })).toHaveCount(1);
  }
  for (const pill of content.pills) {
    await expect(main.getByText(pill, { exact: true })).toBeVisible();
  }
  await expect(main.getByRole("tab")).toHaveCount(4);
  for (const card of content.approachCards) {
    await expect(main.getByRole("heading", { level: 3, name: card })).toBeVisible();
  }
  for (const item of content.receiveItems) {
    await expect(main.getByRole("heading", { level: 3, name: item })).toBeAttached();
  }
  for (const banner of [content.layout.closing.resources, content.layout.closing.contact]) {
    await expect(
      main
        .getByRole("region", { name: banner.title })
        .getByRole("link", { name: banner.cta.label }),
    ).toHaveAttribute("href", banner.cta.to);
  }
  // The four sections in the page's own order, the closing pair after them.
  const headingOf = {
    workflow: content.workflowHeading,
    approach: content.approachHeading,
    quality: content.qualityHeading,
    receive: content.receiveHeading,
  };
  const h2s = await main.getByRole("heading", { level: 2 }).allTextContents();
  const expected = [
    ...content.layout.order.map((name) => headingOf[name]),
    content.layout.closing.resources.title,
    content.layout.closing.contact.title,
  ];
  expect(h2s.filter((h) => expected.includes(h))).toEqual(expected);
  // Each headline is said once: no two of the page's headings (the hero's, the highlight's
  // and every section's) share two of their words, as "Hard-to-reach audiences, reached and
  // verified" and "Hard-to-reach people, verified and delivered" did (decision 0919).
  const h1 = await main.getByRole("heading", { level: 1 }).textContent();
  const said = [h1 ?? "", ...h2s].map((text) => ({ text, words: headlineWords(text) }));
  for (const [i, a] of said.entries()) {
    for (const b of said.slice(i + 1)) {
      const shared = [...a.words].filter((word) => b.words.has(word));
      expect(shared, `"${a.text}" and "${b.text}"`).toHaveLength(Math.min(shared.length, 1));
    }
  }
}

/** A service page's figures of the specification, each beside its label, in the page's order. */
async function expectMetrics(page: Page, path: string) {
  const pairs = await page
    .locator("main dl > div")
    .evaluateAll((items) =>
      items.map((item) => [
        item.querySelector("dt")?.textContent?.trim() ?? "",
        item.querySelector("dd")?.textContent?.trim() ?? "",
      ]),
    );
  // In the page's order: on /services/quantitative the planned incidence comes last.
  const own = metrics.filter(([p]) => p === path);
  expect.soft(own.length, path).toBeGreaterThanOrEqual(3);
  expect
    .soft(
      pairs.map(([dt]) => dt ?? "").filter((dt) => own.some(([, label]) => label === dt)),
      path,
    )
    .toEqual(own.map(([, label]) => label));
  for (const [, label, value] of own) {
    const pair = pairs.find(([dt]) => dt === label);
    expect.soft(pair, `${path}: ${label}`).toBeDefined();
    expect.soft(pair?.[1], `${path}: ${label}`).toContain(value);
  }
}

test.describe("/services", () => {
  test("is a list of four cards linking to the service pages", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const list = page.getByRole("region", { name: pagesCopy.servicesIndex.listLabel });
    expect(servicePages).toHaveLength(4);
    for (const s of servicePages) {
      await expect(list.getByRole("link", { name: s.title })).toHaveAttribute("href", s.path);
    }
    await list.getByRole("link", { name: "Panels & Sampling" }).click();
    await expect(page).toHaveURL("/services/panels-sampling");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pagesCopy.servicePages["panels-sampling"].hero.title,
    );
  });
});

for (const content of servicePages) {
  test.describe(content.path, () => {
    // One page load for what the page shows (decision 0922), under reduced motion so the
    // figures are drawn at their final text: one step per behaviour.
    test("shows every section with its heading and banners, and its figures with their labels", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(content.path);
      await waitForHydration(page);
      // The figures' expectations are soft, so they report before the sections' stop the test.
      await test.step("its figures of the specification, each with its label, in order", () =>
        expectMetrics(page, content.path));
      await test.step("shows every section with its heading and banners", () =>
        expectSections(page, content));
    });

    test("the prerendered HTML holds final metric values and the full typed text", async ({
      request,
    }) => {
      const html = decode(await (await request.get(content.path)).text());
      const own = metrics.filter(([path]) => path === content.path);
      expect(own.length).toBeGreaterThanOrEqual(3);
      for (const [, label, value] of own) {
        expect(html).toContain(label);
        expect(html).toContain(value);
      }
      expect(html).toContain(content.statement);
      expect(html).toContain(content.receiveIntro);
      expect(content.stepSummaries).toHaveLength(4);
      for (const summary of content.stepSummaries) expect(html).toContain(summary);
    });
  });
}

test("no two service pages share their order of sections or their closing", () => {
  // Read from the content the pages are built from (decision 0916); each page's test above
  // checks that it shows them.
  const orders = servicePages.map((s) => s.layout.order.join(" "));
  const closings = servicePages.flatMap((s) => [
    s.layout.closing.resources.title,
    s.layout.closing.contact.title,
  ]);
  expect(new Set(orders).size).toBe(servicePages.length);
  expect(new Set(closings).size).toBe(closings.length);
});

test.describe("workflow tabs with the keyboard", () => {
  test("wide screens: vertical tabs, Up/Down wrap, Home/End, Enter and Space", async ({ page }) => {
    await page.goto("/services/quantitative");
    await waitForHydration(page);
    const tablist = page.getByRole("tablist", { name: "Quantitative workflow" });
    await expect(tablist).toHaveAttribute("aria-orientation", "vertical");
    const tab = (i: number) => tablist.getByRole("tab").nth(i);
    await expect(tab(0)).toHaveAttribute("aria-selected", "true");
    await tab(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(tab(1)).toBeFocused();
    await expect(tab(1)).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText(QUANTITATIVE_STEP_TITLES[1]!);
    await page.keyboard.press("ArrowRight"); // not this orientation's key
    await expect(tab(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(tab(3)).toHaveAttribute("aria-selected", "true"); // wrapped
    await page.keyboard.press("Home");
    await expect(tab(0)).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab(3)).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(QUANTITATIVE_STEP_TITLES[3]!);
    await tab(1).focus();
    await page.keyboard.press("Enter");
    await expect(tab(1)).toHaveAttribute("aria-selected", "true");
    await tab(2).focus();
    await page.keyboard.press("Space");
    await expect(tab(2)).toHaveAttribute("aria-selected", "true");
    // Tab leaves the tab list for the panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("small screens: horizontal tabs, Left/Right wrap", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/services/quantitative");
    await waitForHydration(page);
    const tablist = page.getByRole("tablist", { name: "Quantitative workflow" });
    await expect(tablist).toHaveAttribute("aria-orientation", "horizontal");
    const tab = (i: number) => tablist.getByRole("tab").nth(i);
    await tab(0).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(3)).toBeFocused();
    await expect(tab(3)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(tab(0)).toHaveAttribute("aria-selected", "true");
  });
});

test.describe("animations", () => {
  test("metrics scramble for 900 ms into their final text, without moving", async ({ page }) => {
    await page.clock.install();
    await page.goto("/services/qualitative");
    await waitForHydration(page);
    await pauseClock(page);
    const dl = page.locator("dl").filter({ hasText: "Show rate" });
    const value = dl.locator("dd").first();
    const drawn = value.locator("[data-final]");
    await expect(drawn).toHaveText("≥85%");
    // One copy of the value in the page's text, not a hidden one beside the drawn one.
    await expect(page.getByText("≥85%", { exact: true })).toHaveCount(1);
    const before = await value.boundingBox();
    await dl.scrollIntoViewIfNeeded();
    await page.clock.runFor(100);
    await expect(drawn).toHaveAttribute("data-final", "false");
    expect((await drawn.textContent())?.length).toBe(4);
    const during = await value.boundingBox();
    expect(during?.width).toBe(before?.width);
    expect(during?.height).toBe(before?.height);
    await page.clock.runFor(900);
    await expect(drawn).toHaveText("≥85%");
    await expect(drawn).toHaveAttribute("data-final", "true");
    await expect(page.getByText("≥85%", { exact: true })).toHaveCount(1);
    await expect(page.getByText("≥85%", { exact: true })).toBeVisible();
  });

  test("a chosen step's summary is typed in at 18 ms per character", async ({ page }) => {
    const step = QUALITATIVE_FIELDWORK_STEP;
    await page.clock.install();
    await page.goto("/services/qualitative");
    await waitForHydration(page);
    await pauseClock(page);
    await page.getByRole("tab", { name: new RegExp(`^${step.label}`) }).click();
    const typed = page.getByRole("tabpanel").locator("[data-typing]");
    // The typed characters; the untyped rest is drawn invisible from an attribute, not text.
    const drawn = typed.locator('> [aria-hidden="true"]');
    await expect(typed).toHaveAttribute("data-typing", "true");
    await page.clock.runFor(TYPING_SPEED_MS.fast * 10);
    await expect
      .poll(async () => (await drawn.textContent())?.length ?? 0)
      .toBeGreaterThanOrEqual(9);
    expect(step.summary.startsWith((await drawn.textContent()) ?? "")).toBe(true);
    expect((await drawn.textContent())?.length).toBeLessThan(step.summary.length);
    // While it types, the page's text holds the whole summary once (for screen readers).
    await expect(page.getByText(step.summary, { exact: true })).toHaveCount(1);
    await page.clock.runFor(TYPING_SPEED_MS.fast * step.summary.length);
    await expect(typed).toHaveAttribute("data-typing", "false");
    await expect(typed).toHaveText(step.summary);
    await expect(page.getByText(step.summary, { exact: true })).toHaveCount(1);
    await expect(page.getByText(step.summary, { exact: true })).toBeVisible();
  });

  test("a typed line is whole in the HTML and never left half-typed when it leaves the view", async ({
    page,
    request,
  }) => {
    const service = servicePages[0]!;
    // The prerendered page shows every typed line whole, once (decision 0911).
    const html = parseDocument(await (await request.get(service.path)).text());
    const typedLines = DomUtils.findAll((el) => "data-typing" in el.attribs, html.children).map(
      (el) => DomUtils.textContent(el),
    );
    expect(typedLines).toContain(service.statement);
    expect(typedLines).toContain(service.receiveIntro);

    await page.clock.install();
    await page.goto(service.path);
    await waitForHydration(page);
    await pauseClock(page);
    const intro = page.locator("p[data-typing]", { hasText: service.receiveIntro });
    await intro.scrollIntoViewIfNeeded();
    await page.clock.runFor(TYPING_SPEED_MS[service.receiveSpeed] * 5);
    await expect(intro).toHaveAttribute("data-typing", "true");
    // Scrolled away mid-sentence: the line is finished at once, not left half-typed.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(intro).toHaveAttribute("data-typing", "false");
    await expect(intro).toHaveText(service.receiveIntro);
    // …and coming back does not blank it again.
    await intro.scrollIntoViewIfNeeded();
    await page.clock.runFor(TYPING_SPEED_MS[service.receiveSpeed] * 5);
    await expect(intro).toHaveAttribute("data-typing", "false");
  });

  test.describe("reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("metrics and typed text are final at once", async ({ page }) => {
      await page.clock.install();
      await page.goto("/services/panels-sampling");
      await waitForHydration(page);
      await pauseClock(page);
      const dl = page.locator("dl").filter({ hasText: "Show rate" });
      await dl.scrollIntoViewIfNeeded();
      await page.clock.runFor(50);
      const values = metrics.filter(([path]) => path === "/services/panels-sampling");
      expect(values).toHaveLength(4);
      for (const [, , value] of values) {
        await expect(dl.getByText(value, { exact: true }).first()).toBeAttached();
      }
      await expect(dl.locator('[data-final="false"]')).toHaveCount(0);
      await page.getByRole("tab").nth(3).click();
      await expect(page.getByRole("tabpanel").locator("[data-typing]")).toHaveAttribute(
        "data-typing",
        "false",
      );
      await expect(page.locator('[data-typing="true"]')).toHaveCount(0);
    });
  });
});

test.describe("the specification's display-only metrics and reply promise, as rendered", () => {
  test.use({ reducedMotion: "reduce" });

  test("all sixteen metrics are on the service pages checked above", () => {
    // Each page's test shows its own, with their labels; together they are the sixteen.
    expect(metrics).toHaveLength(16);
    const paths = servicePages.map((s) => s.path);
    for (const [path, label] of metrics) expect(paths, label).toContain(path);
  });

  test("the contact page and the home page promise a reply within one business day", async ({
    page,
  }) => {
    await page.goto("/contact");
    await expect(page.getByRole("main")).toContainText("We reply within one business day.");
    await page.goto("/");
    await expect(page.getByRole("main")).toContainText(/replies within one business day/);
  });
});

test("a service page's odd count of figure tiles: one a row on a phone, pairs and one wide tile at 1440 px", async ({
  page,
}) => {
  // Decision 0921: no tile stretched under pairs on a phone, one tile a row with the figure
  // beside its label. Decision 0969: at 1440 px, beside the layers, two a row and the last one
  // across the row, so five tiles are not a column taller than the layers.
  const slug = SERVICES.map(([s]) => s).find(
    (s) => pagesCopy.servicePages[s].quality.metrics.length % 2 === 1,
  );
  if (!slug) throw new Error("no service page with an odd count of figures to check");
  const { quality } = pagesCopy.servicePages[slug];
  await page.goto(`/services/${slug}`);
  const tiles = page.getByRole("region", { name: quality.heading }).locator("dl > div");
  const count = quality.metrics.length;
  await expect(tiles).toHaveCount(count);
  const layout = async (width: number) => {
    await page.setViewportSize({ width, height: 900 });
    const boxes = await tiles.evaluateAll((all) =>
      all.map((tile) => {
        const box = tile.getBoundingClientRect();
        return { top: Math.round(box.top), width: Math.round(box.width) };
      }),
    );
    const rows = [...new Set(boxes.map((b) => b.top))].map(
      (top) => boxes.filter((b) => b.top === top).length,
    );
    return { widths: boxes.map((b) => b.width), rows };
  };
  const phone = await layout(390);
  expect(new Set(phone.widths).size, "390 px: tiles of one width").toBe(1);
  expect(phone.rows, "390 px: one tile a row").toEqual(Array(count).fill(1));
  const wide = await layout(1440);
  expect(wide.rows, "1440 px: pairs, then one").toEqual([...Array((count - 1) / 2).fill(2), 1]);
  const pair = wide.widths[0]!;
  expect(new Set(wide.widths.slice(0, -1)), "1440 px: the pairs of one width").toEqual(
    new Set([pair]),
  );
  // The last tile spans the row: two tiles' width and the gap between them.
  expect(wide.widths.at(-1)!).toBeGreaterThan(2 * pair);
});
