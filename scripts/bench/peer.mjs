// @ts-check
// The functions handed to addInitScript and evaluate run in the page, not in Node.
/* global window */
/**
 * `npm run bench:peer`: our first paint against the peer's (AstroWind; how to build it:
 * shared/bench/peer/README.md in the folder beside the repository), on the real throttled
 * phone of scripts/bench/phone.mjs (Lighthouse's mobile profile applied through CDP,
 * scripts/bench/throttle.mjs), in one run with alternated visits, because this machine's
 * absolute timings drift by 10–30 % within an hour (decision 0520).
 *
 *   npm run bench:peer                          peer `/` vs our `/`, /contact, /industries,
 *                                               /services/qualitative; 3 rounds × 5 runs
 *   npm run bench:peer -- --rounds 3 --runs 3   fewer visits
 *   npm run bench:peer -- --variant nohints=build-nohints/client --routes /
 *                                               another build of ours, alternated with the rest
 *
 * Both sites are served by the same compressing static server (`--server` or PEER_SERVER;
 * default shared/bench/peer/serve-static.mjs in the folder beside the repository). The peer's
 * build: `--peer` or PEER_DIST (default peer/dist beside the repository); ours: `--ours`
 * (default $BUILD_DIR/client). Requests to other origins are blocked (the peer's remote stock
 * photos). Prints the medians (FCP, LCP, CLS, and where the time went: HTML, stylesheet, fonts,
 * end of parsing, JavaScript) and FCP ratios; asserts nothing. Writes reports/bench-peer.json.
 */
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";
import { markdownTable, peerTable, roundOrder, summarize } from "./peer-table.mjs";
import { PHONE, PHONE_ROUTES } from "./phone.mjs";
import { serveAt } from "./serve.mjs";
import { throttleLikeMobile, timeToHydration } from "./throttle.mjs";
import { chromiumArgs, chromiumPath } from "../chromium.mjs";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    peer: { type: "string", default: process.env.PEER_DIST ?? path.join(root, "../peer/dist") },
    server: {
      type: "string",
      default: process.env.PEER_SERVER ?? path.join(root, "../shared/bench/peer/serve-static.mjs"),
    },
    ours: { type: "string", default: `${process.env.BUILD_DIR ?? "build"}/client` },
    variant: { type: "string", multiple: true, default: [] },
    routes: { type: "string" },
    rounds: { type: "string", default: "3" },
    runs: { type: "string", default: "5" },
    port: { type: "string", default: process.env.PEER_PORT ?? "4600" },
    out: { type: "string", default: "reports/bench-peer.json" },
  },
});
process.chdir(root);

const PEER = "peer";
const OURS = "ours";
const routes = args.routes
  ? [...args.routes.split(","), ...positionals].map((r) => r.trim()).filter(Boolean)
  : PHONE_ROUTES;
/** Sites in the order of the first round; ports follow the peer's. */
const sites = [
  { name: PEER, dir: args.peer, routes: ["/"], hydrates: false },
  { name: OURS, dir: args.ours, routes, hydrates: true },
  ...(args.variant ?? []).map((v) => {
    const [name = "", dir = ""] = v.split("=");
    if (!name || !dir) throw new Error(`--variant NAME=DIR, got ${v}`);
    return { name, dir, routes, hydrates: true };
  }),
].map((s, i) => ({ ...s, port: Number(args.port) + i }));
for (const s of [...sites.map((s) => s.dir), args.server])
  if (!existsSync(s)) throw new Error(`bench:peer: ${s} does not exist (see --help in the header)`);

/** Upper bound per visit. */
const VISIT_TIMEOUT_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Servers

for (const site of sites)
  await serveAt(
    "bench:peer",
    [args.server, site.dir, String(site.port)],
    `http://127.0.0.1:${site.port}`,
  );

// ---------------------------------------------------------------------------------------------
// One visit

/** Records LCP and CLS in every document (an init script). */
function observeInPage() {
  /** @type {any} */
  const w = window;
  if (w.__peer) return;
  const peer = { lcp: NaN, cls: 0 };
  w.__peer = peer;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) peer.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of /** @type {any[]} */ (list.getEntries()))
      if (!e.hadRecentInput) peer.cls += e.value;
  }).observe({ type: "layout-shift", buffered: true });
}

/**
 * One cold visit on the throttled phone; ours is followed until it has hydrated, so a shift at
 * hydration counts in its CLS.
 * @param {import("@playwright/test").Browser} browser @param {(typeof sites)[number]} site
 * @param {string} route @returns {Promise<import("./peer-table.mjs").PeerVisit>}
 */
async function visit(browser, site, route) {
  const origin = `http://127.0.0.1:${site.port}`;
  const context = await browser.newContext(PHONE);
  try {
    await context.route(
      (url) => url.origin !== origin,
      (r) => r.abort(),
    );
    const page = await context.newPage();
    await throttleLikeMobile(page);
    await page.addInitScript(observeInPage);
    await page.goto(`${origin}${route}`, { waitUntil: "load", timeout: VISIT_TIMEOUT_MS });
    if (site.hydrates) await timeToHydration(page, { timeoutMs: VISIT_TIMEOUT_MS });
    // Let the last frames land before reading LCP and CLS.
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const p = /** @type {any} */ (window).__peer;
      const nav = /** @type {PerformanceNavigationTiming} */ (
        performance.getEntriesByType("navigation")[0]
      );
      const resources = /** @type {PerformanceResourceTiming[]} */ (
        performance.getEntriesByType("resource")
      );
      const css = resources.find((r) => /\.css(\?|$)/.test(r.name));
      const fonts = resources.filter((r) => /\.woff2?(\?|$)/.test(r.name));
      return {
        fcpMs: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
        lcpMs: p.lcp,
        cls: p.cls,
        htmlInMs: nav.responseEnd,
        cssAskedMs: css?.startTime ?? NaN,
        cssInMs: css?.responseEnd ?? NaN,
        fontsInMs: fonts.length ? Math.max(...fonts.map((f) => f.responseEnd)) : NaN,
        parsedMs: nav.domInteractive,
        jsBytes: resources
          .filter((r) => /\.m?js(\?|$)/.test(r.name))
          .reduce((sum, r) => sum + r.encodedBodySize, 0),
      };
    });
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// The run

const rounds = Number(args.rounds);
const runs = Number(args.runs);
const visitsPerRound = roundOrder(sites, 0, runs).length;
console.log(
  `bench:peer: ${rounds} rounds × ${runs} runs, ${visitsPerRound * rounds} visits; ` +
    sites.map((s) => `${s.name} = ${s.dir}`).join(", "),
);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
/** @type {import("./peer-table.mjs").PeerSample[]} */
const samples = [];
const load = { before: Number((os.loadavg()[0] ?? 0).toFixed(1)), after: 0 };
const started = Date.now();
try {
  for (let round = 0; round < rounds; round++) {
    for (const { site: name, route } of roundOrder(sites, round, runs)) {
      const site = /** @type {(typeof sites)[number]} */ (sites.find((s) => s.name === name));
      samples.push({ site: name, route, round, visit: await visit(browser, site, route) });
    }
    const fcp = summarize(samples.filter((s) => s.round === round))
      .map((r) => `${r.site} ${r.route} ${Math.round(r.median.fcpMs)}`)
      .join(", ");
    console.log(`  round ${round + 1}: FCP ${fcp}`);
  }
} finally {
  await browser.close();
}
load.after = Number((os.loadavg()[0] ?? 0).toFixed(1));

const rows = summarize(samples);
console.log(
  `\nFCP, LCP and where the time went: median ms after navigation start (cold, ` +
    `${PHONE.viewport.width} px, 150 ms RTT, 1.6 Mbit/s, 4x CPU), ${rounds}×${runs} alternated ` +
    `visits; ${Math.round((Date.now() - started) / 1000)} s, load ${load.before} → ${load.after} ` +
    `on ${os.cpus().length} cores\n`,
);
console.log(markdownTable(peerTable(rows, { peer: PEER, baseline: OURS })));
await mkdir(path.dirname(args.out), { recursive: true });
await writeFile(
  args.out,
  JSON.stringify(
    { date: new Date().toISOString(), sites, rounds, runs, load, rows, samples },
    null,
    2,
  ),
);
console.log(`\nbench:peer: wrote ${args.out}`);
// The servers would keep Node running.
process.exit(0);
