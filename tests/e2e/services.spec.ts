import { servicePageChrome, servicePages } from "../../app/content/service-pages";
import { services } from "../../app/content/services";
import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { pauseClock, revealAll } from "./page-helpers";

/** The specification's typing speeds (section 9), written out. */
const TYPING_SPEED_MS = { fast: 18, medium: 26, slow: 35 };

const decode = (html: string) =>
  html
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

test.describe("/services", () => {
  test("is a list of four cards linking to the service pages", async ({ page }) => {
    await page.goto("/services");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const list = page.getByRole("region", { name: "Our four services" });
    for (const s of services) {
      await expect(list.getByRole("link", { name: s.title })).toHaveAttribute("href", s.path);
    }
    await list.getByRole("link", { name: "Panels & Sampling" }).click();
    await expect(page).toHaveURL("/services/panels-sampling");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      servicePages["panels-sampling"].hero.title,
    );
  });

  for (const width of [1440, 390]) {
    test(`has no axe violation at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/services");
      await waitForHydration(page);
      await revealAll(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

for (const summary of services) {
  const content = servicePages[summary.slug];
  test.describe(summary.path, () => {
    test("shows every section with its heading and banners", async ({ page }) => {
      await page.goto(summary.path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.hero.title);
      const main = page.getByRole("main");
      for (const heading of [
        content.highlight.statement,
        content.workflow.heading,
        content.approach.heading,
        content.quality.heading,
        content.receive.heading,
        servicePageChrome.resourcesBanner.title,
        servicePageChrome.contactBanner.title,
      ]) {
        await expect(main.getByRole("heading", { level: 2, name: heading })).toHaveCount(1);
      }
      for (const pill of content.highlight.pills) {
        await expect(main.getByText(pill, { exact: true })).toBeVisible();
      }
      await expect(main.getByRole("tab")).toHaveCount(4);
      for (const card of content.approach.cards) {
        await expect(main.getByRole("heading", { level: 3, name: card.title })).toBeVisible();
      }
      for (const item of content.receive.items) {
        await expect(main.getByRole("heading", { level: 3, name: item.title })).toBeAttached();
      }
      await expect(
        main.getByRole("link", { name: servicePageChrome.resourcesBanner.cta.label }),
      ).toHaveAttribute("href", "/resources");
      await expect(
        main.getByRole("link", { name: servicePageChrome.contactBanner.cta.label }),
      ).toHaveAttribute("href", "/contact");
    });

    test("the prerendered HTML holds final metric values and the full typed text", async ({
      request,
    }) => {
      const html = decode(await (await request.get(summary.path)).text());
      for (const m of content.quality.metrics) {
        expect(html).toContain(m.label);
        expect(html).toContain(m.value);
      }
      expect(html).toContain(content.highlight.statement);
      expect(html).toContain(content.receive.intro);
      for (const step of content.workflow.steps) expect(html).toContain(step.summary);
    });

    for (const width of [1440, 390]) {
      test(`no axe violation at ${width} px, in each workflow tab`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(summary.path);
        await waitForHydration(page);
        await revealAll(page);
        expect(await axeViolations(page), "default state").toEqual([]);
        const tabs = page.getByRole("tab");
        for (let i = 1; i < 4; i++) {
          await tabs.nth(i).click();
          await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
          // Let the tabs' colour transition finish before measuring contrast.
          await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0);
          expect(
            await axeViolations(page, "[role=tablist] + div, [role=tablist]"),
            `tab ${i}`,
          ).toEqual([]);
        }
      });
    }
  });
}

test.describe("workflow tabs with the keyboard", () => {
  const steps = servicePages.quantitative.workflow.steps;

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
    await expect(page.getByRole("tabpanel")).toContainText(steps[1].title);
    await page.keyboard.press("ArrowRight"); // not this orientation's key
    await expect(tab(1)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(tab(3)).toHaveAttribute("aria-selected", "true"); // wrapped
    await page.keyboard.press("Home");
    await expect(tab(0)).toBeFocused();
    await page.keyboard.press("End");
    await expect(tab(3)).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText(steps[3].title);
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
    const drawn = value.locator('[aria-hidden="true"]');
    await expect(drawn).toHaveText("≥85%");
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
    // Screen readers only ever get the final value.
    await expect(value.locator(".sr-only")).toHaveText("≥85%");
  });

  test("a chosen step's summary is typed in at 18 ms per character", async ({ page }) => {
    const step = servicePages.qualitative.workflow.steps[2];
    await page.clock.install();
    await page.goto("/services/qualitative");
    await waitForHydration(page);
    await pauseClock(page);
    await page.getByRole("tab", { name: new RegExp(`^${step.label}`) }).click();
    const typed = page.getByRole("tabpanel").locator("[data-typing]");
    const visible = typed.locator('> [aria-hidden="true"]');
    await expect(typed).toHaveAttribute("data-typing", "true");
    await page.clock.runFor(TYPING_SPEED_MS.fast * 10);
    await expect
      .poll(async () => (await visible.evaluate((el) => el.firstChild?.textContent ?? "")).length)
      .toBeGreaterThanOrEqual(9);
    await expect(typed.locator(".sr-only")).toHaveText(step.summary);
    await page.clock.runFor(TYPING_SPEED_MS.fast * step.summary.length);
    await expect(typed).toHaveAttribute("data-typing", "false");
    await expect(visible).toHaveText(step.summary);
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
      for (const m of servicePages["panels-sampling"].quality.metrics) {
        await expect(dl.getByText(m.value, { exact: true }).first()).toBeAttached();
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

  // Section 9 of the specification: sixteen figures, each shown beside its label on the
  // service page it belongs to. Written out here, never read from app/content.
  const metrics: [path: string, label: RegExp, value: string][] = [
    ["/services/qualitative", /^Show rate$/, "≥85%"],
    ["/services/qualitative", /^Transcript turnaround$/, "<24 h"],
    ["/services/qualitative", /^Inter-coder κ$/, "≥0.80"],
    ["/services/qualitative", /^IDI length$/, "35–60 min"],
    ["/services/quantitative", /^Incidence$/, "~25–40%"],
    ["/services/quantitative", /^Completion$/, "≥90%"],
    ["/services/quantitative", /^Median interview$/, "7–12 min"],
    ["/services/quantitative", /^Records passing QC$/, "≥95%"],
    ["/services/quantitative", /^Sampling error at n=1000$/, "±3.1%"],
    ["/services/panels-sampling", /^Show rate$/, "≥90%"],
    ["/services/panels-sampling", /^Fail-and-replace buffer$/, "5–12%"],
    ["/services/panels-sampling", /^IR delta trigger$/, "±5pp"],
    ["/services/panels-sampling", /^QC removal SLA$/, "<12 h"],
    ["/services/custom", /^Design effect$/, "1.10–1.35"],
    ["/services/custom", /^Topline turnaround$/, "<72 h"],
    ["/services/custom", /^Consent retention$/, "30–90 days"],
  ];

  test("all sixteen metrics are shown with their labels", async ({ page }) => {
    expect(metrics).toHaveLength(16);
    const shown: string[] = [];
    for (const path of [...new Set(metrics.map(([p]) => p))]) {
      await page.goto(path);
      await waitForHydration(page);
      const pairs = await page
        .locator("main dl > div")
        .evaluateAll((items) =>
          items.map((item) => [
            item.querySelector("dt")?.textContent?.trim() ?? "",
            item.querySelector("dd")?.textContent?.trim() ?? "",
          ]),
        );
      for (const [, label, value] of metrics.filter(([p]) => p === path)) {
        const pair = pairs.find(([dt]) => label.test(dt ?? ""));
        expect(pair, `${path}: ${label}`).toBeDefined();
        expect(pair?.[1], `${path}: ${label}`).toContain(value);
        shown.push(value);
      }
    }
    expect(shown).toHaveLength(16);
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
