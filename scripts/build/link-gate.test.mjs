// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { linkProblem } from "../../app/lib/site-links";
import { builtLinkProblems, readBuiltSite } from "./link-gate.mjs";

/** A small built site: pages (dir/index.html), the 404 page, a feed and a public file. */
const fixture = {
  "index.html": `<main id="main"><a href="/about">About</a><a href="/resources#featured">Featured</a>
    <a href="/services/custom-hybrid">Custom (a redirect)</a><a href="/feed.xml">Feed</a>
    <a href="/logos/iso.svg">Logo</a><a href="https://example.com/">Elsewhere</a>
    <a href="mailto:a@example.com">Mail</a><a href="#main">Skip</a></main>`,
  "about/index.html": `<main id="main"><h2 id="values">Values</h2><a href="/abuot">Typo</a></main>`,
  "resources/index.html": `<section id="featured"></section><a href="/about#valuez">Values</a>`,
  "services/custom/index.html": `<main id="main"></main><a href="/abuot">Typo again</a>`,
  "404.html": `<main id="main"><a href="#main">Skip</a><a href="/">Home</a></main>`,
  "feed.xml": "<feed/>",
  "logos/iso.svg": "<svg/>",
};

let clientDir = "";
beforeAll(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "link-gate-"));
  for (const [file, text] of Object.entries(fixture)) {
    mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
    writeFileSync(path.join(clientDir, file), text);
  }
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

describe("the link gate over a built site", () => {
  it("knows every page, file and element id the build answers, not the 404 page", async () => {
    const { site } = await readBuiltSite(clientDir);
    expect([...site.paths].sort()).toEqual(
      ["/", "/about", "/feed.xml", "/logos/iso.svg", "/resources", "/services/custom"].sort(),
    );
    expect(site.ids?.get("/about")).toEqual(new Set(["main", "values"]));
  });

  it("refuses a mistyped path and a missing hash, naming the pages and the href", async () => {
    const { site, links } = await readBuiltSite(clientDir);
    expect(builtLinkProblems(site, links, linkProblem).sort()).toEqual([
      'build page /about, build page /services/custom: link "/abuot": "/abuot" is no page of the site (expected a built page, a redirect or a file the build writes)',
      'build page /resources: link "/about#valuez": "#valuez" names nothing on /about (expected the id of an element of that page)',
    ]);
  });

  it("takes a redirect, a generated file, a public file, another origin and a link within the page", async () => {
    const { site } = await readBuiltSite(clientDir);
    for (const href of ["/services/custom-hybrid", "/feed.xml", "/logos/iso.svg", "/about/", "/resources#featured"])
      expect(linkProblem(href, site), href).toBeUndefined();
    expect(linkProblem("#main", site, "/404.html")).toBeUndefined();
    expect(linkProblem("https://example.com/nowhere", site)).toBeUndefined();
  });
});
