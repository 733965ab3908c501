// @ts-check
// The function handed to evaluate runs in the page, not in Node.
/* global document, window */
/**
 * Build step: each page's first stylesheet in its HTML (docs/decisions/0528-first-stylesheet-in-the-page.md).
 *
 * For every prerendered page, headless Chromium loads the built page (served from the output
 * folder by request interception, its scripts failing and its fonts late, as on a slow phone's
 * first paint) at 390 px, then resizes it to 1440 px (two tabs, a page each), and finds the
 * elements that start within REACH viewport heights of the top: a box of its own above that
 * line, or, for an element without a box (`display: none`, a closed popover), an ancestor above
 * it. A rule of the site's stylesheet is kept when one of its selectors (pseudo-elements set
 * aside) matches one of those elements with the page as it is, with the scripts-failed mark of
 * app/lib/script-failure.ts and with either menu popover open (both open before hydration:
 * decision 0504). The page then carries those rules in a `<style>` where its stylesheet link
 * was, and the link itself moves to the end of `<body>`: a stylesheet the parser meets after
 * the body has started does not hold up the first paint (HTML's "render-blocking" ends where
 * the body begins), and still holds the page's scripts (hydration) until it has arrived, with
 * scripts and without.
 *
 * The kept rules keep their place: the same `@layer` order statement first, the same at-rules
 * around them, in the same order, with every `@font-face`, `@property` and `@keyframes`, and
 * decision 0522's `content-visibility` rule whatever it matches. The whole stylesheet then
 * repeats every one of them later in the document, so the cascade once it has arrived is the
 * stylesheet's alone. The CSP step hashes the `<style>` (scripts/build/csp.mjs).
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { chromium } from "@playwright/test";
import { viewFamilyOf } from "./deploy-config.mjs";
import { attr, findAll, findOne, parseHtml, prerenderedPages } from "./html.mjs";
import { headlessShellArgs, headlessShellPath } from "../chromium.mjs";

/** The two widths of the issue (phone, desktop), at the heights the browser tests use. */
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
/** Pages measured at once, one tab each: the browser's work overlaps Node's. */
const TABS = 2;
/** How far down a rule's element may start, in viewport heights: a taller screen, late fonts. */
const REACH = 1.5;
/** The popovers a visitor can open before hydration (components/layout). */
const POPOVER_IDS = ["site-menu", "services-menu"];
/** Declarations whose rule is always kept (decision 0522's rule names sections below the fold). */
const ALWAYS = new Set(["content-visibility", "contain-intrinsic-block-size"]);
/** At-rules kept whole, whatever the page shows. */
const WHOLE = new Set(["font-face", "property", "keyframes", "-webkit-keyframes"]);
/** Pseudo-elements written with one colon (CSS 2). */
const LEGACY_PSEUDO_ELEMENTS = new Set(["before", "after", "first-line", "first-letter"]);

/** @param {selectorParser.Node} node */
const isPseudoElement = (node) =>
  node.type === "pseudo" &&
  (node.value.startsWith("::") || LEGACY_PSEUDO_ELEMENTS.has(node.value.slice(1).toLowerCase()));

/**
 * The selectors of a selector list as an element can match them (postcss-selector-parser reads
 * the list: commas inside `:is()`, strings and escapes split nothing): each one's part before its
 * pseudo-element (`::before`, `:after`, `::placeholder`…), `*` where nothing is left of the last
 * compound (`.a > ::marker` → `.a > *`).
 * @param {string} list
 * @returns {string[]}
 */
export function matchableSelectors(list) {
  return selectorParser()
    .astSync(list)
    .nodes.map((selector) => {
      const at = selector.nodes.findIndex(isPseudoElement);
      if (at === -1) return selector.toString().trim();
      const before = selector.nodes.slice(0, at);
      const kept = before.join("").trim();
      const last = before.at(-1);
      return !last || last.type === "combinator" ? `${kept} *`.trim() : kept;
    });
}

/** @param {import("postcss").Node} node */
const insideWhole = (node) => {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === "atrule" && WHOLE.has(/** @type {import("postcss").AtRule} */ (p).name)) {
      return true;
    }
  }
  return false;
};

/** Every matchable selector of a stylesheet's style rules. @param {string} css */
export function stylesheetSelectors(css) {
  /** @type {Set<string>} */
  const selectors = new Set();
  postcss.parse(css).walkRules((rule) => {
    if (insideWhole(rule)) return;
    for (const s of matchableSelectors(rule.selector)) selectors.add(s);
  });
  return [...selectors];
}

/**
 * The stylesheet with only the style rules one of whose selectors is `used` (plus decision
 * 0522's rule), inside the same at-rules in the same order; at-rules left empty go, comments go.
 * @param {string} css @param {Set<string>} used matchable selectors (matchableSelectors)
 */
export function criticalCss(css, used) {
  const root = postcss.parse(css);
  root.walkComments((comment) => {
    comment.remove();
  });
  root.walkRules((rule) => {
    if (insideWhole(rule)) return;
    const always = rule.some((d) => d.type === "decl" && ALWAYS.has(d.prop));
    const matched = matchableSelectors(rule.selector).some((s) => used.has(s));
    if (!always && !matched) rule.remove();
  });
  /** @param {import("postcss").Container} container */
  const prune = (container) => {
    container.each((node) => {
      if (node.type !== "atrule" || !node.nodes || WHOLE.has(node.name)) return;
      // Print: nobody prints in the moment before the whole stylesheet has come.
      if (node.name === "media" && node.params.trim() === "print") return void node.remove();
      prune(node);
      if (node.nodes.length === 0) node.remove();
    });
  };
  prune(root);
  // Tailwind's registered custom properties (`@property`, and the same defaults in its
  // `properties` layer for browsers without it): only those a kept declaration reads.
  /** @type {Set<string>} */
  const read = new Set();
  root.walkDecls((decl) => {
    if (isRegistration(decl)) return;
    for (const [, name] of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) if (name) read.add(name);
  });
  root.walkAtRules("property", (rule) => {
    if (!read.has(rule.params.trim())) rule.remove();
  });
  root.walkDecls((decl) => {
    if (isRegistration(decl) && decl.parent?.type === "rule" && !read.has(decl.prop)) decl.remove();
  });
  return root.toString();
}

/**
 * A declaration inside `@property` or a custom property's default in `@layer properties`.
 * @param {import("postcss").Declaration} decl
 */
const isRegistration = (decl) => {
  /** @type {import("postcss").Node | undefined} */
  let p = decl.parent;
  for (; p; p = p.parent) {
    if (p.type !== "atrule") continue;
    const rule = /** @type {import("postcss").AtRule} */ (p);
    if (rule.name === "property") return true;
    if (rule.name === "layer" && rule.params.trim() === "properties") {
      return decl.prop.startsWith("--");
    }
  }
  return false;
};

/**
 * A page with `css` in a `<style>` where its stylesheet link was, and that link (as written) at
 * the end of its body. Read with the shared parser: a `<link>` in a comment or an attribute
 * value is no link.
 * @param {string} html @param {string} css
 */
export function withCriticalCss(html, css) {
  if (css.toLowerCase().includes("</style")) throw new Error("critical CSS holds </style");
  const page = parseHtml(html);
  const head = findOne(page, (e) => e.name === "head");
  const body = findOne(page, (e) => e.name === "body");
  if (!head || !body) throw new Error("a page without <head> or <body>");
  const links = findAll(
    head,
    (e) =>
      e.name === "link" &&
      (attr(e, "rel") ?? "").toLowerCase().split(/\s+/).includes("stylesheet"),
  );
  const link = links[0];
  if (!link || links.length !== 1) {
    throw new Error(`expected one stylesheet link in <head>, found ${links.length}`);
  }
  const last = body.children.at(-1);
  const linkStart = link.startIndex ?? 0;
  const linkEnd = (link.endIndex ?? 0) + 1;
  // After the body's last node; an empty body: after its start tag.
  const at = last ? (last.endIndex ?? 0) + 1 : html.indexOf(">", body.startIndex ?? 0) + 1;
  const linkText = html.slice(linkStart, linkEnd);
  return `${html.slice(0, linkStart)}<style>${css}</style>${html.slice(linkEnd, at)}${linkText}${html.slice(at)}`;
}

/**
 * The stylesheet without its `@font-face` rules, which each page's first stylesheet declares.
 * Declared twice, a face would load twice over: the preloaded core faces are
 * `font-display: optional`, and a face first used before its file has come (the first layout,
 * now earlier than the fonts on a slow link) is never swapped in, while the same face declared
 * again by the whole stylesheet is new, finds its file in the cache and is: the text changes
 * font under the visitor's eyes (a 0.034 layout shift on `/`, also decision 0524's).
 * @param {string} css
 */
export function withoutFontFaces(css) {
  const root = postcss.parse(css);
  root.walkAtRules("font-face", (rule) => {
    rule.remove();
  });
  return root.toString();
}

/** The href of a page's stylesheet link. @param {string} html */
const stylesheetHref = (html) => {
  const link = findOne(
    parseHtml(html),
    (e) => e.name === "link" && (attr(e, "rel") ?? "").toLowerCase() === "stylesheet",
  );
  const href = link && attr(link, "href");
  if (!href) throw new Error("a page without its stylesheet link");
  return href;
};

/**
 * Runs in the page: which of `selectors` match an element that starts within `reach` viewport
 * heights, with the page as it is, with the scripts-failed mark, and with each popover open.
 * @param {{ selectors: string[], reach: number, popovers: string[] }} args
 */
function usedInPage({ selectors, reach, popovers }) {
  const cut = window.innerHeight * reach;
  /** @type {Set<Element>} */
  const near = new Set();
  /** @param {Element} el @param {boolean} parentNear */
  const walk = (el, parentNear) => {
    const boxed = el.getClientRects().length > 0;
    const isNear = boxed ? el.getBoundingClientRect().top + window.scrollY < cut : parentNear;
    if (isNear) near.add(el);
    for (const child of el.children) walk(child, isNear);
  };
  walk(document.documentElement, true);
  /** @type {Set<string>} */
  const used = new Set();
  const html = document.documentElement;
  const failed = html.hasAttribute("data-scripts-failed");
  const states = [
    () => html.removeAttribute("data-scripts-failed"),
    () => html.setAttribute("data-scripts-failed", ""),
    ...popovers.map((id) => () => {
      html.removeAttribute("data-scripts-failed");
      const popover = document.getElementById(id);
      if (popover && !popover.matches(":popover-open")) popover.showPopover();
    }),
  ];
  for (const enter of states) {
    enter();
    for (const selector of selectors) {
      if (used.has(selector)) continue;
      try {
        for (const el of document.querySelectorAll(selector)) {
          if (near.has(el)) {
            used.add(selector);
            break;
          }
        }
      } catch {
        used.add(selector); // a selector this browser cannot query: kept, to be safe
      }
    }
    for (const id of popovers) {
      const popover = document.getElementById(id);
      if (popover?.matches(":popover-open")) popover.hidePopover();
    }
  }
  // The page as it was loaded, for the next width.
  if (failed) html.setAttribute("data-scripts-failed", "");
  else html.removeAttribute("data-scripts-failed");
  return [...used];
}

const CONTENT_TYPES = /** @type {Record<string, string>} */ ({
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
});

/**
 * The views of one filter template (one `_headers` rule a family: deploy-config.mjs, decision
 * 0402) share one first stylesheet, the rules any of them needs: their rule then allows one
 * style hash, not one a view (Cloudflare Pages takes 2,000 characters a header). Any other page
 * is a family of its own.
 * @param {string} pagePath
 */
const familyOf = (pagePath) => viewFamilyOf(pagePath) ?? pagePath;

/**
 * @param {{ clientDir: string, pages?: { path: string, file: string }[], browserPath?: string }} options
 * browserPath: the headless Chromium to measure with (scripts/chromium.mjs by default).
 */
export async function inlineCriticalCss({ clientDir, pages, browserPath = headlessShellPath }) {
  // A host without Chromium (a plain CI image, Netlify's) still builds the site: every page
  // keeps its stylesheet link in <head>, as before this step; only the first paint is later.
  if (!existsSync(browserPath)) {
    return `skipped: no headless Chromium at ${browserPath} (set CHROMIUM_HEADLESS_SHELL_PATH or CHROMIUM_PATH); every page keeps its stylesheet link in <head>`;
  }
  const list = pages ?? (await prerenderedPages(clientDir));
  if (!list[0]) throw new Error("no prerendered page");
  const firstHtml = await readFile(list[0].file, "utf8");
  const first = parseHtml(firstHtml);
  // Run again over its own output (the font faces already moved): nothing to do.
  const firstHead = findOne(first, (e) => e.name === "head");
  if (firstHead && findOne(firstHead, (e) => e.name === "style")) return "already done";
  const href = stylesheetHref(firstHtml);
  const css = await readFile(path.join(clientDir, href), "utf8");
  const selectors = stylesheetSelectors(css);
  const origin = "http://critical-css.invalid";
  /**
   * Answers a tab's requests from the output folder.
   * @param {import("@playwright/test").Route} route @param {string} measuring the page's URL
   */
  const serve = (route, measuring) => {
    const url = new URL(route.request().url());
    // 204: the browser stays on the page (a moved page's refresh goes nowhere).
    if (route.request().isNavigationRequest() && url.pathname !== measuring) {
      return route.fulfill({ status: 204 });
    }
    const ext = path.extname(url.pathname);
    // Scripts fail (the page as first painted, and as with scripts blocked); fonts are
    // late (fallback faces, the layout a slow phone paints first).
    if (url.origin !== origin || ext === ".js" || ext === ".woff2") return route.abort();
    const file = path.join(clientDir, ext ? url.pathname : path.join(url.pathname, "index.html"));
    if (!file.startsWith(clientDir) || !existsSync(file)) return route.fulfill({ status: 404 });
    return route.fulfill({
      path: file,
      contentType: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
    });
  };
  const browser = await chromium.launch({
    executablePath: browserPath,
    args: headlessShellArgs,
  });
  let next = 0;
  /** The selectors each family of pages uses (a page of its own is a family of one). */
  const usedBy = new Map();
  /**
   * A tab taking the pages not yet taken, one at a time: each loaded once at the first width,
   * then resized to the next (the layout is the viewport's; no script runs to remember the
   * first), where only the selectors not yet found are tried.
   */
  const measurePages = async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS[0], baseURL: origin });
    const tab = { page: await context.newPage(), url: "" };
    await context.route("**/*", (route) => serve(route, tab.url));
    for (let item = list[next++]; item; item = list[next++]) {
      const { path: pagePath, file } = item;
      const html = await readFile(file, "utf8");
      if (stylesheetHref(html) !== href) throw new Error(`${pagePath}: not the site's stylesheet`);
      // The not-found page is served at unknown paths: load it at one.
      const url = path.basename(file) === "404.html" ? "/404.html" : pagePath;
      tab.url = url;
      /** @type {Set<string>} */
      const used = new Set();
      for (const [i, viewport] of VIEWPORTS.entries()) {
        await tab.page.setViewportSize(viewport);
        if (i === 0) await tab.page.goto(url, { waitUntil: "load" });
        const found = await tab.page
          .evaluate(usedInPage, {
            selectors: selectors.filter((s) => !used.has(s)),
            reach: REACH,
            popovers: POPOVER_IDS,
          })
          .catch((/** @type {Error} */ error) => {
            throw new Error(`${pagePath} (${url}): ${error.message}`);
          });
        for (const s of found) used.add(s);
      }
      const family = familyOf(pagePath);
      usedBy.set(family, new Set([...(usedBy.get(family) ?? []), ...used]));
    }
  };
  try {
    await Promise.all(Array.from({ length: TABS }, measurePages));
  } finally {
    await browser.close();
  }
  let bytes = 0;
  /** @type {Map<string, string>} */
  const criticalBy = new Map();
  for (const { path: pagePath, file } of list) {
    const family = familyOf(pagePath);
    const critical = criticalBy.get(family) ?? criticalCss(css, usedBy.get(family));
    criticalBy.set(family, critical);
    bytes += critical.length;
    await writeFile(file, withCriticalCss(await readFile(file, "utf8"), critical));
  }
  // The fonts' faces are declared once, by each page's first stylesheet (see fontFacesOnce).
  await writeFile(path.join(clientDir, href), withoutFontFaces(css));
  return `${list.length} pages, ${Math.round(bytes / list.length / 1024)} KB of rules each on average`;
}
