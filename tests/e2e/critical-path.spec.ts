import type { Page, Route } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { stubMaps } from "./page-helpers";
import { allPagePaths } from "./routes";

/**
 * Decision 0501 on the real build: the page's modules are asked for once the stylesheet has
 * arrived (not while the first paint still waits for it), all at once (one round, not one per
 * level of imports), each once; the page then hydrates. The first frame itself:
 * first-frame.spec.ts; what a visitor does before hydration is kept: before-hydration.spec.ts.
 */

/** The page's own JavaScript: every module the build writes is an /assets/*.js file. */
const MODULE = /^\/assets\/.+\.js$/;
const STYLESHEET = /^\/assets\/.+\.css$/;

/** The module script right after the stylesheet and the modules it asks for. */
const PRELOAD_SCRIPT =
  /<link rel="stylesheet" href="[^"]+"\/><script type="module">([^<]*)<\/script>/;
const listedModules = (html: string) =>
  [...(PRELOAD_SCRIPT.exec(html)?.[1] ?? "").matchAll(/\/assets\/[^"'`]+\.js/g)].map((m) => m[0]);

/**
 * Holds the stylesheet and then every module until each is released, and records each request's
 * path in the order the page made them.
 */
async function holdStylesheetAndModules(page: Page) {
  const requested: string[] = [];
  const held = { stylesheet: [] as Route[], modules: [] as Route[] };
  const released = { stylesheet: false, modules: false };
  await page.route(
    (url) => STYLESHEET.test(url.pathname) || MODULE.test(url.pathname),
    (route) => {
      const { pathname } = new URL(route.request().url());
      requested.push(pathname);
      const kind = STYLESHEET.test(pathname) ? "stylesheet" : "modules";
      if (released[kind]) return route.continue();
      held[kind].push(route);
    },
  );
  const release = (kind: keyof typeof held) => {
    released[kind] = true;
    return Promise.all(held[kind].splice(0).map((r) => r.continue()));
  };
  return {
    requested,
    modules: () => requested.filter((path) => MODULE.test(path)),
    releaseStylesheet: () => release("stylesheet"),
    releaseModules: () => release("modules"),
  };
}

/** Per page, a widget that works only once React has hydrated it. */
const pages: { path: string; widgetWorks: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    async widgetWorks(page) {
      await page.getByRole("link", { name: "Slide 4: Real-Time Results" }).click();
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
  test(`${path}: no module while the stylesheet is on its way; then all at once, each once, and the page hydrates`, async ({
    page,
    request,
  }) => {
    const listed = listedModules(await (await request.get(path)).text());
    expect(listed.length, "modules the page lists").toBeGreaterThanOrEqual(5);
    await stubMaps(page);
    const net = await holdStylesheetAndModules(page);
    const fonts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font") fonts.push(r.url());
    });
    await page.goto(path, { waitUntil: "commit" });
    // The head has been read (the stylesheet and the font preloads next to it are asked for),
    // and nothing has asked for a module.
    await expect.poll(() => net.requested.some((p) => STYLESHEET.test(p))).toBe(true);
    await expect.poll(() => fonts.length).toBeGreaterThanOrEqual(2);
    expect(net.modules(), "modules asked for before the stylesheet arrived").toEqual([]);

    await net.releaseStylesheet();
    // Every module the top needs is asked for while none has arrived yet (all are held): one
    // round, not one per level of imports.
    await expect.poll(() => listed.filter((href) => !net.modules().includes(href))).toEqual([]);

    await net.releaseModules();
    await waitForHydration(page);
    await widgetWorks(page);
    const modules = net.modules();
    expect(
      modules.filter((p, i) => modules.indexOf(p) !== i),
      "modules asked for twice",
    ).toEqual([]);
  });
}

test("every built page asks for its modules from a module script after the stylesheet, and each listed module is served", async ({
  request,
}) => {
  const paths = [...allPagePaths, "/404"];
  const served = new Map<string, number>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    // React Router's hints would be fetched with the stylesheet: gone.
    expect(html, path).not.toContain('rel="modulepreload"');
    // No classic script after the stylesheet in the head: it would stop the parser until the
    // stylesheet has arrived.
    const head = html.slice(0, html.indexOf("</head>"));
    const afterStylesheet = head.slice(head.indexOf('<link rel="stylesheet"'));
    expect(afterStylesheet, path).not.toMatch(
      /<script(?![^>]*type="(?:module|application\/ld\+json)")[^>]*>/,
    );
    const listed = listedModules(html);
    expect(
      listed.some((href) => href.startsWith("/assets/entry.client-")),
      path,
    ).toBe(true);
    expect(
      listed.some((href) => href.startsWith("/assets/framework-")),
      path,
    ).toBe(true);
    // React Router's own module script, which imports the entry, is left as it is.
    expect(html, path).toMatch(
      /<script type="module" async="">[^<]*import\("\/assets\/entry\.client-[^"]+\.js"\)/,
    );
    for (const href of listed)
      if (!served.has(href)) served.set(href, (await request.get(href)).status());
  }
  expect(paths.length).toBeGreaterThan(90);
  expect([...served].filter(([, status]) => status !== 200)).toEqual([]);
});
