import { axeViolations, expect, test, waitForHydration } from "./fixtures";
import { pauseClock, revealAll } from "./page-helpers";
import type { AboutData } from "../../app/content/schemas/about.ts";
import type { AssociationsData } from "../../app/content/schemas/associations.ts";
import { contentData } from "../content-data";

/** The specification's values reveal interval (section 9), written out. */
const VALUES_REVEAL_INTERVAL_MS = 550;

/** The specification's values, in order (section 2, /about). */
const valueNames = ["Precision", "Transparency", "Excellence"];

const about = contentData<AboutData>("about").aboutPage;

/**
 * The specification's seven associations, in its order: each logo's file, and the name and full
 * name a failed logo is replaced by (the full names are the data file's; the spec names the
 * bodies).
 */
const associations = contentData<AssociationsData>("associations").associations.map((a) => ({
  label: a.fullName ? `${a.name} — ${a.fullName}` : a.name,
  logo: a.logo,
}));

/** The logo wall's region, named by its heading. */
const ASSOCIATIONS_HEADING = about.associations.heading;

test.describe("/about", () => {
  test("shows hero, story, mission, vision, services, values, logos and banners", async ({
    page,
  }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(about.hero.heading);
    const { story, mission, vision } = about.hero;
    for (const h of [story.heading, mission.heading, vision.heading, "Our Values"]) {
      await expect(main.getByRole("heading", { level: 2, name: h })).toBeVisible();
    }
    await expect(
      main.getByRole("heading", { level: 2, name: about.servicesIntro.heading }),
    ).toBeVisible();
    for (const path of [
      "/services/quantitative",
      "/services/qualitative",
      "/services/panels-sampling",
      "/services/custom",
    ]) {
      await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    const wall = main.getByRole("region", { name: ASSOCIATIONS_HEADING }).getByRole("list");
    await expect(wall.getByRole("img")).toHaveCount(7);
    for (const a of associations) {
      await expect(wall.getByRole("img", { name: a.label })).toHaveAttribute("src", a.logo);
    }
    await expect(main.getByRole("link", { name: "See careers" })).toHaveAttribute(
      "href",
      "/careers",
    );
    await expect(main.getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("the prerendered HTML shows all three values", async ({ request }) => {
    const html = await (await request.get("/about")).text();
    for (const name of valueNames) expect(html).toContain(`>${name}</h3>`);
    expect(html).not.toContain('data-revealed="false"');
  });

  test("values are revealed one by one every 550 ms when scrolled into view", async ({ page }) => {
    await page.clock.install();
    await page.goto("/about");
    await waitForHydration(page);
    await pauseClock(page);
    const list = page.locator("ol").filter({ hasText: "Transparency" });
    const revealed = list.locator('li[data-revealed="true"]');
    await expect(revealed).toHaveCount(0);
    await list.scrollIntoViewIfNeeded();
    await expect(revealed).toHaveCount(1);
    await expect(revealed.first()).toContainText("Precision");
    await page.clock.runFor(VALUES_REVEAL_INTERVAL_MS - 20);
    await expect(revealed).toHaveCount(1);
    await page.clock.runFor(20);
    await expect(revealed).toHaveCount(2);
    await page.clock.runFor(VALUES_REVEAL_INTERVAL_MS - 20);
    await expect(revealed).toHaveCount(2);
    await page.clock.runFor(20);
    await expect(revealed).toHaveCount(3);
  });

  test.describe("reduced motion", () => {
    test.use({ reducedMotion: "reduce" });
    test("values are all shown at once", async ({ page }) => {
      await page.clock.install();
      await page.goto("/about");
      await waitForHydration(page);
      await pauseClock(page);
      const list = page.locator("ol").filter({ hasText: "Transparency" });
      await expect(list.locator('li[data-revealed="true"]')).toHaveCount(3);
      await list.scrollIntoViewIfNeeded();
      await expect(list.locator('li[data-revealed="true"]')).toHaveCount(3);
      for (const name of valueNames) await expect(list.getByText(name)).toBeVisible();
    });
  });

  test("blocked logo files are replaced by name and full name", async ({ page, pageErrors }) => {
    await page.route("**/logos/**", (route) => route.abort());
    await page.goto("/about");
    await waitForHydration(page);
    const wall = page.getByRole("region", { name: ASSOCIATIONS_HEADING }).getByRole("list");
    await wall.scrollIntoViewIfNeeded();
    await expect(wall.getByRole("img")).toHaveCount(0);
    for (const a of associations) {
      await expect(wall.getByText(a.label, { exact: true })).toBeVisible();
    }
    await expect(wall.getByText(associations[1]!.label)).toBeVisible();
    // The blocked files are the point of this test: drop their expected load errors.
    const unexpected = pageErrors.filter((e) => !e.includes("/logos/"));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });

  test("logos that failed before hydration fall back too", async ({ page, pageErrors }) => {
    // A tall window puts the wall on screen at once, so the files fail while the page loads.
    await page.setViewportSize({ width: 1440, height: 5000 });
    await page.route("**/logos/**", (route) => route.abort());
    await page.goto("/about");
    await waitForHydration(page);
    const wall = page.getByRole("region", { name: ASSOCIATIONS_HEADING }).getByRole("list");
    await expect(wall.getByRole("img")).toHaveCount(0);
    await expect(wall.getByText(associations[0]!.label, { exact: true })).toBeVisible();
    const unexpected = pageErrors.filter((e) => !e.includes("/logos/"));
    pageErrors.splice(0, pageErrors.length, ...unexpected);
  });

  test("the badges lay out in balanced rows at 320, 390, 1024 and 1440 px", async ({ page }) => {
    // Tiles of one width; every full row spans the wall from edge to edge and a short last row
    // is centred under them: no tile stretched across a row or left alone at an edge
    // (decisions 0919, 0921).
    await page.goto("/about");
    const wall = page.getByRole("region", { name: ASSOCIATIONS_HEADING }).getByRole("list");
    for (const width of [320, 390, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const { widths, rows } = await wall.evaluate((list) => {
        const edge = list.getBoundingClientRect();
        const byTop = new Map<number, { left: number; right: number; tiles: number }>();
        const widths: number[] = [];
        for (const tile of list.children) {
          const box = tile.getBoundingClientRect();
          widths.push(Math.round(box.width));
          const row = byTop.get(Math.round(box.top)) ?? {
            left: box.left,
            right: box.right,
            tiles: 0,
          };
          byTop.set(Math.round(box.top), {
            left: Math.min(row.left, box.left),
            right: Math.max(row.right, box.right),
            tiles: row.tiles + 1,
          });
        }
        const rows = [...byTop.values()].map((row) => ({
          tiles: row.tiles,
          gapLeft: Math.round(row.left - edge.left),
          gapRight: Math.round(edge.right - row.right),
        }));
        return { widths, rows };
      });
      expect(rows.length, `${width} px`).toBeGreaterThan(0);
      expect(new Set(widths).size, `${width} px: tiles of one width`).toBe(1);
      const [first, last] = [rows[0]!, rows.at(-1)!];
      for (const row of rows.slice(0, -1)) {
        expect(row, `${width} px`).toEqual({ tiles: first.tiles, gapLeft: 0, gapRight: 0 });
      }
      expect(last.tiles, `${width} px`).toBeLessThanOrEqual(first.tiles);
      expect(
        Math.abs(last.gapLeft - last.gapRight),
        `${width} px: last row centred`,
      ).toBeLessThanOrEqual(1);
    }
  });

  // With the logos shown, the page is scanned at both widths by the sweep in a11y.spec.ts.
  for (const width of [1440, 390]) {
    test(`no axe violation at ${width} px with the logos replaced by text`, async ({
      page,
      pageErrors,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await page.route("**/logos/**", (route) => route.abort());
      await page.goto("/about");
      await waitForHydration(page);
      await revealAll(page);
      await expect(page.locator("[data-logo-fallback]")).toHaveCount(7);
      expect(await axeViolations(page)).toEqual([]);
      const unexpected = pageErrors.filter((e) => !e.includes("/logos/"));
      pageErrors.splice(0, pageErrors.length, ...unexpected);
    });
  }
});
