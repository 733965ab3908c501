import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { stubMaps } from "./page-helpers";
import { allPagePaths } from "./routes";

/**
 * Decision 0501, point 2 (module deferral), on the real build: the page's modules are requested
 * only one frame after the first contentful paint (not waiting for the load event), at the
 * visitor's first tap or key, or by a 3 s deadline, and each once. The first frame itself:
 * first-frame.spec.ts; what a visitor does before hydration is kept: before-hydration.spec.ts.
 *
 * The page's clock is stopped from the start, so neither the deadline nor the frame after the
 * paint can start the modules unless the test moves time on.
 */

/** Decision 0501's deadline: modules start 3 s after the page's script ran. */
const HYDRATION_DEADLINE_MS = 3000;

/** The page's own JavaScript modules: everything the build writes as /assets/*.js. */
const MODULE = /^\/assets\/.+\.js$/;

/** Records the path of every module the page requests, in order. */
function recordModules(page: Page) {
  const requested: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (MODULE.test(pathname)) requested.push(pathname);
  });
  return requested;
}

/** Holds every image and font (they hold the load event) until `release()`. */
async function holdLoad(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(
    () => true,
    (route) => {
      const type = route.request().resourceType();
      if (released || (type !== "image" && type !== "font")) return route.continue();
      held.push(route);
    },
  );
  return {
    held,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

/** Installs the page clock stopped, before the page exists: timers and frames wait for the test. */
async function stopClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  // The first contentful paint, recorded by the browser whatever the page's clock says.
  await page.addInitScript(() => {
    const w = window as unknown as { __fcp: boolean };
    w.__fcp = false;
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) w.__fcp = true;
    }).observe({ type: "paint", buffered: true });
  });
}

async function firstContentfulPaint(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __fcp: boolean }).__fcp))
    .toBe(true);
}

/** A point on the top bar with nothing under it that takes focus or acts on a press. */
async function pointTakingNoFocus(page: Page) {
  const point = await page.locator("header").evaluate((header) => {
    const box = header.getBoundingClientRect();
    const y = box.top + box.height / 2;
    for (let x = box.left + 2; x < box.right; x += 8) {
      const hit = document.elementFromPoint(x, y);
      if (hit && header.contains(hit) && !hit.closest("a, button, input, select, [tabindex]"))
        return { x, y };
    }
    return null;
  });
  expect(point, "a bare spot on the top bar").not.toBeNull();
  return point!;
}

const isLoaded = (page: Page) => page.evaluate(() => document.readyState === "complete");

/** Each module once: a module requested twice (a preload and an import that missed it) fails. */
function expectEachOnce(requested: string[]) {
  expect(requested.length, "modules requested").toBeGreaterThanOrEqual(5);
  expect(requested.filter((path, i) => requested.indexOf(path) !== i)).toEqual([]);
  expect(requested.some((path) => path.startsWith("/assets/entry.client-"))).toBe(true);
}

/** Per page, a widget that works only once React has hydrated it. */
const pages: { path: string; widgetWorks: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    async widgetWorks(page) {
      await page.getByRole("button", { name: "Slide 4: Real-Time Results" }).click();
      await expect(
        page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])'),
      ).toHaveAttribute("aria-label", "4 of 4");
    },
  },
  {
    path: "/contact",
    async widgetWorks(page) {
      // The map frame is mounted by React when its box comes into view.
      const area = page.locator("[data-map-loaded]");
      await area.scrollIntoViewIfNeeded();
      await expect(page.locator("iframe")).toHaveCount(1);
      await page.getByRole("radio", { name: /Dubai/ }).check();
      await expect(page.locator("iframe")).toHaveAttribute("src", /Dubai/);
    },
  },
  {
    path: "/services/qualitative",
    async widgetWorks(page) {
      const tabs = page.getByRole("tablist", { name: "Qualitative workflow" }).getByRole("tab");
      await tabs.first().focus();
      await page.keyboard.press("ArrowDown");
      await expect(tabs.nth(1)).toBeFocused();
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
    },
  },
];

for (const { path, widgetWorks } of pages) {
  test.describe(path, () => {
    test("no module is requested before the first paint; then the page hydrates, each module once", async ({
      page,
    }) => {
      const requested = recordModules(page);
      await stubMaps(page);
      await stopClock(page);
      await page.goto(path); // waits for load
      await firstContentfulPaint(page);
      expect(requested, "modules requested by the first paint").toEqual([]);
      // One frame after it, the modules start.
      await page.clock.runFor(100);
      await expect.poll(() => requested.length).toBeGreaterThan(0);
      await page.clock.resume();
      await waitForHydration(page);
      await widgetWorks(page);
      expectEachOnce(requested);
    });

    for (const input of ["pointerdown", "keydown"] as const) {
      test(`a ${input} after the first paint starts the modules at once`, async ({ page }) => {
        const requested = recordModules(page);
        await stubMaps(page);
        const load = await holdLoad(page);
        await stopClock(page);
        await page.goto(path, { waitUntil: "commit" });
        await firstContentfulPaint(page);
        expect(load.held.length, "images or fonts held").toBeGreaterThan(0);
        expect(requested).toEqual([]);
        if (input === "pointerdown") {
          // A press that moves no focus (a press in <main> focuses it, and focusin would start
          // the modules too): on the top bar's background.
          const { x, y } = await pointTakingNoFocus(page);
          await page.mouse.move(x, y);
          await page.mouse.down();
          await page.mouse.up();
        } else {
          await page.keyboard.press("Shift");
        }
        expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
        // The clock has not moved (no frame, no deadline): only the input can have started them.
        await expect.poll(() => requested.length).toBeGreaterThan(0);
        await load.release();
        await page.clock.resume();
        await waitForHydration(page);
        await widgetWorks(page);
        expectEachOnce(requested);
      });
    }
  });
}

test("/: with an image still loading, the modules start one frame after the first paint", async ({
  page,
}) => {
  const requested = recordModules(page);
  const load = await holdLoad(page);
  await stopClock(page);
  await page.goto("/", { waitUntil: "commit" });
  await firstContentfulPaint(page);
  expect(load.held.length, "images or fonts held").toBeGreaterThan(0);
  expect(requested).toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  expect(await isLoaded(page), "load has not come").toBe(false);
  await load.release();
  await page.clock.resume();
  await waitForHydration(page);
  expectEachOnce(requested);
});

test("/: when no paint is seen (a tab opened in the background), the deadline starts the modules at 3 s", async ({
  page,
}) => {
  const requested = recordModules(page);
  await stopClock(page);
  // The page's paint observer never reports: as in a tab that has not been shown.
  await page.addInitScript(() => {
    PerformanceObserver.prototype.observe = () => undefined;
  });
  await page.goto("/");
  await page.clock.runFor(HYDRATION_DEADLINE_MS - 1);
  expect(requested).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(() => requested.length).toBeGreaterThan(0);
  await page.clock.resume();
  await waitForHydration(page);
  expectEachOnce(requested);
});

test("every built page carries the rewritten module script, not React Router's own", async ({
  request,
}) => {
  const paths = [...allPagePaths, "/404"];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    // React Router's hints and its async module script with static imports are gone.
    expect(html, path).not.toContain('rel="modulepreload"');
    const modules = [...html.matchAll(/<script type="module"([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(modules, `${path}: one module script`).toHaveLength(1);
    const [, attributes, code] = modules[0]!;
    expect(attributes, path).toBe("");
    expect(code, `${path}: no static import`).not.toMatch(/(^|[;}\s])import\s*["'`*{]/);
    // It imports the entry and listens for the visitor's first tap and key.
    expect(code, path).toMatch(/import\(\s*["'`]\/assets\/entry\.client-[^"'`]+\.js["'`]\s*\)/);
    expect(code, path).toContain("pointerdown");
    expect(code, path).toContain("keydown");
    expect(code, path).toContain("first-contentful-paint");
  }
  expect(paths.length).toBeGreaterThan(90);
});
