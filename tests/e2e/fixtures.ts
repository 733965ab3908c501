import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * `test` with a page that records uncaught errors and console errors; every test fails if
 * the page threw or logged an error (hydration mismatches included) unless it opts out.
 */
export const test = base.extend<{ pageErrors: string[]; pageHealthOnFailure: void }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (err) => errors.push(`pageerror: ${err.message}`));
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        // A 404 page's own document status is reported by Chromium as a failed load: expected.
        const isOwnDocument404 =
          msg.text().startsWith("Failed to load resource") && msg.location().url === page.url();
        if (!isOwnDocument404) errors.push(`console.error: ${msg.text()} (${msg.location().url})`);
      });
      await use(errors);
      expect(errors, "uncaught errors or console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
  // Rare CI failures waited on a page that stopped answering (a tab never "stable", a screenshot
  // run out of time) and never reproduced here: a failed test says what its page still did.
  pageHealthOnFailure: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus || page.isClosed()) return;
      testInfo.annotations.push({ type: "page health", description: await pageHealth(page) });
    },
    { auto: true },
  ],
});

/**
 * Whether the page's script still runs and whether it still gets animation frames, and whether
 * frames come back once the page is brought to the front. Each question gets 2 s.
 */
async function pageHealth(page: Page) {
  const answer = (question: Promise<string>) =>
    Promise.race([
      question.catch((error: Error) => `error: ${error.message.split("\n")[0]}`),
      new Promise<string>((resolve) => setTimeout(() => resolve("no answer in 2 s"), 2_000)),
    ]);
  const nextFrame = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const asked = performance.now();
          requestAnimationFrame(() => resolve(`in ${Math.round(performance.now() - asked)} ms`));
        }),
    );
  const script = await answer(
    page.evaluate(
      () =>
        `${document.visibilityState}, hydrated ${document.documentElement.dataset.hydrated ?? "no"}`,
    ),
  );
  const frame = await answer(nextFrame());
  await answer(page.bringToFront().then(() => ""));
  const frameAfterFront = await answer(nextFrame());
  return `script: ${script}; frame: ${frame}; frame after bringToFront: ${frameAfterFront}`;
}

export { expect };

/**
 * Axe with WCAG 2.x A/AA, best-practice and experimental rules; returns the violations. Third-party frames
 * are left out: the embedded map on /contact is not the site's markup, and offline it shows
 * Chromium's own error page.
 */
export async function axeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags([
      "wcag2a",
      "wcag2aa",
      "wcag21a",
      "wcag21aa",
      "wcag22aa",
      "best-practice",
      // Off by default in axe; Lighthouse runs some of them (label-content-name-mismatch).
      "experimental",
    ])
    .exclude("iframe[src^='http']")
    // axe.run in the page itself: the default mode opens a blank page for every scan to
    // combine frames' results, which costs most of a scan, and the only frame is excluded.
    .setLegacyMode(true)
    // Violations in full; passes and the rest one node each: a third less time per scan.
    .options({ resultTypes: ["violations"] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
  }));
}

/** Waits until React has hydrated the page (root.tsx sets data-hydrated on <html>). */
export async function waitForHydration(page: Page) {
  // Hydration takes under a second here; 30 s means it never came, and says so by name.
  await expect(page.locator("html"), "the page hydrated").toHaveAttribute("data-hydrated", "true", {
    timeout: 30_000,
  });
}

/**
 * Accepts every alert the page opens and returns the list of their messages. A message is
 * recorded only once the alert is closed, so a test never moves on (or reloads) with an alert
 * still open. Chromium sometimes closes an alert itself before the accept arrives (twice in CI,
 * as "No dialog is showing"): the alert was shown and is gone, which is all a test asks.
 */
export function acceptedAlerts(page: Page): string[] {
  const messages: string[] = [];
  page.on("dialog", async (dialog) => {
    await dialog.accept().catch((error: unknown) => {
      if (!String(error).includes("No dialog is showing")) throw error;
    });
    messages.push(dialog.message());
  });
  return messages;
}
