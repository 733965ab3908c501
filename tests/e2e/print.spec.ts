import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/**
 * Printing (decision 0530): the whole page as read, before or after scrolling. Asserted in print
 * media (page.emulateMedia), where the browser lays the page out as it prints it, and printed to
 * a PDF once per page (page.pdf, Chromium only).
 */

// The specification's URLs (section 2, Resources items) and /about.
const PRINTED = [
  "/resources/case-studies/pricing-reframe",
  "/resources/panel-books/us-consumer",
  "/about",
];

/** What a printed sheet would show of the page, read in the current media. */
function printedState(page: Page) {
  return page.evaluate(() => {
    const shown = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === "none" || Number(style.opacity) < 0.99) return false;
      }
      return getComputedStyle(el).visibility !== "hidden";
    };
    const faded = (el: Element) => {
      const style = getComputedStyle(el);
      return Number(style.opacity) < 0.99 || style.transform !== "none";
    };
    // Sections that fade in on scroll (Reveal) and items revealed one by one (Our Values).
    const revealing = [...document.querySelectorAll(".reveal-pending, [data-revealed]")];
    return {
      revealing: revealing.length,
      hiddenSections: revealing.filter(faded).map((el) => el.id || el.textContent!.slice(0, 40)),
      controls: [...document.querySelectorAll("button, [role=search], nav")]
        .filter((el) => !el.closest("main") || el.matches("button, [role=search]"))
        .filter(shown)
        .map((el) => el.getAttribute("aria-label") ?? el.textContent!.trim().slice(0, 40)),
      header: shown(document.querySelector("body > header, header")!),
      footer: shown(document.querySelector("footer")!),
      uncut: [...document.querySelectorAll("main .chart, main table")].map(
        (el) => `${el.tagName.toLowerCase()}: ${getComputedStyle(el).breakInside}`,
      ),
      clipped: [...document.querySelectorAll("main .md-table, main .chart-table")].filter(
        (el) => getComputedStyle(el).overflowX !== "visible",
      ).length,
    };
  });
}

test.describe("Print", () => {
  for (const path of PRINTED) {
    test(`${path} prints every section, no controls, charts and tables whole, before scrolling`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const onScreen = await printedState(page);
      await page.emulateMedia({ media: "print" });
      const printed = await printedState(page);
      expect(printed.hiddenSections).toEqual([]);
      expect(printed.controls).toEqual([]);
      expect(printed.header).toBe(false);
      expect(printed.footer).toBe(false);
      expect(printed.clipped).toBe(0);
      for (const part of printed.uncut) expect(part).toMatch(/: avoid$/);
      // Not a sweep over nothing: an item page has charts or tables; on /about, sections still
      // waited to be revealed on screen.
      if (path === "/about") expect(onScreen.hiddenSections.length).toBeGreaterThan(0);
      else expect(printed.uncut.length).toBeGreaterThan(0);
      const pdf = await page.pdf({ format: "A4", printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // Printing loads what waited to load lazily (the logo wall): no empty box on paper.
      const images = await page
        .locator("main img")
        .evaluateAll((imgs) =>
          imgs.map(
            (img) =>
              (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
          ),
        );
      expect(images).not.toContain(false);
    });
  }

  test("after scrolling to the end, /about still prints every section", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.keyboard.press("End");
    await page.emulateMedia({ media: "print" });
    expect((await printedState(page)).hiddenSections).toEqual([]);
  });

  test("the stats band prints its final figures, counted or not", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const stats = page.getByTestId("stat-value");
    // Scrolled until the band's top edge just shows: near the view, the count waits at 0 on
    // screen until the band is in view (decision 0100).
    await stats.first().evaluate((el) => {
      const band = el.closest("section")!;
      const top = band.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight + 20);
    });
    await expect(stats.first()).toContainText("0");
    await page.emulateMedia({ media: "print" });
    const printed = await stats.evaluateAll((els) =>
      els.map((el) =>
        [...el.children]
          .filter((child) => getComputedStyle(child).visibility !== "hidden")
          .map((child) => child.getAttribute("data-text") ?? child.textContent)
          .join(""),
      ),
    );
    expect(printed).toEqual(["27+", "12+", "18", "98%"]);
  });
});
