// @ts-check
// The functions handed to addInitScript and evaluate run in the page, not in Node.
/* global window, document, requestAnimationFrame, getComputedStyle */
/**
 * `npm run bench:taps`: issue 37's tap goal on the throttled phone of scripts/bench/phone.mjs
 * (Lighthouse's mobile profile through CDP: 150 ms RTT, 1.6 Mbit/s, 4x CPU). Four controls,
 * each tapped in cold visits at the first paint, 0.5 s and 1 s after it; the figure is the time
 * from the tap (the pointerdown's timestamp) to the animation frame callback of the first frame
 * that shows its answer:
 *
 *   Services menu   `/` at 1440 px, a mouse click: the menu's popover open
 *   mobile menu     `/` at 390 px, a tap on "Open menu": the menu's popover open
 *   industry tab    `/industries` at 1440 px, the Healthcare tab: its panel shown
 *   slide dot       `/` at 390 px, the second dot (scrolled into view first): slide 2 shown
 *
 * Before hydration the controls are the platform's (popover buttons, links with CSS `:target`,
 * decision 0506); after it they are React's. Each tap also records which it met: the page
 * "before" hydration, with its "top" hydrated, or "whole".
 *
 *   npm run bench:taps                       5 visits per control and time
 *   npm run bench:taps -- --runs 3           fewer
 *   npm run bench:taps -- --variant cv=DIR   another build, alternated with this one
 *
 * Serves `$BUILD_DIR/client` (default build/client), and each variant, with the embedded server
 * from `--port` on (default 4620). Prints a table; asserts nothing. Writes
 * reports/bench-taps.json.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { firstPaint, PHONE } from "./phone.mjs";
import { serveAt } from "./serve.mjs";
import { tapSummary } from "./tap-summary.mjs";
import { throttleLikeMobile } from "./throttle.mjs";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    port: { type: "string", default: "4620" },
    variant: { type: "string", multiple: true, default: [] },
    out: { type: "string", default: "reports/bench-taps.json" },
  },
});
process.chdir(root);
/** This build, then each `--variant NAME=DIR` (another build, alternated with it). */
const sites = [
  { name: "build", dir: `${process.env.BUILD_DIR ?? "build"}/client` },
  ...(args.variant ?? []).map((v) => {
    const [name = "", dir = ""] = v.split("=");
    if (!name || !dir) throw new Error(`--variant NAME=DIR, got ${v}`);
    return { name, dir };
  }),
].map((site, i) => ({ ...site, origin: `http://127.0.0.1:${Number(args.port) + i}` }));
for (const { dir } of sites)
  if (!existsSync(`${dir}/index.html`)) throw new Error(`bench:taps: no build in ${dir}`);

/** Milliseconds after the first paint at which each control is tapped. */
const TAP_AFTER_FCP_MS = [0, 500, 1000];
/** The goal: a response painted within this many milliseconds of the tap. */
const GOAL_MS = 100;
const DESKTOP = { viewport: { width: 1440, height: 900 } };

/**
 * @typedef {{ kind: "popover", id: string } | { kind: "shown", id: string }} Answer
 * @typedef {{ name: string, route: string, context: object, touch: boolean,
 *   control: string, answer: Answer }} Control
 */
/** @type {Control[]} */
const CONTROLS = [
  {
    name: "Services menu",
    route: "/",
    context: DESKTOP,
    touch: false,
    control: 'button[popovertarget="services-menu"]',
    answer: { kind: "popover", id: "services-menu" },
  },
  {
    name: "mobile menu",
    route: "/",
    context: PHONE,
    touch: true,
    control: 'button[popovertarget="site-menu"]',
    answer: { kind: "popover", id: "site-menu" },
  },
  {
    name: "industry tab",
    route: "/industries",
    context: DESKTOP,
    touch: false,
    control: 'a[id$="tab-healthcare"]',
    answer: { kind: "shown", id: "healthcare" },
  },
  {
    name: "slide dot",
    route: "/",
    context: PHONE,
    touch: true,
    control: '[aria-controls="home-slides"][aria-label^="Slide 2"]',
    answer: { kind: "shown", id: "slide-2" },
  },
];

// ---------------------------------------------------------------------------------------------
// Servers

for (const { dir, origin } of sites) {
  const port = new URL(origin).port;
  await serveAt(
    "bench:taps",
    ["server/serve.mjs", "--host", "127.0.0.1", "--port", port, "--dir", dir],
    origin,
  );
}

// ---------------------------------------------------------------------------------------------
// One visit

/**
 * In every document: the first pointerdown's timestamp, what the page had hydrated by then,
 * and the first animation frame after it in which `answered()` holds.
 * @param {Answer} answer
 */
function watchTap(answer) {
  const w = /** @type {any} */ (window);
  const tap = { at: 0, frameAt: 0, hydration: "", answeredBefore: false };
  w.__tap = tap;
  const answered = () => {
    const el = document.getElementById(answer.id);
    if (!el) return false;
    if (answer.kind === "popover") return el.matches(":popover-open");
    // Shown: laid out, visible, and not the hydrated widget's hidden slide (aria-hidden).
    const style = getComputedStyle(el);
    return (
      el.getClientRects().length > 0 &&
      style.visibility === "visible" &&
      el.getAttribute("aria-hidden") !== "true"
    );
  };
  window.addEventListener(
    "pointerdown",
    (e) => {
      if (tap.at) return;
      tap.at = e.timeStamp;
      tap.answeredBefore = answered();
      const html = document.documentElement;
      tap.hydration = html.dataset.hydrated
        ? "whole"
        : performance.getEntriesByName("top-hydrated").length
          ? "top"
          : "before";
      // The time in the frame's callback, not its start: a frame that began before the tap
      // arrived can already show the answer.
      const check = () => {
        if (answered()) tap.frameAt = performance.now();
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    },
    { capture: true },
  );
}

/**
 * @param {import("@playwright/test").Browser} browser @param {string} origin
 * @param {Control} control @param {number} afterFcpMs
 */
async function visit(browser, origin, control, afterFcpMs) {
  const context = await browser.newContext({ ...control.context, hasTouch: control.touch });
  try {
    const page = await context.newPage();
    await throttleLikeMobile(page);
    await page.addInitScript(watchTap, control.answer);
    await page.goto(`${origin}${control.route}`, { waitUntil: "commit", timeout: 30_000 });
    const { fcpAt } = await firstPaint(page);
    const wait = fcpAt + afterFcpMs - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    // Where the control is now (scrolled into view if it is below the fold, as a visitor would).
    const box = await page.evaluate((selector) => {
      const el = document.querySelector(selector);
      if (!el) return null;
      let rect = el.getBoundingClientRect();
      if (rect.top < 0 || rect.bottom > window.innerHeight) {
        el.scrollIntoView({ block: "center" });
        rect = el.getBoundingClientRect();
      }
      return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }, control.control);
    if (!box) throw new Error(`${control.name}: no ${control.control} on ${control.route}`);
    if (control.touch) await page.touchscreen.tap(box.x, box.y);
    else await page.mouse.click(box.x, box.y);
    const result = await page
      .waitForFunction(
        () => {
          const tap = /** @type {any} */ (window).__tap;
          return tap.frameAt ? tap : null;
        },
        null,
        {
          timeout: 10_000,
          polling: 100,
        },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => page.evaluate(() => /** @type {any} */ (window).__tap));
    return {
      ms: result.frameAt && !result.answeredBefore ? Math.round(result.frameAt - result.at) : NaN,
      hydration: result.hydration,
    };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The runs

const runs = Number(args.runs);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/**
 * @type {{ site: string, control: string, afterFcpMs: number,
 *   samples: { ms: number, hydration: string }[] }[]}
 */
const rows = CONTROLS.flatMap((c) =>
  TAP_AFTER_FCP_MS.flatMap((afterFcpMs) =>
    sites.map((site) => ({ site: site.name, control: c.name, afterFcpMs, samples: [] })),
  ),
);
try {
  // Visits alternate between the builds, controls and times, so drift spreads over all.
  for (let run = 0; run < runs; run++) {
    for (const row of rows) {
      const control = CONTROLS.find((c) => c.name === row.control);
      const site = sites.find((x) => x.name === row.site);
      if (!control || !site) continue;
      row.samples.push(await visit(browser, site.origin, control, row.afterFcpMs));
    }
    console.log(`run ${run + 1} of ${runs} done`);
  }
} finally {
  await browser.close();
}

const summaries = rows.map((row) => ({ ...row, ...tapSummary(row.samples, GOAL_MS) }));
console.log(`\nTap to painted answer, throttled phone, ${runs} cold visits each (ms):\n`);
console.log(
  "| build   | control       | tapped       | median | within 100 ms | met the page | each visit |\n" +
    "| ------- | ------------- | ------------ | -----: | ------------: | ------------ | ---------- |",
);
for (const s of summaries) {
  const when = s.afterFcpMs ? `FCP + ${s.afterFcpMs / 1000} s` : "at FCP";
  console.log(
    `| ${s.site.padEnd(7)} | ${s.control.padEnd(13)} | ${when.padEnd(12)} | ` +
      `${String(s.medianMs).padStart(6)} | ` +
      `${`${s.within}/${s.samples.length}`.padStart(13)} | ${s.hydration.padEnd(12)} | ` +
      `${s.samples.map((x) => x.ms).join(" ")} |`,
  );
}
await mkdir(path.dirname(args.out), { recursive: true });
await writeFile(args.out, JSON.stringify({ goalMs: GOAL_MS, runs, rows: summaries }, null, 2));
console.log(`\n${args.out} written`);
process.exit(0);
