import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import {
  blockOnBrandFonts,
  framesPass,
  recordCspViolations,
  settledAtWidth,
  stubMaps,
  withoutBrandFonts,
} from "./page-helpers";
import { pagePaths } from "./routes";

/**
 * The page sweep: every prerendered page answers with its status, one h1, a main landmark and a
 * title, and hydrates without an error or a Content-Security-Policy violation. Issues 24 and
 * 27: at every width a visitor's screen is likely to have, it lays out without overflow,
 * clipped text, button, pill or tab labels that wrap, leave their card or outgrow their own
 * control, or an e-mail address or phone number broken across lines. The pages are read from
 * the build, so a new route is checked without touching this file; the Resource Center's filter
 * views through one view of each shape (sampleFilterViews).
 */
const WIDTHS = [320, 360, 375, 390, 768, 1024, 1440];

const NOT_FOUND_PATH = "/this-page-does-not-exist";

const buildClient = join(process.cwd(), process.env.BUILD_DIR ?? "build", "client");

function builtPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return builtPages(path);
    if (!entry.name.endsWith(".html")) return [];
    // A redirect page shows nothing of its own: its target is checked in its own right.
    if (readFileSync(path, "utf8").includes('http-equiv="refresh"')) return [];
    const file = relative(buildClient, path);
    if (file === "404.html") return [NOT_FOUND_PATH];
    return [`/${file.replace(/(^|\/)index\.html$/, "")}`];
  });
}

const builtPaths = builtPages(buildClient).sort();

/** A Resource Center filter view: its shape (the list it filters, by industry or topic) and slug. */
const FILTER_VIEW = /^(\/resources(?:\/[a-z-]+)?\/(?:industry|topic))\/([a-z0-9-]+)$/;

/**
 * Filter views are the section lists' template over a subset of the same cards, and their
 * number grows with every industry and topic an editor uses: each shape is swept through the
 * view with the longest name, whose heading wraps first. Every other page is swept
 * whole.
 */
function sampleFilterViews(all: string[]): string[] {
  const longest = new Map<string, string>();
  for (const path of all) {
    const [, shape, slug] = FILTER_VIEW.exec(path) ?? [];
    if (!shape || !slug) continue;
    const kept = longest.get(shape);
    if (!kept || slug.length > kept.length - shape.length - 1) longest.set(shape, path);
  }
  return all.filter((path) => {
    const shape = FILTER_VIEW.exec(path)?.[1];
    return !shape || longest.get(shape) === path;
  });
}

const paths = sampleFilterViews(builtPaths);

type Finding = { width: number; kind: string; where: string; detail: string };
type Report = { findings: Finding[]; checked: number };

/**
 * Runs in the page at its current width. Returns what is wrong and how many elements were
 * looked at, so an empty sweep cannot pass.
 */
function inspectLayout(width: number): Report {
  const findings: Finding[] = [];
  let checked = 0;
  const describe = (el: Element) => {
    const id = el.id ? `#${el.id}` : "";
    const text = (el.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 60);
    return `<${el.tagName.toLowerCase()}${id}> "${text}"`;
  };
  const report = (kind: string, el: Element, detail: string) =>
    findings.push({ width, kind, where: describe(el), detail });

  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (el: Element) => {
    let style = styles.get(el);
    if (!style) styles.set(el, (style = getComputedStyle(el)));
    return style;
  };
  const hidden = new Map<Element, boolean>();
  // Not shown, or shown to assistive technology only (the sr-only pattern).
  const isVisuallyHidden = (el: Element | null): boolean => {
    if (!el) return false;
    const known = hidden.get(el);
    if (known !== undefined) return known;
    const style = styleOf(el);
    let result = style.display === "none" || style.visibility === "hidden";
    if (!result && style.position === "absolute" && style.overflow !== "visible") {
      const rect = el.getBoundingClientRect();
      result =
        (rect.width <= 1 && rect.height <= 1) ||
        style.clip !== "auto" ||
        style.clipPath.startsWith("inset(50%");
    }
    result ||= isVisuallyHidden(el.parentElement);
    hidden.set(el, result);
    return result;
  };
  // Clipping by design: content that scrolls or moves inside a frame whose edges fade out.
  const fadesOut = (style: CSSStyleDeclaration) =>
    style.maskImage !== "none" || style.webkitMaskImage !== "none";
  const clips = (value: string) => value === "hidden" || value === "clip";

  // The most lines any one run of a label's text occupies: a new line wherever a box starts
  // below the last. (Parts of a label stacked on purpose, such as a tab's number over its
  // name, are separate runs.)
  const lineCount = (el: Element) => {
    let most = 0;
    const texts = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((r) => r.width >= 1);
      rects.sort((a, b) => a.top - b.top);
      let lines = 0;
      let bottom = -Infinity;
      for (const rect of rects) {
        if (rect.top >= bottom - 2) lines++;
        bottom = Math.max(bottom, rect.bottom);
      }
      most = Math.max(most, lines);
    }
    return most;
  };

  // 1. The document itself must not scroll sideways.
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    const culprits = [...document.querySelectorAll("body *")]
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        return rect.right > root.clientWidth + 1 && rect.width > 0 && !isVisuallyHidden(el);
      })
      .slice(-3)
      .map(describe)
      .join("; ");
    findings.push({
      width,
      kind: "document overflows",
      where: culprits,
      detail: `${root.scrollWidth} px wide in ${root.clientWidth} px`,
    });
  }

  // 2. Text clipped by a box that hides its overflow.
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  // Each element's ancestors that clip, found once per element.
  const frames = new Map<Element, DOMRect>();
  const clipperLists = new Map<Element, Element[]>();
  const clippingAncestors = (el: Element | null): Element[] => {
    if (!el || el === document.body) return [];
    const known = clipperLists.get(el);
    if (known) return known;
    const style = styleOf(el);
    // Inside a frame that scrolls, or one whose edges fade, text past the edge is reachable or
    // shown fading by design: frames further out do not cut it.
    const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
    const list = scrolls || fadesOut(style) ? [] : [...clippingAncestors(el.parentElement)];
    if ((clips(style.overflowX) || clips(style.overflowY)) && !fadesOut(style)) {
      frames.set(el, el.getBoundingClientRect());
      list.push(el);
    }
    clipperLists.set(el, list);
    return list;
  };
  const reportedClippers = new Set<Element>();
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const parent = text.parentElement;
    if (!parent || !text.textContent?.trim() || isVisuallyHidden(parent)) continue;
    if (parent.closest("script, style, noscript, template, [inert]")) continue;
    checked++;
    const range = document.createRange();
    range.selectNodeContents(text);
    const box = range.getBoundingClientRect();
    if (box.width < 1) continue;
    const parentStyle = styleOf(parent);
    if (parentStyle.textOverflow === "ellipsis" && parent.scrollWidth > parent.clientWidth + 1) {
      report(
        "text cut off with an ellipsis",
        parent,
        `${parent.scrollWidth} > ${parent.clientWidth}`,
      );
      continue;
    }
    for (const clipper of clippingAncestors(parent)) {
      if (reportedClippers.has(clipper)) continue;
      const frame = frames.get(clipper)!;
      const style = styleOf(clipper);
      const outX =
        clips(style.overflowX) && (box.left < frame.left - 1 || box.right > frame.right + 1);
      const outY =
        clips(style.overflowY) && (box.top < frame.top - 1 || box.bottom > frame.bottom + 1);
      // Wholly outside the frame is off-stage by design (a slide not shown, a closed panel);
      // partly outside is text cut in half.
      const wholly =
        box.right <= frame.left ||
        box.left >= frame.right ||
        box.bottom <= frame.top ||
        box.top >= frame.bottom;
      if ((outX || outY) && !wholly) {
        reportedClippers.add(clipper);
        report(
          "text clipped by its box",
          parent,
          `text ${Math.round(box.left)}-${Math.round(box.right)} x ${Math.round(box.top)}-${Math.round(box.bottom)} in ${describe(clipper)} ${Math.round(frame.left)}-${Math.round(frame.right)} x ${Math.round(frame.top)}-${Math.round(frame.bottom)}`,
        );
      }
    }
  }

  // A placeholder is not a text node: measure it against the field's content box.
  const canvas = document.createElement("canvas").getContext("2d")!;
  for (const field of document.querySelectorAll<HTMLInputElement>("input[placeholder]")) {
    if (isVisuallyHidden(field) || field.value) continue;
    checked++;
    const style = styleOf(field);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const needed = canvas.measureText(field.placeholder).width;
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (needed > room + 1)
      report("placeholder cut off", field, `${Math.ceil(needed)} px text in ${room} px`);
  }

  // 3. Button, pill and tab labels stay on one line. A pill is a control or tag whose corners
  //    are at least half its height round, with a background or border of its own.
  const controls = [
    ...document.querySelectorAll(
      "button, [role=button], [role=tab], input[type=submit], a, span, summary, label",
    ),
  ].filter((el) => {
    if (isVisuallyHidden(el) || !(el.textContent ?? "").trim()) return false;
    if (el.matches("button, [role=button], [role=tab], input[type=submit], summary")) return true;
    const style = styleOf(el);
    const rect = el.getBoundingClientRect();
    const round = parseFloat(style.borderTopLeftRadius) >= rect.height / 2 - 1;
    const filled =
      style.backgroundColor !== "rgba(0, 0, 0, 0)" || parseFloat(style.borderTopWidth) > 0;
    return round && filled && rect.height > 0 && rect.height < 80;
  });
  //    … and fit in their box: a one-line label too long for its card pokes out of it, which no
  //    clipping or page overflow shows. Each box out to the first one that clips, scrolls or is
  //    positioned on its own (a popover) holds the control within its padding.
  const boxStuckOutOf = (control: Element) => {
    const rect = control.getBoundingClientRect();
    for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = styleOf(box);
      if (style.display === "inline" || style.display === "contents") continue;
      if (/auto|scroll|hidden|clip/.test(style.overflowX) || fadesOut(style)) return null;
      const frame = box.getBoundingClientRect();
      const left = frame.left + parseFloat(style.borderLeftWidth);
      const right = frame.right - parseFloat(style.borderRightWidth);
      if (rect.left < left - 1 || rect.right > right + 1)
        return `${Math.round(rect.left)}-${Math.round(rect.right)} in ${describe(box)} ${Math.round(left)}-${Math.round(right)}`;
      if (style.position === "absolute" || style.position === "fixed") return null;
    }
    return null;
  };
  for (const control of controls) {
    checked++;
    const lines = lineCount(control);
    if (lines > 1) report("label wraps", control, `${lines} lines`);
    // A one-line label wider than its control runs into the padding (and the arrow beside it).
    const style = styleOf(control);
    if (
      style.display !== "inline" &&
      style.overflowX === "visible" &&
      control.scrollWidth > control.clientWidth + 1
    )
      report(
        "label overflows its control",
        control,
        `${control.scrollWidth} in ${control.clientWidth} px`,
      );
    const stuckOut = boxStuckOutOf(control);
    if (stuckOut) report("control sticks out of its box", control, stuckOut);
  }

  // 4. An e-mail address or phone number reads as one piece.
  for (const link of document.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]')) {
    if (isVisuallyHidden(link)) continue;
    checked++;
    const lines = lineCount(link);
    if (lines > 1) report("contact link broken across lines", link, `${lines} lines`);
  }

  return { findings, checked };
}

async function checkAtEveryWidth(page: Page, widths: readonly number[] = WIDTHS) {
  const findings: Finding[] = [];
  let checked = 0;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await settledAtWidth(page, width);
    let result = await page.evaluate(inspectLayout, width);
    if (result.findings.length) {
      // Right after an emulated resize Chromium can keep viewport-unit type sizes of the
      // previous width for a few frames (seen on the service heroes at 320 px): a real fault
      // is still there ten frames later.
      await framesPass(page, 10);
      result = await page.evaluate(inspectLayout, width);
    }
    findings.push(...result.findings);
    checked += result.checked;
  }
  return { findings, checked };
}

test.describe("every built page: whole, and laid out at every width", () => {
  // Motion would move text through frames mid-check: the settled layout is what is checked.
  test.use({ reducedMotion: "reduce" });

  test("every built page is in the sweep", () => {
    // 91 pages today (92 HTML files less the redirect); a missing build fails here.
    expect(builtPaths.length).toBeGreaterThanOrEqual(91);
    expect(paths).toContain("/");
    expect(paths).toContain(NOT_FOUND_PATH);
    // Both filter shapes across the Resource Center and within its sections, one view each.
    const shapes = paths.flatMap((path) => FILTER_VIEW.exec(path)?.[1] ?? []);
    expect(shapes).toContain("/resources/industry");
    expect(shapes).toContain("/resources/topic");
    expect(shapes.length).toBeGreaterThanOrEqual(6);
    expect(new Set(shapes).size).toBe(shapes.length);
    // Everything else is swept whole.
    expect(builtPaths.filter((path) => !FILTER_VIEW.test(path))).toEqual(
      paths.filter((path) => !FILTER_VIEW.test(path)),
    );
  });

  for (const path of paths) {
    test(`${path}`, async ({ page }) => {
      await stubMaps(page);
      await blockOnBrandFonts(page);
      const violations = await recordCspViolations(page);
      const response = await page.goto(path);
      // Every page is whole: its status, one h1, a main landmark and the site's title.
      expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
      await expect(page).toHaveTitle(/Northfield Insights/);
      await waitForHydration(page);
      const { findings, checked } = await checkAtEveryWidth(page);
      expect(checked, "elements checked").toBeGreaterThan(20 * WIDTHS.length);
      expect(findings).toEqual([]);
      // Loaded, hydrated and resized under the real headers without a CSP violation.
      expect(await violations()).toEqual({ events: [], console: [] });
    });
  }
});

/**
 * A visitor who gets the fallback fonts (a core font later than the first frame, decision 0503)
 * loses nothing: every page template laid out at 320 px in DejaVu, wider than Inter. One-line
 * labels still need the brand font's width (they may wrap or poke out of their card in a wider
 * one); nothing may push the page sideways or be cut off.
 */
test.describe("in the fallback fonts at 320 px, nothing overflows or is cut off", () => {
  test.use({ reducedMotion: "reduce" });

  for (const path of pagePaths) {
    test(`${path}`, async ({ page }) => {
      await stubMaps(page);
      await withoutBrandFonts(page);
      await page.goto(path);
      await waitForHydration(page);
      const usesBrandFont = await page.evaluate(() =>
        [...document.fonts].some((face) => face.family.includes("Inter")),
      );
      expect(usesBrandFont, "the stylesheet still gives the page a web font").toBe(false);
      const { findings, checked } = await checkAtEveryWidth(page, [320]);
      expect(checked, "elements checked").toBeGreaterThan(20);
      const fontBound = [
        "label wraps",
        "control sticks out of its box",
        "label overflows its control",
      ];
      expect(findings.filter((f) => !fontBound.includes(f.kind))).toEqual([]);
    });
  }
});
