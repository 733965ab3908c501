#!/usr/bin/env node
// @ts-check
/**
 * Load test on loopback: starts the embedded server and nginx (the shipped configuration) on
 * 127.0.0.1 against the same build, and drives each with autocannon for a fixed time (or a fixed
 * request count) with a mix of pages, hashed assets and unknown paths. Prints requests/s,
 * latency p50/p99, errors and responses whose status was not the expected one, and checks the
 * targets (nginx >= 10,000 req/s, embedded >= 2,000 req/s, no errors, p99 < 50 ms).
 *
 *   npm run bench:load [-- --duration 10 --connections 8 --workers 2 --amount 50000 --only nginx]
 * Environment: BUILD_DIR (default build), BENCH_PORT (default 4191; nginx gets the next one).
 */
// @ts-expect-error -- autocannon ships no type declarations
import autocannon from "autocannon";
import { readdirSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { clientDir, startEmbedded, startNginx } from "../../tests/http/servers.mjs";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "8" },
    workers: { type: "string" },
    amount: { type: "string" },
    only: { type: "string" },
  },
});
const duration = Math.min(Number(values.duration), 120);
const connections = Math.min(Number(values.connections), 256);
/**
 * Client threads: the single-threaded embedded server needs one to saturate it; nginx (two
 * worker processes) needs two, or the client is what gets measured.
 */
const workersFor = (/** @type {string} */ name) =>
  Math.min(Math.max(Number(values.workers ?? (name === "nginx" ? 2 : 1)), 1), 4);
const amount = values.amount ? Number(values.amount) : undefined;
const basePort = Number(process.env.BENCH_PORT ?? 4191);

const targets = {
  embedded: { minRps: 2_000, maxP99: 50 },
  nginx: { minRps: 10_000, maxP99: 50 },
};

/** The mix: most traffic is pages and their assets, some of it mistyped URLs. */
function requestMix() {
  const assets = readdirSync(path.join(clientDir, "assets"))
    .filter((f) => /\.(js|css)$/.test(f))
    .slice(0, 6)
    .map((f) => `/assets/${f}`);
  const pages = ["/", "/about", "/services/quantitative", "/contact", "/industries", "/careers"];
  const missing = ["/no-such-page", "/services/nope", "/assets/missing-123.js"];
  /** @type {{ path: string, expected: number }[]} */
  const mix = [];
  for (let i = 0; i < Math.max(pages.length, assets.length); i++) {
    mix.push({ path: pages[i % pages.length] ?? "/", expected: 200 });
    mix.push({ path: assets[i % assets.length] ?? "/", expected: 200 });
    mix.push({ path: assets[(i + 1) % assets.length] ?? "/", expected: 200 });
  }
  for (const p of missing) mix.push({ path: p, expected: 404 });
  return mix;
}

/** @param {import("../../tests/http/servers.mjs").RunningServer} server */
async function bench(server) {
  const mix = requestMix();
  const workers = workersFor(server.name);
  const instance = autocannon({
    url: server.origin,
    connections,
    workers,
    duration,
    ...(amount ? { amount } : {}),
    timeout: 10,
    headers: { "accept-encoding": "br, gzip", "user-agent": "site-bench" },
    requests: mix.map(({ path: p }) => ({ method: "GET", path: p })),
  });
  // Bounded: whatever happens, stop after the planned time plus a margin.
  const guard = setTimeout(() => instance.stop(), (duration + 15) * 1000);
  const result = await instance;
  clearTimeout(guard);

  // Each connection walks the mix in order, so the 404 share is known up to one partial cycle
  // per connection; any status other than 200 and 404 is unexpected outright.
  /** @type {Record<string, { count: number }>} */
  const stats = /** @type {any} */ (result).statusCodeStats ?? {};
  const total = result.requests.total;
  const count = (/** @type {string} */ code) => stats[code]?.count ?? 0;
  const expected404 = (total * mix.filter((m) => m.expected === 404).length) / mix.length;
  const tolerance = connections * workers * mix.length;
  const others = Object.entries(stats)
    .filter(([code]) => code !== "200" && code !== "404")
    .reduce((sum, [, s]) => sum + s.count, 0);
  const off404 = Math.max(0, Math.abs(count("404") - expected404) - tolerance);
  return {
    server: server.name,
    workers,
    requests: total,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    unexpected: others + Math.round(off404),
    unexpectedDetail: Object.fromEntries(Object.entries(stats).map(([k, v]) => [k, v.count])),
    mbPerSecond: Number((result.throughput.average / 1e6).toFixed(1)),
  };
}

const starters = [
  { name: "embedded", start: () => startEmbedded(basePort) },
  { name: "nginx", start: () => startNginx(basePort + 1) },
].filter((s) => !values.only || s.name === values.only);

const rows = [];
let failed = false;
for (const { name, start } of starters) {
  const server = await start();
  try {
    // Warm up caches (file cache, JIT) before measuring.
    await autocannon({ url: server.origin, connections: 8, amount: 2000 });
    const row = await bench(server);
    const target = targets[/** @type {keyof typeof targets} */ (name)];
    const problems = [];
    if (row.rps < target.minRps) problems.push(`req/s < ${target.minRps}`);
    if (row.p99 >= target.maxP99) problems.push(`p99 >= ${target.maxP99} ms`);
    if (row.errors > 0) problems.push("errors");
    if (row.unexpected > 0) {
      problems.push(`unexpected statuses ${JSON.stringify(row.unexpectedDetail)}`);
    }
    failed ||= problems.length > 0;
    rows.push({ ...row, verdict: problems.length ? `MISS: ${problems.join(", ")}` : "ok" });
  } finally {
    await server.stop();
  }
}

console.log(
  `\nLoad test on 127.0.0.1: ${connections} connections per client thread, ${amount ? `${amount} requests` : `${duration} s`} per server, mix of pages, assets and 404s\n`,
);
console.table(
  rows.map((r) => ({
    server: r.server,
    "client threads": r.workers,
    requests: r.requests,
    "req/s": r.rps,
    "p50 ms": r.p50,
    "p99 ms": r.p99,
    "MB/s": r.mbPerSecond,
    errors: r.errors,
    "unexpected status": r.unexpected,
    verdict: r.verdict,
  })),
);
process.exit(failed ? 1 : 0);
