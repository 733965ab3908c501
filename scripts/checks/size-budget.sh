#!/usr/bin/env bash
# Cheap JavaScript size budget over the build output (no browser): prints every page's JS gzip
# before its top is interactive (the chunks its module script imports statically; the deferred
# parts of app/lib/deferred.tsx load later and are not counted) and the site's own share, and
# fails the build: home <= 131 KB total / 20 KB own (issue 25, raised from 130 KB by decision 0525;
# React, react-dom and React Router
# are ~106 KB of it); any other page <= 150 KB total, and
# at least 50 KB (every page hydrates: a page that seems to load no JavaScript means the
# weigher no longer finds its loader, and the budget would pass by measuring nothing).
# Also the first round trip: each page's HTML, brotli-compressed (the .br file the servers send)
# plus 1.7 KB for the response headers (the embedded server's, with the page's CSP), must fit
# in the 14,600 bytes a new TCP connection delivers before its first ACK (initial congestion
# window of 10 x 1,460-byte segments). One byte over costs a whole extra round trip (150 ms on
# the mobile profile) before the first paint; Lighthouse's simulation counts it exactly so.
# Exception (docs/decisions/0900-charts.md): a Resource Center item page that carries a chart
# (its inline SVG, drawn twice, and its data table) may take up to 30 KB brotli with headers.
# Since each page carries its first stylesheet (decision 0528) the line reads two parts of the
# page: its markup without that `<style>` (the bytes the line held before, so markup grows no
# more than it could) and its first frame, the HTML up to the hero's end mark with the
# `<style>` in it (all the first paint waits for: components/HeroEnd.tsx), each within the
# first round trip; the rest of the page may follow in the next.
# Usage: bash scripts/checks/size-budget.sh (BUILD_DIR=build).
set -euo pipefail
cd "$(dirname "$0")/../.."
export BUILD_DIR="${BUILD_DIR:-build}"
node --input-type=module <<'JS'
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { createPageWeigher } from "./scripts/bench/page-weight.mjs";
import { attr, findOne, parseHtml, prerenderedPages, readHtml } from "./scripts/build/html.mjs";

const KB = 1024;
const LIMITS = { homeTotal: 131 * KB, homeOwn: 20 * KB, otherTotal: 150 * KB, floor: 50 * KB };
/** Bytes of the first round trip (10 segments of 1,460) and what the headers take of it. */
const FIRST_ROUND_TRIP = 14600;
const HEADER_ALLOWANCE = 1700;
/** An item page with a chart (decision 0900): brotli HTML + headers. */
const CHART_ITEM_PAGE = 30 * KB;
const isItemPage = (file) =>
  /^(resources\/(panel-books|ebooks|case-studies)|blog)\/[a-z0-9-]+\/index\.html$/.test(file);
const weigher = createPageWeigher(process.env.BUILD_DIR);
if (!weigher.hasStats) {
  console.error("size-budget: bundle-stats.json missing; build with the bundleStats() Vite plugin");
  process.exit(1);
}
const kb = (n) => (n / KB).toFixed(1).padStart(6);
const failures = [];
console.log(`${"page".padEnd(48)} ${"JS gzip".padStart(8)} ${"own".padStart(7)} ${"files".padStart(5)}`);
for (const page of await weigher.weighAll()) {
  console.log(
    `${page.path.padEnd(48)} ${kb(page.jsGzip)} KB ${kb(page.ownGzip)} KB ${String(page.scripts.length).padStart(5)}`,
  );
  if (page.path === "/") {
    if (page.jsGzip > LIMITS.homeTotal) failures.push(`home JS ${kb(page.jsGzip)} KB > 131 KB`);
    if (page.ownGzip > LIMITS.homeOwn) failures.push(`home own JS ${kb(page.ownGzip)} KB > 20 KB`);
  } else if (page.jsGzip > LIMITS.otherTotal) {
    failures.push(`${page.path} JS ${kb(page.jsGzip)} KB > 150 KB`);
  }
  if (page.jsGzip < LIMITS.floor) {
    failures.push(`${page.path} JS ${kb(page.jsGzip)} KB < 50 KB: is its loader still found?`);
  }
}

const clientDir = path.join(process.env.BUILD_DIR, "client");
/** Every prerendered page's precompressed HTML. */
const pages = [];
const hasChart = async (file) =>
  !!findOne(await readHtml(file), (e) => e.name === "figure" && (attr(e, "class") ?? "").split(/\s+/).includes("chart"));
/**
 * Brotli at the level precompress.mjs gives pages. Asynchronous, so libuv's threads compress
 * several pages at once on every core (level 11 is most of this check's time).
 */
const brotliCompress = promisify(zlib.brotliCompress);
const brotli = async (text) =>
  (await brotliCompress(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })).length;
/** The page's markup without its first stylesheet, and its first frame (decision 0528). */
async function parts(html) {
  const page = parseHtml(html);
  const head = findOne(page, (e) => e.name === "head");
  const style = head && findOne(head, (e) => e.name === "style");
  const markup = style ? html.slice(0, style.startIndex) + html.slice(style.endIndex + 1) : html;
  const mark = findOne(page, (e) => attr(e, "id") === "hero-end");
  const [markupBytes, firstFrame] = await Promise.all([
    brotli(markup),
    brotli(mark ? html.slice(0, mark.endIndex + 1) : html),
  ]);
  return { markup: markupBytes, firstFrame };
}
await Promise.all(
  (await prerenderedPages(clientDir)).map(async ({ file }) => {
    if (!existsSync(`${file}.br`)) return void failures.push(`${file}: no .br file`);
    const rel = path.relative(clientDir, file);
    const charted = isItemPage(rel) && (await hasChart(file));
    const { markup, firstFrame } = await parts(readFileSync(file, "utf8"));
    pages.push({ file: rel, bytes: markup, firstFrame, limit: charted ? CHART_ITEM_PAGE : FIRST_ROUND_TRIP });
  }),
);
pages.sort((a, b) => b.bytes - a.bytes);
if (pages.length < 30) failures.push(`only ${pages.length} HTML pages found under ${clientDir}`);
console.log(`\nHTML without its first stylesheet (brotli) + ${HEADER_ALLOWANCE} B of headers, largest first (limit ${FIRST_ROUND_TRIP} B):`);
for (const page of pages.slice(0, 5)) {
  const note = page.limit === FIRST_ROUND_TRIP ? "" : ` (item with charts, limit ${page.limit} B)`;
  console.log(`  ${page.file.padEnd(46)} ${String(page.bytes + HEADER_ALLOWANCE).padStart(6)} B${note}`);
}
const firstTripPages = pages.filter((p) => p.limit === FIRST_ROUND_TRIP);
console.log(`  largest page held to the first round trip: ${firstTripPages[0]?.file} ${firstTripPages[0] ? firstTripPages[0].bytes + HEADER_ALLOWANCE : 0} B`);
const byFirstFrame = [...pages].sort((a, b) => b.firstFrame - a.firstFrame);
console.log(`\nFirst frame: HTML to the hero's end with its first stylesheet (brotli) + ${HEADER_ALLOWANCE} B, largest first (limit ${FIRST_ROUND_TRIP} B):`);
for (const page of byFirstFrame.slice(0, 3)) {
  console.log(`  ${page.file.padEnd(46)} ${String(page.firstFrame + HEADER_ALLOWANCE).padStart(6)} B`);
}
for (const page of pages) {
  if (page.firstFrame + HEADER_ALLOWANCE > FIRST_ROUND_TRIP) {
    failures.push(
      `${page.file}: its first frame (HTML to the hero's end, first stylesheet included) is ${page.firstFrame} B of brotli + ${HEADER_ALLOWANCE} B of headers > ${FIRST_ROUND_TRIP} B (decision 0528)`,
    );
  }
  if (page.bytes + HEADER_ALLOWANCE > page.limit) {
    failures.push(
      page.limit === FIRST_ROUND_TRIP
        ? `${page.file}: ${page.bytes} B of brotli HTML + ${HEADER_ALLOWANCE} B of headers > ${FIRST_ROUND_TRIP} B (a second round trip before the first paint)`
        : `${page.file}: ${page.bytes} B of brotli HTML + ${HEADER_ALLOWANCE} B of headers > ${page.limit} B (an item page with charts, decision 0900)`,
    );
  }
}
if (failures.length) {
  console.error(`\nsize-budget: FAIL\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log(
  "\nsize-budget: ok (home <= 131 KB total gzip and <= 20 KB own before its top is interactive; others <= 150 KB; every page's markup and first frame in the first round trip, item pages with charts' markup within 30 KB)",
);
JS
