#!/usr/bin/env bash
# Cheap JavaScript size budget over the build output (no browser): prints every page's JS gzip
# total and the site's own share, and fails only where the margin is large, as a tripwire for
# accidental bloat; the real budgets (home <= 120 KB total, <= 25 KB own) are measured by
# `npm run bench`. Limits: home <= 150 KB total / 40 KB own; any other page <= 150 KB total.
# Usage: bash scripts/checks/size-budget.sh (BUILD_DIR=build).
set -euo pipefail
cd "$(dirname "$0")/../.."
export BUILD_DIR="${BUILD_DIR:-build}"
node --input-type=module <<'JS'
import { createPageWeigher } from "./scripts/bench/page-weight.mjs";

const KB = 1024;
const LIMITS = { homeTotal: 150 * KB, homeOwn: 40 * KB, otherTotal: 150 * KB };
const weigher = createPageWeigher(process.env.BUILD_DIR);
if (!weigher.hasStats) {
  console.error("size-budget: bundle-stats.json missing; build with the bundleStats() Vite plugin");
  process.exit(1);
}
const kb = (n) => (n / KB).toFixed(1).padStart(6);
const failures = [];
console.log(`${"page".padEnd(48)} ${"JS gzip".padStart(8)} ${"own".padStart(7)} ${"files".padStart(5)}`);
for (const page of weigher.weighAll()) {
  console.log(
    `${page.path.padEnd(48)} ${kb(page.jsGzip)} KB ${kb(page.ownGzip)} KB ${String(page.scripts.length).padStart(5)}`,
  );
  if (page.path === "/") {
    if (page.jsGzip > LIMITS.homeTotal) failures.push(`home JS ${kb(page.jsGzip)} KB > 150 KB`);
    if (page.ownGzip > LIMITS.homeOwn) failures.push(`home own JS ${kb(page.ownGzip)} KB > 40 KB`);
  } else if (page.jsGzip > LIMITS.otherTotal) {
    failures.push(`${page.path} JS ${kb(page.jsGzip)} KB > 150 KB`);
  }
}
if (failures.length) {
  console.error(`\nsize-budget: FAIL\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
console.log("\nsize-budget: ok (home <= 150 KB total gzip and <= 40 KB own; others <= 150 KB)");
JS
