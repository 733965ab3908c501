#!/usr/bin/env node
// @ts-check
/**
 * Performance, accessibility, best-practice and SEO bench of the production build.
 *
 *   npm run bench                       build, serve, the real-phone table, then Lighthouse
 *                                       on every indexable route
 *   npm run bench -- --runs 3           median of 3 Lighthouse runs per route (default: below)
 *   npm run bench -- --routes / /about  a subset of routes, for both tables (or "/,/about")
 *   npm run bench -- --no-build         measure the existing build (BUILD_DIR, default "build")
 *   npm run bench -- --no-idle          skip the home page's idle main-thread measurement
 *   npm run bench -- --phone-only       only the real-phone table (with --phone-runs N, 5)
 *   npm run bench -- --no-phone         skip the real-phone table
 *
 * Lighthouse 12.8 with its defaults (mobile form factor, simulated slow-4G and 4x CPU
 * throttling), Debian's Chromium, one Chrome for all runs (Lighthouse resets storage and cache
 * before each run). Each metric and score is the median of the runs. Default runs: 3 for the
 * home page and 1 for every other route, so the 92 routes finish in about 13 minutes on 2 cores;
 * `--runs 3` measures every route 3 times (about 40 minutes). See
 * docs/decisions/0500-performance-budgets-and-bench.md.
 *
 * Prints the real-phone table first (scripts/bench/phone.mjs: a real Chromium throttled with
 * Lighthouse's mobile figures, median of 5 cold visits at 390 px of /, /contact, /industries
 * and /services/qualitative, each run beside the median; about a minute per route), then
 * Lighthouse's (route, four scores, FCP, LCP, TBT, CLS, JS gzip, total bytes) and the home
 * page's main-thread busy share over 10 s of idle, and writes reports/bench.json
 * (`--phone-only`: reports/bench-phone.json, so a quick run keeps the full report).
 * Not part of the test command (the cheap size budget, scripts/checks/size-budget.sh, is).
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { runnerImport } from "vite";
import { measurePhone, median, PHONE, PHONE_ROUTES, phoneTable } from "./phone.mjs";
import { createPageWeigher } from "./page-weight.mjs";
import { MOBILE_PROFILE } from "./throttle.mjs";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: "string" },
    "home-runs": { type: "string" },
    routes: { type: "string" },
    port: { type: "string", default: process.env.BENCH_PORT ?? "4211" },
    "no-build": { type: "boolean", default: false },
    "no-idle": { type: "boolean", default: false },
    "no-phone": { type: "boolean", default: false },
    "phone-only": { type: "boolean", default: false },
    "phone-runs": { type: "string", default: "5" },
    out: { type: "string" },
  },
});
const phoneOnly = args["phone-only"];
const outFile = args.out ?? (phoneOnly ? "reports/bench-phone.json" : "reports/bench.json");
/** --routes "/,/about" and any further routes after it: "--routes / /about". */
const chosenRoutes = args.routes
  ? [...args.routes.split(","), ...positionals].map((r) => r.trim()).filter(Boolean)
  : null;

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
process.chdir(root);
const buildDir = process.env.BUILD_DIR ?? "build";
const port = Number(args.port);
const origin = `http://127.0.0.1:${port}`;
const chromePath = chromiumPath;
const chromeFlags = ["--headless=new", ...chromiumArgs];
const runsPerRoute = Number(args.runs ?? 1);
const homeRuns = Number(args["home-runs"] ?? Math.max(3, runsPerRoute));

/** The budgets of issue 6; JavaScript before the top of home is interactive: issue 25. */
const BUDGET = {
  score: 1,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  homeJsGzip: 130 * 1024,
  homeOwnGzip: 20 * 1024,
  homeTotalBytes: 300 * 1024,
};

// ---------------------------------------------------------------------------------------------
// Build and serve

if (!args["no-build"]) {
  console.log(`bench: building into ${buildDir}/ …`);
  const build = spawnSync("npm", ["run", "-s", "build"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, BUILD_DIR: buildDir },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** Lighthouse's routes: --routes, or every indexable route of the manifest. */
async function lighthouseRoutes() {
  if (chosenRoutes) return chosenRoutes;
  const { module: manifest } = await runnerImport(
    path.join(root, "app/catalog/routes-manifest.ts"),
    { configFile: false, logLevel: "silent", root },
  );
  return /** @type {string[]} */ (manifest.indexablePaths);
}
/** @type {string[]} */
const routes = phoneOnly ? [] : await lighthouseRoutes();

const server = spawn(
  process.execPath,
  [
    "server/serve.mjs",
    "--host",
    "127.0.0.1",
    "--port",
    String(port),
    "--dir",
    `${buildDir}/client`,
  ],
  { stdio: ["ignore", "ignore", "inherit"] },
);
let stopping = false;
const stopServer = () => {
  stopping = true;
  server.kill("SIGTERM");
};
process.on("exit", stopServer);
server.on("exit", (code) => {
  if (stopping) return;
  console.error(`bench: the server stopped (exit ${code}); is ${buildDir}/ a complete build?`);
  process.exit(1);
});
let up = false;
for (let i = 0; i < 100 && !up; i++) {
  try {
    up = (await fetch(`${origin}/`)).ok;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}
if (!up) {
  console.error(`bench: no answer from ${origin}/`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/**
 * One Lighthouse run: the figures of the table, plus what a miss needs to be explained.
 * @param {number} chromePort @param {string} route
 */
async function lighthouseRun(chromePort, route) {
  const result = await lighthouse(`${origin}${route}`, {
    port: chromePort,
    output: "json",
    logLevel: "error",
    onlyCategories: CATEGORIES,
  });
  if (!result) throw new Error(`no Lighthouse result for ${route}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.message}`);
  const audit = (/** @type {string} */ id) => lhr.audits[id];
  const num = (/** @type {string} */ id) => audit(id)?.numericValue ?? NaN;
  /** @type {{ url: string, transferSize?: number, resourceType?: string }[]} */
  const requests = /** @type {any} */ (audit("network-requests")?.details)?.items ?? [];
  const thirdParty = requests
    .map((r) => r.url)
    .filter((u) => !u.startsWith(origin) && !u.startsWith("data:") && !u.startsWith("blob:"));
  const fonts = requests
    .filter((r) => r.resourceType === "Font")
    .map((r) => path.basename(new URL(r.url).pathname).replace(/-[\w-]{8}\.woff2$/, ""));
  /** Audits that cost points: id and title, per category. */
  const misses = CATEGORIES.flatMap((cat) =>
    (lhr.categories[cat]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => `${cat}: ${a?.id} (${a?.displayValue ?? a?.score})`),
  );
  return {
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
    totalBytes: num("total-byte-weight"),
    jsTransfer: requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    thirdParty,
    fonts,
    lcpElement:
      /** @type {any} */ (audit("largest-contentful-paint-element")?.details)?.items?.[0]
        ?.items?.[0]?.node?.snippet ?? null,
    misses,
  };
}

/** @type {any[]} */
const rows = [];
// ---------------------------------------------------------------------------------------------
// The real phone (scripts/bench/phone.mjs), first: it is what a visitor sees

/** @type {import("./phone.mjs").PhoneRow[]} */
let phone = [];
/** 1-minute load average during the throttled visits: 4x CPU throttling on a busy machine is slower. */
const phoneLoad = { before: 0, after: 0, cores: os.cpus().length };
if (!args["no-phone"]) {
  phoneLoad.before = Number((os.loadavg()[0] ?? 0).toFixed(1));
  console.log("bench: real phone (throttled Chromium) …");
  phone = await measurePhone({
    origin,
    routes: chosenRoutes ?? PHONE_ROUTES,
    runs: Number(args["phone-runs"]),
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith("--headless")),
    log: (l) => console.log(l),
  });
  phoneLoad.after = Number((os.loadavg()[0] ?? 0).toFixed(1));
}

const started = performance.now();
if (!phoneOnly) {
  const weigher = createPageWeigher(buildDir);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    for (const route of routes) {
      const n = route === "/" ? homeRuns : runsPerRoute;
      /** @type {Awaited<ReturnType<typeof lighthouseRun>>[]} */
      const runs = [];
      for (let i = 0; i < n; i++) {
        // Lighthouse occasionally fails to record a trace (NO_NAVSTART) on a busy machine: retry.
        for (let attempt = 1; ; attempt++) {
          try {
            runs.push(await lighthouseRun(chrome.port, route));
            break;
          } catch (error) {
            if (attempt >= 3) throw error;
            console.warn(`  ${route}: ${String(error)}; retrying`);
          }
        }
      }
      const weight = weigher.weighPath(route);
      const row = {
        route,
        runs: n,
        scores: Object.fromEntries(
          CATEGORIES.map((c) => [c, median(runs.map((r) => /** @type {any} */ (r.scores)[c]))]),
        ),
        fcpMs: Math.round(median(runs.map((r) => r.fcp))),
        lcpMs: Math.round(median(runs.map((r) => r.lcp))),
        tbtMs: Math.round(median(runs.map((r) => r.tbt))),
        // Every run's TBT beside the median: one page's TBT scatters 0-250 ms on this machine.
        tbtRunsMs: runs.map((r) => Math.round(r.tbt)),
        cls: Number(median(runs.map((r) => r.cls)).toFixed(4)),
        jsGzipBytes: weight.jsGzip,
        ownJsGzipBytes: weight.ownGzip,
        jsTransferBytes: Math.round(median(runs.map((r) => r.jsTransfer))),
        totalBytes: Math.round(median(runs.map((r) => r.totalBytes))),
        requests: runs[0]?.requests ?? 0,
        thirdParty: [...new Set(runs.flatMap((r) => r.thirdParty))],
        fonts: [...new Set(runs.flatMap((r) => r.fonts))].sort(),
        lcpElement: runs[0]?.lcpElement ?? null,
        misses: [...new Set(runs.flatMap((r) => r.misses))],
      };
      rows.push(row);
      process.stdout.write(
        `  ${route.padEnd(46)} P${row.scores.performance} LCP ${row.lcpMs} ms TBT ${row.tbtMs} ms (${row.tbtRunsMs.join(", ")})\n`,
      );
    }
  } finally {
    await chrome.kill();
  }
}
const lighthouseSeconds = Math.round((performance.now() - started) / 1000);

// ---------------------------------------------------------------------------------------------
// Home page: main-thread busy share over 10 s of idle (CDP Performance.getMetrics TaskDuration)

/** @type {any} */
let idle = null;
if (!args["no-idle"] && !phoneOnly) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => !f.startsWith("--headless")),
  });
  try {
    idle = {};
    for (const [name, viewport] of /** @type {const} */ ([
      ["desktop", { width: 1440, height: 900 }],
      ["mobile", { width: 390, height: 844 }],
    ])) {
      // Playwright evaluates string predicates with eval, which the site's CSP forbids.
      const page = await browser.newPage({ viewport, bypassCSP: true });
      await page.goto(`${origin}/`, { waitUntil: "load" });
      await page.waitForFunction('document.documentElement.dataset.hydrated === "true"');
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Performance.enable");
      const taskSeconds = async () =>
        (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration")
          ?.value ?? 0;
      /** Busy share of the main thread over 10 s where the page currently is. */
      const measure = async () => {
        await page.waitForTimeout(1000); // let the scroll settle and in-view effects start
        const t0 = await taskSeconds();
        const w0 = performance.now();
        await page.waitForTimeout(10_000);
        const busy = (await taskSeconds()) - t0;
        return Number(((busy / ((performance.now() - w0) / 1000)) * 100).toFixed(2));
      };
      const visible = await page.evaluate("document.visibilityState");
      const top = await measure();
      const strip = page.locator("#home-industries-title, [data-testid=industries-track]").first();
      let atStrip = null;
      if (await strip.count()) {
        await strip.scrollIntoViewIfNeeded();
        atStrip = await measure();
      }
      idle[name] = { visibility: visible, topPercent: top, industriesStripPercent: atStrip };
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

stopServer();

// ---------------------------------------------------------------------------------------------
// Report

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)}`;
const header = [
  "route",
  "runs",
  "perf",
  "a11y",
  "bp",
  "seo",
  "FCP ms",
  "LCP ms",
  "TBT ms",
  "CLS",
  "JS gz KB",
  "own KB",
  "total KB",
];
const table = rows.map((r) => [
  r.route,
  String(r.runs),
  String(r.scores.performance),
  String(r.scores.accessibility),
  String(r.scores["best-practices"]),
  String(r.scores.seo),
  String(r.fcpMs),
  String(r.lcpMs),
  String(r.tbtMs),
  r.cls.toFixed(3),
  kb(r.jsGzipBytes),
  kb(r.ownJsGzipBytes),
  kb(r.totalBytes),
]);
/**
 * A Markdown table, first column left-aligned, the others right-aligned.
 * @param {string[]} head @param {string[][]} body
 */
function printTable(head, body) {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]?.length ?? 0)));
  const line = (/** @type {string[]} */ cells) =>
    "| " +
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join(" | ") +
    " |";
  console.log("\n" + line(head));
  console.log(
    "|" +
      widths.map((w, i) => (i === 0 ? "-".repeat(w + 2) : "-".repeat(w + 1) + ":")).join("|") +
      "|",
  );
  for (const row of body) console.log(line(row));
}
if (phone.length) {
  console.log(
    `\nReal phone (${MOBILE_PROFILE.latencyMs} ms RTT, 1.6 Mbit/s, ${MOBILE_PROFILE.cpuSlowdown}x CPU; ` +
      `cold, ${PHONE.viewport.width} px; median of ${phone[0]?.runs} with each run in brackets; ` +
      `ms after navigation start; taps in runs of their own: ms until the open menu is on screen; ` +
      `machine load ${phoneLoad.before} → ${phoneLoad.after} on ${phoneLoad.cores} cores):`,
  );
  const { head, body } = phoneTable(phone);
  printTable(head, body);
}
if (rows.length) printTable(header, table);

/** Budget misses, one line each, with what Lighthouse blamed. */
const missLines = [];
for (const r of rows) {
  const why = [];
  for (const c of CATEGORIES) if (r.scores[c] < 100) why.push(`${c} ${r.scores[c]}`);
  if (r.lcpMs > BUDGET.lcpMs) why.push(`LCP ${r.lcpMs} ms > ${BUDGET.lcpMs}`);
  if (r.tbtMs > BUDGET.tbtMs) why.push(`TBT ${r.tbtMs} ms > ${BUDGET.tbtMs}`);
  if (r.cls > BUDGET.cls) why.push(`CLS ${r.cls} > ${BUDGET.cls}`);
  if (r.thirdParty.length && r.route !== "/contact")
    why.push(`third-party: ${r.thirdParty.join(", ")}`);
  // Only the preloaded core subsets should be needed (scripts/fonts/core-fonts.mjs).
  const beyondCore = r.fonts.filter((/** @type {string} */ f) => !/-core$/.test(f));
  if (beyondCore.length) why.push(`font files beyond the core subsets: ${beyondCore.join(", ")}`);
  if (r.route === "/") {
    if (r.jsGzipBytes > BUDGET.homeJsGzip) why.push(`JS ${kb(r.jsGzipBytes)} KB gzip > 130 KB`);
    if (r.ownJsGzipBytes > BUDGET.homeOwnGzip)
      why.push(`own JS ${kb(r.ownJsGzipBytes)} KB > 20 KB`);
    if (r.totalBytes > BUDGET.homeTotalBytes) why.push(`weight ${kb(r.totalBytes)} KB > 300 KB`);
  }
  if (why.length) {
    missLines.push(`${r.route}: ${why.join("; ")}`);
    if (r.misses.length) missLines.push(`    audits: ${r.misses.join(", ")}`);
    if (r.lcpMs > BUDGET.lcpMs && r.lcpElement) missLines.push(`    LCP element: ${r.lcpElement}`);
  }
}
if (rows.length)
  console.log(
    missLines.length
      ? `\nBudget misses:\n${missLines.join("\n")}`
      : "\nEvery route meets the budgets.",
  );
if (rows.length) console.log(`\nLighthouse ${lighthouseSeconds} s for ${rows.length} routes.`);
if (idle) {
  console.log("\nHome page main-thread busy share over 10 s idle (TaskDuration delta):");
  for (const [name, v] of Object.entries(idle)) {
    console.log(
      `  ${name.padEnd(8)} top ${v.topPercent}%  industries strip ${v.industriesStripPercent ?? "n/a"}%  (page ${v.visibility})`,
    );
  }
}

await mkdir(path.dirname(outFile), { recursive: true });
await writeFile(
  outFile,
  JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      lighthouse: phoneOnly ? null : "12.8 defaults: mobile, simulated throttling",
      budgets: BUDGET,
      runsPerRoute,
      homeRuns,
      lighthouseSeconds,
      routes: rows,
      homeIdleMainThread: idle,
      misses: missLines,
      phone: phone.length
        ? { throttling: MOBILE_PROFILE, device: PHONE, machineLoad: phoneLoad, routes: phone }
        : null,
    },
    null,
    2,
  ) + "\n",
);
console.log(`wrote ${outFile}`);
process.exit(0);
