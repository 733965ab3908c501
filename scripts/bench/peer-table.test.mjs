// @ts-check
import { describe, expect, it } from "vitest";
import { markdownTable, peerTable, ratio, roundOrder, summarize } from "./peer-table.mjs";

/** A visit whose every figure is `ms` except those given. */
const visit = (/** @type {number} */ ms, extra = {}) => ({
  fcpMs: ms,
  lcpMs: ms,
  cls: 0,
  htmlInMs: 200,
  cssAskedMs: 250,
  cssInMs: 600,
  fontsInMs: 700,
  parsedMs: 650,
  jsBytes: 2048,
  ...extra,
});

describe("roundOrder", () => {
  const sites = [
    { name: "peer", routes: ["/"] },
    { name: "ours", routes: ["/", "/contact"] },
  ];

  it("alternates the sites route by route within each run", () => {
    expect(roundOrder(sites, 0, 2)).toEqual([
      { site: "peer", route: "/" },
      { site: "ours", route: "/" },
      { site: "ours", route: "/contact" },
      { site: "peer", route: "/" },
      { site: "ours", route: "/" },
      { site: "ours", route: "/contact" },
    ]);
  });

  it("starts the next round with the next site", () => {
    expect(roundOrder(sites, 1, 1)).toEqual([
      { site: "ours", route: "/" },
      { site: "peer", route: "/" },
      { site: "ours", route: "/contact" },
    ]);
  });
});

describe("ratio", () => {
  it("divides to two decimals", () => {
    expect(ratio(1870, 1650)).toBe(1.13);
    expect(ratio(800, 1000)).toBe(0.8);
  });

  it("is NaN when a figure is missing", () => {
    expect(ratio(NaN, 1000)).toBeNaN();
    expect(ratio(1000, NaN)).toBeNaN();
    expect(ratio(1000, 0)).toBeNaN();
  });
});

describe("summarize", () => {
  it("takes medians per site and route, and each round's FCP median", () => {
    const rows = summarize([
      { site: "peer", route: "/", round: 0, visit: visit(1000) },
      { site: "peer", route: "/", round: 0, visit: visit(1200, { cls: 0.02 }) },
      { site: "peer", route: "/", round: 1, visit: visit(1100) },
      { site: "ours", route: "/", round: 0, visit: visit(900, { jsBytes: 4096 }) },
    ]);
    expect(rows).toEqual([
      {
        site: "peer",
        route: "/",
        runs: 3,
        median: visit(1100),
        roundFcpMs: [1100, 1100],
      },
      {
        site: "ours",
        route: "/",
        runs: 1,
        median: visit(900, { jsBytes: 4096 }),
        roundFcpMs: [900],
      },
    ]);
  });
});

describe("peerTable", () => {
  const row = (
    /** @type {string} */ site,
    /** @type {string} */ route,
    /** @type {number} */ fcp,
    extra = {},
  ) => ({ site, route, runs: 15, median: visit(fcp, extra), roundFcpMs: [fcp, fcp + 10] });

  it("prints medians and FCP ratios against the peer's home, the site's home and the baseline", () => {
    const { head, body } = peerTable(
      [
        row("peer", "/", 1650),
        row("ours", "/", 1870),
        row("ours", "/contact", 1122),
        row("fix", "/", 1320, { cls: 0.0123 }),
        row("fix", "/contact", 1100),
      ],
      { peer: "peer", baseline: "ours" },
    );
    expect(head).toEqual([
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
    ]);
    expect(body).toEqual([
      [
        "peer",
        "/",
        "15",
        "1650 (1650 1660)",
        "1650",
        "0.000",
        "200",
        "250",
        "600",
        "700",
        "650",
        "2.0",
        "1.00x",
        "–",
        "–",
      ],
      [
        "ours",
        "/",
        "15",
        "1870 (1870 1880)",
        "1870",
        "0.000",
        "200",
        "250",
        "600",
        "700",
        "650",
        "2.0",
        "1.13x",
        "–",
        "–",
      ],
      [
        "ours",
        "/contact",
        "15",
        "1122 (1122 1132)",
        "1122",
        "0.000",
        "200",
        "250",
        "600",
        "700",
        "650",
        "2.0",
        "0.68x",
        "0.60x",
        "–",
      ],
      [
        "fix",
        "/",
        "15",
        "1320 (1320 1330)",
        "1320",
        "0.012",
        "200",
        "250",
        "600",
        "700",
        "650",
        "2.0",
        "0.80x",
        "–",
        "0.71x",
      ],
      [
        "fix",
        "/contact",
        "15",
        "1100 (1100 1110)",
        "1100",
        "0.000",
        "200",
        "250",
        "600",
        "700",
        "650",
        "2.0",
        "0.67x",
        "0.83x",
        "0.98x",
      ],
    ]);
  });

  it("prints a dash for a figure no visit had (a page without web fonts)", () => {
    const { body } = peerTable([row("peer", "/", 1650, { fontsInMs: NaN })], {
      peer: "peer",
      baseline: "ours",
    });
    expect(body[0]?.[9]).toBe("–");
  });
});

describe("markdownTable", () => {
  it("pads each column to its widest cell", () => {
    expect(
      markdownTable({
        head: ["site", "FCP"],
        body: [
          ["peer", "1650"],
          ["ours", "870"],
        ],
      }),
    ).toBe(["| site | FCP  |", "| ---- | ---- |", "| peer | 1650 |", "| ours | 870  |"].join("\n"));
  });
});
