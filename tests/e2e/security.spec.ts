import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { recordCspViolations } from "./page-helpers";
import { allPagePaths } from "./routes";

/**
 * Pages under the real headers of the embedded server (the CSP with per-page script hashes).
 * Using the pages' widgets causes no violation: Chromium logs every refusal as a console error,
 * which fails any browser test (fixtures.ts), so the axe sweep (a11y.spec.ts), which opens the
 * menus and uses every tab, dropdown, toggle and form of every kind of page under these headers,
 * checks it; loading every built page without one is checked by the page sweep
 * (layout.spec.ts). Here: the headers themselves, the map's origin, and that a refusal is seen.
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

  test("the policy blocks an injected inline script; the listener and the console check see it", async ({
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
    // Chromium also logs the refusal as a console error, which fails every other browser test
    // (fixtures.ts): what lets the axe sweep stand for a sweep of widgets under the policy.
    await expect
      .poll(() => pageErrors.filter((e) => e.includes("Content Security Policy")).length)
      .toBeGreaterThan(0);
    pageErrors.splice(
      0,
      pageErrors.length,
      ...pageErrors.filter((e) => !e.includes("Content Security Policy")),
    );
  });
});
