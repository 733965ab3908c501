import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { recordCspViolations } from "./page-helpers";
import { allPagePaths, pagePaths } from "./routes";

/**
 * Pages under the real headers of the embedded server (the CSP with per-page script hashes):
 * using their widgets must cause zero CSP violations; loading every built page without one is
 * checked by the page sweep (layout.spec.ts). Widgets are found by role (tabs, radios, toggles,
 * dropdowns), at least as many as each page is known to have.
 */

/** The map frame's origin cannot be reached here: answer it with an empty page. */
async function stubExternal(page: Page) {
  const own = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1").origin;
  await page.route(
    (url) => url.origin !== own && /^https?:$/.test(url.protocol),
    (route) =>
      route.request().resourceType() === "document"
        ? route.fulfill({
            status: 200,
            contentType: "text/html",
            body: "<!doctype html><title>stub</title>",
          })
        : route.abort("blockedbyclient"),
  );
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * Clicks every visible tab, radio and pressed-toggle in the main content (bounded); returns how
 * many controls it used.
 */
async function exerciseWidgets(page: Page) {
  const controls = page.locator(
    "main [role=tab], main [role=radio], main input[type=radio], main button[aria-pressed], main select",
  );
  const count = Math.min(await controls.count(), 40);
  let used = 0;
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    used += 1;
    if ((await control.evaluate((el) => el.tagName)) === "SELECT") {
      const values = await control
        .locator("option")
        .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      for (const value of values.slice(0, 13)) await control.selectOption(value);
    } else {
      await control.click();
    }
  }
  return used;
}

/**
 * Controls each page must offer the sweep (from the specification: four slides, four workflow
 * steps, twelve industries as tabs on wide screens and one dropdown on small ones, four
 * offices); pages not listed have none. A sweep that finds fewer fails.
 */
const WIDGETS_DESKTOP: Record<string, number> = {
  "/": 4,
  "/services/quantitative": 4,
  "/services/qualitative": 4,
  "/services/panels-sampling": 4,
  "/services/custom": 4,
  "/industries": 12,
  "/contact": 4,
};
const WIDGETS_MOBILE: Record<string, number> = { ...WIDGETS_DESKTOP, "/industries": 1 };
/**
 * Pages whose widgets are used under the policy: those with widgets, a Resource Center index,
 * an item and the calculator. Loading every built page without a violation is checked by the
 * page sweep (layout.spec.ts); the header's menus are one component on every page.
 */
const WIDGET_SWEEP_PATHS = [
  ...Object.keys(WIDGETS_DESKTOP),
  "/resources",
  // The sweeps' blog item (routes.ts), whichever it is.
  ...pagePaths.filter((p) => p.startsWith("/blog/")),
  "/tools/sample-size",
];

test.describe("Content-Security-Policy under the real headers", () => {
  test("pages are served with a hash-based policy, no unsafe script sources", async ({
    request,
  }) => {
    for (const path of allPagePaths) {
      const response = await request.get(path);
      const csp = response.headers()["content-security-policy"] ?? "";
      const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? "";
      expect(scriptSrc, path).toContain("'sha256-");
      // 'wasm-unsafe-eval' runs WebAssembly only, and only on /search (Pagefind; decision 0601).
      const allowed = path === "/search" ? scriptSrc.replace("'wasm-unsafe-eval'", "") : scriptSrc;
      expect(allowed, path).not.toMatch(/unsafe-inline|unsafe-eval/);
      // Every page allows the map's frames (and nothing else): a link to /contact keeps the
      // policy of the page it was followed from.
      expect(/frame-src ([^;]*)/.exec(csp)?.[1], path).toBe("https://www.google.com");
    }
  });

  test("the browser takes every security header without a console complaint", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto("/");
    await waitForHydration(page);
    // e.g. "Error with Permissions-Policy header: Unrecognized feature: 'bluetooth'."
    expect(messages.filter((m) => /policy|header/i.test(m))).toEqual([]);
  });

  test("the widget sweep visits pages of the site", () => {
    expect(pagePaths).toEqual(expect.arrayContaining(WIDGET_SWEEP_PATHS));
  });

  for (const path of WIDGET_SWEEP_PATHS) {
    test(`${path}: no CSP violation while loading and using its widgets`, async ({ page }) => {
      const violations = await recordCspViolations(page);
      await stubExternal(page);
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      await waitForHydration(page);
      await scrollThrough(page);

      // The Services mega menu (desktop).
      const services = page
        .getByRole("navigation", { name: "Main" })
        .getByRole("button", { name: "Services", exact: true });
      // Keyboard, not a click: a click races the menu's 80 ms hover-open on a busy machine.
      await services.focus();
      await page.keyboard.press("Enter");
      await expect(services).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Escape");
      expect(await exerciseWidgets(page), `${path}: controls used`).toBeGreaterThanOrEqual(
        WIDGETS_DESKTOP[path] ?? 0,
      );

      // Every frame on the page is the map, on the one allowed origin.
      for (const src of await page
        .locator("iframe")
        .evaluateAll((fs) => fs.map((f) => (f as HTMLIFrameElement).src))) {
        expect(new URL(src).origin, `${path}: iframe ${src}`).toBe("https://www.google.com");
      }

      expect(await violations()).toEqual({ events: [], console: [] });
    });
  }

  test("small screens: the mobile menu and the widgets behind it cause no violation", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const violations = await recordCspViolations(page);
    await stubExternal(page);
    for (const path of WIDGET_SWEEP_PATHS) {
      await page.goto(path);
      await waitForHydration(page);
      const toggle = page.getByRole("button", { name: "Open menu" });
      await toggle.click();
      await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
      // The open menu covers the page: close it before using the widgets behind it.
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      expect(await exerciseWidgets(page), `${path}: controls used`).toBeGreaterThanOrEqual(
        WIDGETS_MOBILE[path] ?? 0,
      );
      expect(await violations(), path).toEqual({ events: [], console: [] });
    }
  });

  test("/contact: selecting each office keeps the map on the allowed origin", async ({ page }) => {
    const violations = await recordCspViolations(page);
    await stubExternal(page);
    await page.goto("/contact");
    await waitForHydration(page);
    const offices = page.getByRole("radiogroup", { name: "Choose an office" }).getByRole("radio");
    await expect(offices, "the four offices of the spec").toHaveCount(4);
    await page.locator("[data-map-loaded]").scrollIntoViewIfNeeded();
    const map = page.locator("main iframe");
    for (let i = 0; i < 4; i++) {
      await offices.nth(i).click();
      await expect(offices.nth(i)).toBeChecked();
      await expect(map, "one map frame").toHaveCount(1);
      const src = await map.getAttribute("src");
      expect(new URL(src ?? "", "http://invalid").origin).toBe("https://www.google.com");
    }
    expect(await violations()).toEqual({ events: [], console: [] });
  });

  test("the policy blocks an injected inline script, and the listener sees it", async ({
    page,
    pageErrors,
  }) => {
    const violations = await recordCspViolations(page);
    await page.goto("/about");
    await waitForHydration(page);
    const ran = await page.evaluate(() => {
      const w = window as unknown as { __injected?: boolean };
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
      return w.__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).events.length).toBeGreaterThan(0);
    expect((await violations()).events[0]?.directive).toBe("script-src-elem");
    // Chromium also logs the refusal as a console error: expected here.
    pageErrors.splice(
      0,
      pageErrors.length,
      ...pageErrors.filter((e) => !e.includes("Content Security Policy")),
    );
  });
});
