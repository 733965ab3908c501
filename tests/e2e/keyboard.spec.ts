import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { stubMapLoaded, stubMaps } from "./page-helpers";
import { pagePaths } from "./routes";

/**
 * Keyboard-only journeys: every interactive element is reached with Tab (and back with
 * Shift+Tab), focus is always visible, the skip link works, and each widget is operated with
 * Enter, Space, arrows and Escape. Widgets are found by role, so later sections are covered.
 */

interface FocusStop {
  key: string;
  tag: string;
  name: string;
  indicator: string;
}

/**
 * In the page: describes the focused element (identity, and whether it shows a focus
 * indicator), or, with `record`, starts logging that description each time focus lands, so a
 * walk of a hundred Tab presses reads the page once instead of after every press.
 */
function focusProbe(mode: "now" | "record"): FocusStop | null {
  const describe = (): FocusStop | null => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    if (!el.dataset.kbdKey) el.dataset.kbdKey = Math.random().toString(36).slice(2);
    const ownIndicator = (node: Element) => {
      const style = getComputedStyle(node);
      if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) {
        return `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`;
      }
      return style.boxShadow !== "none" ? `box-shadow ${style.boxShadow}` : "";
    };
    // A stretched link (card pattern) may draw its focus ring on the card around it: accept an
    // ancestor's outline or ring-shaped box-shadow (0 0 0 Npx) that applies while focus is within.
    const ancestorIndicator = () => {
      let node = el.parentElement;
      for (let depth = 0; node && depth < 6; depth++, node = node.parentElement) {
        if (!node.matches(":focus-within")) break;
        const style = getComputedStyle(node);
        if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) {
          return `ancestor outline ${style.outlineWidth}`;
        }
        if (/0px 0px 0px [1-9]/.test(style.boxShadow)) return `ancestor ring ${style.boxShadow}`;
      }
      return "";
    };
    return {
      key: el.dataset.kbdKey,
      tag: el.tagName.toLowerCase(),
      name: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 50),
      indicator: ownIndicator(el) || ancestorIndicator(),
    };
  };
  if (mode === "now") return describe();
  const log: FocusStop[] = [];
  (window as unknown as { focusLog: FocusStop[] }).focusLog = log;
  const record = () => {
    const stop = describe();
    if (stop) log.push(stop);
  };
  // Focus has landed when focusin fires (styles such as :focus-visible already apply). Focus
  // moving into the contact map's cross-origin frame fires no focusin here: the page's window
  // loses focus to the frame's, with the frame element as the active element.
  document.addEventListener("focusin", record, true);
  window.addEventListener("blur", () => {
    if (document.activeElement instanceof HTMLIFrameElement) record();
  });
  return null;
}

const focused = (page: Page) => page.evaluate(focusProbe, "now" as const);

/**
 * Presses Tab until focus has gone round the page (it comes back to a stop it has seen), at
 * most `limit` times, and returns the stops in order, each once.
 */
async function tabRound(page: Page, firstBatch: number, limit: number): Promise<FocusStop[]> {
  await page.evaluate(focusProbe, "record" as const);
  let log: FocusStop[] = [];
  for (let pressed = 0; pressed < limit;) {
    const batch = Math.min(limit - pressed, pressed === 0 ? firstBatch : 10);
    for (let i = 0; i < batch; i++) await page.keyboard.press("Tab");
    pressed += batch;
    log = await page.evaluate(() => (window as unknown as { focusLog: FocusStop[] }).focusLog);
    const seen = log;
    const repeat = seen.findIndex(
      (stop, i) => i > 1 && seen.slice(0, i).some((s) => s.key === stop.key),
    );
    if (repeat >= 0) return seen.slice(0, repeat);
  }
  return log;
}

/** Keys of the elements a keyboard user must be able to reach on the page as it is now. */
async function reachableKeys(page: Page): Promise<{ key: string; name: string }[]> {
  return page.evaluate(() => {
    const selector =
      "a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex='-1'])";
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => {
        if (el.tabIndex < 0 || el.closest("[inert], [hidden], [aria-hidden=true]")) return false;
        // Not rendered at all (itself or an ancestor display:none, e.g. a no-JavaScript-only
        // list), or invisible: not a Tab stop.
        if (!el.checkVisibility({ visibilityProperty: true })) return false;
        // The skip link is visually hidden until focused; count it anyway.
        const rect = el.getBoundingClientRect();
        return (rect.width > 0 && rect.height > 0) || el.matches("a[href^='#']");
      })
      .map((el) => {
        if (!el.dataset.kbdKey) el.dataset.kbdKey = Math.random().toString(36).slice(2);
        return {
          key: el.dataset.kbdKey,
          name: (el.getAttribute("aria-label") ?? el.textContent ?? el.tagName).trim().slice(0, 50),
        };
      });
  });
}

/**
 * Pages whose main content has APG tab sets (at 1440 px), one page per component: the four
 * service pages show one WorkflowTabs each (app/sections/services/WorkflowSection.tsx), the
 * same props but their steps; its keys at each orientation are in services.spec.ts, and the Tab
 * sweep below walks every service page.
 */
const TAB_SET_PATHS = ["/", "/industries", "/services/quantitative"];

async function open(page: Page, path: string) {
  await stubMaps(page);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path);
  await waitForHydration(page);
  // The contact map frame is inserted when its area nears the viewport (at once where it
  // already is); insert it and wait for its document either way, so the walk never tabs into
  // a frame that is still navigating.
  const map = page.locator("[data-map-loaded]");
  if (path === "/contact") {
    await expect(map, "the contact page has its map area").toHaveCount(1);
    await map.scrollIntoViewIfNeeded();
    await stubMapLoaded(page);
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

test.describe("Tab order and visible focus on every page", () => {
  for (const path of pagePaths) {
    test(`${path}: Tab reaches every control with a visible focus indicator`, async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, path);
      const expected = await reachableKeys(page);
      const stops = await tabRound(page, expected.length + 2, expected.length + 40);
      const seen = new Set(stops.map((s) => s.key));
      const noIndicator = stops.filter((s) => !s.indicator).map((s) => `${s.tag} "${s.name}"`);
      expect(noIndicator, "focused elements without a visible outline or box-shadow").toEqual([]);
      const missed = expected.filter((e) => !seen.has(e.key)).map((e) => e.name);
      expect(missed, "controls never reached with Tab").toEqual([]);

      // Shift+Tab walks the same stops backwards, from the last.
      const order = stops.map((s) => s.key);
      await page.locator(`[data-kbd-key="${order.at(-1)}"]`).focus();
      for (let at = order.length - 1; at > Math.max(0, order.length - 6); at--) {
        await page.keyboard.press("Shift+Tab");
        const previous = (await focused(page))?.key;
        expect(previous, `Shift+Tab from stop ${at}`).toBe(order[at - 1]);
      }
    });
  }
});

test.describe("keyboard journeys", () => {
  test("the skip link is the first stop, visible when focused, and moves focus to main", async ({
    page,
  }) => {
    await open(page, "/about");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /skip to/i });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await page.keyboard.press("Tab");
    const next = await focused(page);
    expect(
      await page.evaluate(() => document.querySelector("main")?.contains(document.activeElement)),
      `after the skip link, Tab goes into main (got ${next?.name})`,
    ).toBe(true);
  });

  test("mega menu: Enter and Space toggle it, Tab enters it, Escape closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, "/");
    const button = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Services", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Space");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Following a link from the menu with Enter navigates and closes it.
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\//);
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("mobile menu: the toggle opens it, its links are reachable, Escape closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/");
    const toggle = page
      .locator("header button[aria-controls][aria-expanded]")
      .filter({ visible: true })
      .first();
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Space");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
  });

  // The pages with tab sets; each must have at least one (a page losing its tabs fails here).
  for (const path of TAB_SET_PATHS) {
    test(`${path}: every tab set follows the APG keys`, async ({ page }) => {
      await open(page, path);
      const tablists = page.locator("main [role=tablist]").filter({ visible: true });
      const count = await tablists.count();
      expect(count, "visible tab sets").toBeGreaterThan(0);
      for (let i = 0; i < count; i++) await operateTabs(page, tablists.nth(i));
    });
  }

  test("the industries dropdown is operated with the arrow keys", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/industries");
    const select = page.getByRole("combobox").filter({ visible: true });
    await expect(select).toHaveCount(1);
    await select.focus();
    const before = await select.inputValue();
    await page.keyboard.press("ArrowDown");
    await expect(select).not.toHaveValue(before);
  });

  // The office picker's keys (arrows, Enter, Space) are covered in contact.spec.ts.

  test("/contact: the form is filled and submitted with the keyboard alone", async ({ page }) => {
    await open(page, "/contact");
    const form = page.locator("main form");
    await expect(form).toHaveCount(1);
    const fields = form.locator("input:not([type=hidden]), textarea");
    const first = fields.first();
    await first.focus();
    // Submitting empty keeps focus in the form on the first invalid field.
    const submit = form.locator("button[type=submit], button:not([type])").first();
    await submit.focus();
    await page.keyboard.press("Enter");
    expect(await form.evaluate((f) => f.contains(document.activeElement))).toBe(true);
    expect(await form.evaluate((f) => (f as HTMLFormElement).checkValidity())).toBe(false);
  });
});

/** APG tabs, automatic activation: arrows select (with wraparound), Home/End jump, focus follows. */
async function operateTabs(page: Page, tablist: Locator) {
  const vertical = (await tablist.getAttribute("aria-orientation")) === "vertical";
  const [nextKey, prevKey] = vertical ? ["ArrowDown", "ArrowUp"] : ["ArrowRight", "ArrowLeft"];
  const tabs = tablist.getByRole("tab");
  const n = await tabs.count();
  const selectedIndex = async () => {
    for (let i = 0; i < n; i++) {
      if ((await tabs.nth(i).getAttribute("aria-selected")) === "true") return i;
    }
    return -1;
  };
  const start = await selectedIndex();
  expect(start, "one tab is selected").toBeGreaterThanOrEqual(0);
  // The selected tab is the tab set's single Tab stop.
  for (let i = 0; i < n; i++) {
    await expect(tabs.nth(i)).toHaveAttribute("tabindex", i === start ? "0" : "-1");
  }
  await tabs.nth(start).focus();
  // Automatic activation: each key on its own moves focus and selection together and shows
  // the tab's panel (no Enter after it, which would hide a broken automatic activation).
  const expectSelected = async (i: number, key: string) => {
    await page.keyboard.press(key);
    await expect(tabs.nth(i), `${key} focuses tab ${i}`).toBeFocused();
    await expect(tabs.nth(i), `${key} selects tab ${i}`).toHaveAttribute("aria-selected", "true");
    await expect(tablist.locator('[role=tab][aria-selected="true"]')).toHaveCount(1);
    const panelId = await tabs.nth(i).getAttribute("aria-controls");
    expect(panelId, `tab ${i} names its panel (aria-controls)`).toBeTruthy();
    await expect(page.locator(`[id="${panelId}"]`), `tab ${i}'s panel`).toBeVisible();
  };
  const startPanel = await tabs.nth(start).getAttribute("aria-controls");
  await expectSelected((start + 1) % n, nextKey);
  await expect(page.locator(`[id="${startPanel}"]`), "the previous panel").toBeHidden();
  await expectSelected(start, prevKey);
  await expectSelected(n - 1, "End");
  await expectSelected(0, nextKey); // wraps around
  await expectSelected(n - 1, prevKey); // wraps back
  await expectSelected(0, "Home");
  await expectSelected(0, "Space");
  await expectSelected(0, "Enter");
}
