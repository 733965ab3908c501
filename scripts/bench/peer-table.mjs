// @ts-check
/**
 * The pure half of `npm run bench:peer` (scripts/bench/peer.mjs): the visit order, the medians
 * and the table. No browser here, so it is unit-tested (peer-table.test.mjs).
 */
import { median } from "./phone.mjs";

/**
 * What one throttled visit saw, ms after navigation start (CLS unitless, JS in bytes).
 * @typedef {{ fcpMs: number, lcpMs: number, cls: number, htmlInMs: number, cssAskedMs: number,
 *   cssInMs: number, fontsInMs: number, parsedMs: number, jsBytes: number }} PeerVisit
 * @typedef {{ site: string, route: string, round: number, visit: PeerVisit }} PeerSample
 * @typedef {{ site: string, route: string, runs: number, median: PeerVisit,
 *   roundFcpMs: number[] }} PeerRow
 */

/** @type {(keyof PeerVisit)[]} */
const FIELDS = [
  "fcpMs",
  "lcpMs",
  "cls",
  "htmlInMs",
  "cssAskedMs",
  "cssInMs",
  "fontsInMs",
  "parsedMs",
  "jsBytes",
];

/**
 * The visits of one round, in order: every run visits each route on every site in turn, and
 * each round starts with the next site, so no site is always the first after a pause.
 * @param {{ name: string, routes: string[] }[]} sites
 * @param {number} round 0-based @param {number} runs
 * @returns {{ site: string, route: string }[]}
 */
export function roundOrder(sites, round, runs) {
  const n = sites.length;
  const rotated = sites.map(
    (_, i) => /** @type {(typeof sites)[number]} */ (sites[(i + round) % n]),
  );
  const longest = Math.max(0, ...sites.map((s) => s.routes.length));
  /** @type {{ site: string, route: string }[]} */
  const order = [];
  for (let run = 0; run < runs; run++)
    for (let r = 0; r < longest; r++)
      for (const site of rotated) {
        const route = site.routes[r];
        if (route !== undefined) order.push({ site: site.name, route });
      }
  return order;
}

/** `a ÷ b` to two decimals; NaN when either is missing. @param {number} a @param {number} b */
export const ratio = (a, b) =>
  Number.isFinite(a) && Number.isFinite(b) && b > 0 ? Math.round((a / b) * 100) / 100 : NaN;

/**
 * Medians per site and route (all rounds together), with each round's FCP median beside them,
 * in the order the pairs first appear in `samples`.
 * @param {PeerSample[]} samples @returns {PeerRow[]}
 */
export function summarize(samples) {
  /** @type {Map<string, PeerSample[]>} */
  const groups = new Map();
  for (const s of samples) {
    const key = `${s.site} ${s.route}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()].map((group) => {
    const first = /** @type {PeerSample} */ (group[0]);
    const rounds = [...new Set(group.map((s) => s.round))].sort((a, b) => a - b);
    return {
      site: first.site,
      route: first.route,
      runs: group.length,
      median: /** @type {PeerVisit} */ (
        Object.fromEntries(FIELDS.map((f) => [f, median(group.map((s) => s.visit[f]))]))
      ),
      roundFcpMs: rounds.map((r) =>
        median(group.filter((s) => s.round === r).map((s) => s.visit.fcpMs)),
      ),
    };
  });
}

/**
 * The printed table. Ratios of FCP medians: each row ÷ the peer's `/` (`peer`), each of a
 * site's routes ÷ that site's `/` (`own /`), and each other build ÷ the first of ours on the
 * same route (`baseline`).
 * @param {PeerRow[]} rows
 * @param {{ peer: string, baseline: string }} names the peer's and the baseline build's names
 * @returns {{ head: string[], body: string[][] }}
 */
export function peerTable(rows, { peer, baseline }) {
  const fcpOf = (/** @type {string} */ site, /** @type {string} */ route) =>
    rows.find((r) => r.site === site && r.route === route)?.median.fcpMs ?? NaN;
  const ms = (/** @type {number} */ n) => (Number.isFinite(n) ? String(Math.round(n)) : "–");
  const x = (/** @type {number} */ n) => (Number.isFinite(n) ? `${n.toFixed(2)}x` : "–");
  const head = [
    "site",
    "route",
    "runs",
    "FCP ms (per round)",
    "LCP ms",
    "CLS",
    "HTML in",
    "CSS asked",
    "CSS in",
    "fonts in",
    "parsed",
    "JS KB",
    "FCP ÷ peer /",
    "FCP ÷ own /",
    "FCP ÷ baseline",
  ];
  const body = rows.map((r) => {
    const m = r.median;
    const isPeer = r.site === peer;
    return [
      r.site,
      r.route,
      String(r.runs),
      `${ms(m.fcpMs)} (${r.roundFcpMs.map(ms).join(" ")})`,
      ms(m.lcpMs),
      Number.isFinite(m.cls) ? m.cls.toFixed(3) : "–",
      ms(m.htmlInMs),
      ms(m.cssAskedMs),
      ms(m.cssInMs),
      ms(m.fontsInMs),
      ms(m.parsedMs),
      Number.isFinite(m.jsBytes) ? (m.jsBytes / 1024).toFixed(1) : "–",
      x(ratio(m.fcpMs, fcpOf(peer, "/"))),
      r.route === "/" ? "–" : x(ratio(m.fcpMs, fcpOf(r.site, "/"))),
      isPeer || r.site === baseline ? "–" : x(ratio(m.fcpMs, fcpOf(baseline, r.route))),
    ];
  });
  return { head, body };
}

/**
 * A Markdown table, columns padded to their widest cell.
 * @param {{ head: string[], body: string[][] }} table @returns {string}
 */
export function markdownTable({ head, body }) {
  const widths = head.map((h, i) =>
    Math.max(h.length, ...body.map((row) => (row[i] ?? "").length)),
  );
  const line = (/** @type {string[]} */ cells) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...body.map(line)].join("\n");
}
