// @vitest-environment node
/**
 * The Resource Center's "done when" (issue 12), end to end: in a temporary copy of the project,
 * a new Markdown item goes through the real `npm run build` and appears on its own page, in the
 * Resource Center and its section, on its industry filter page, in the feed, the sitemap and the
 * search index; a file with broken front matter fails the build, naming the file. The copy
 * holds only what the build reads; node_modules and public/ are symlinked.
 */
import { execFile } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomUtils, parseDocument } from "htmlparser2";
import { parse as parseYaml } from "yaml";

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const COPIED = ["app", "scripts", "server", "deploy"];
const FILES = ["package.json", "react-router.config.ts", "vite.config.ts", "tsconfig.json"];
const LINKED = ["node_modules", "public"];

function copyProject() {
  const dir = mkdtempSync(path.join(tmpdir(), "resources-fixture-"));
  for (const name of COPIED) {
    cpSync(path.join(root, name), path.join(dir, name), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}.react-router`),
    });
  }
  for (const name of FILES) cpSync(path.join(root, name), path.join(dir, name));
  for (const name of LINKED) symlinkSync(path.join(root, name), path.join(dir, name));
  return dir;
}

/** An author from the people file (issue 50): an item names its authors by id. */
const fixtureAuthor = parseYaml(readFileSync(path.join(root, "app/content/data/people.yaml"), "utf8")).people[0].id;

const fixture = `---
title: Quokka Tasting Notes for Spirits Brands
section: case-studies
date: 2031-01-02
description: A fixture item written by the build test; it must reach every place the catalogue feeds.
industries:
  - spirits
topics:
  - packaging
authors:
  - ${fixtureAuthor}
image: res-pack-redesign
tag: Fixture
result:
  value: "+12%"
  line: A fixture's headline result (a case study leads with one)
charts:
  - id: fixture-shares
    kind: bars
    title: Quokka shares by tasting
    rowsLabel: Tasting
    finding: A fixture's chart, placed by no block in the body.
    unit: percent
    series:
      - label: Share
    rows:
      - label: First
        values: [40]
      - label: Second
        values: [52]
    base: a fixture
    source: the build test
    fieldwork: January 2031
    note: Illustrative figures of a test fixture; no sample, so no interval.
---

An opening paragraph about zanzibarite sampling, a word no other page uses.

## What we did

Nothing at all: this item exists to prove the pipeline.
`;

/** @param {string} cwd */
const build = (cwd) =>
  run("npm", ["run", "build"], {
    cwd,
    env: { ...process.env, BUILD_DIR: "build-fixture", DELIVERY_STEPS: "off" },
    maxBuffer: 64 * 1024 * 1024,
  });

describe("a new Markdown item, built in a copy of the project", () => {
  /** @type {string} */
  let dir;
  /** @param {string} file */
  const read = (file) => readFileSync(path.join(dir, "build-fixture/client", file), "utf8");
  const itemPath = "/resources/case-studies/quokka-tasting-notes";

  /** Cards on a list page (decision 0601) and the case studies the build lists. */
  const PAGE_SIZE = 24;
  let caseStudies = 0;

  beforeAll(async () => {
    dir = copyProject();
    const folder = path.join(dir, "app/content/resources");
    writeFileSync(path.join(folder, "quokka-tasting-notes.md"), fixture);
    // Enough older case studies for a second page, whatever the content holds today.
    for (let n = 1; n <= PAGE_SIZE + 2; n++) {
      writeFileSync(
        path.join(folder, `filler-${n}.md`),
        fixture
          .replace("Quokka Tasting Notes for Spirits Brands", `Filler Case ${n}`)
          .replace("date: 2031-01-02", `date: 2001-01-${String(n).padStart(2, "0")}`)
          .replace("zanzibarite", "ordinary"),
      );
    }
    caseStudies = readdirSync(folder).filter((f) =>
      /^section: case-studies$/m.test(readFileSync(path.join(folder, f), "utf8")),
    ).length;
    await build(dir);
  }, 600_000);
  afterAll(() => dir && rmSync(dir, { recursive: true, force: true }));

  it("has its own page with the rendered body", () => {
    const html = read(`${itemPath.slice(1)}/index.html`);
    expect(html).toContain(">Quokka Tasting Notes for Spirits Brands</h1>");
    expect(html).toContain('<h2 id="what-we-did"><a href="#what-we-did">What we did</a></h2>');
    // A chart no block places (as the editor's list adds one) is drawn after the body (issue 38).
    const chart = html.indexOf("Quokka shares by tasting");
    expect(chart).toBeGreaterThan(html.indexOf("this item exists to prove the pipeline"));
  });

  it("is listed in the Resource Center, its section and its industry filter page", () => {
    for (const page of [
      "resources/index.html",
      "resources/case-studies/index.html",
      "resources/industry/spirits/index.html",
      "resources/case-studies/industry/spirits/index.html",
    ]) {
      expect(read(page), page).toContain(`href="${itemPath}"`);
    }
  });

  it("leads the feed (newest first) and is in the sitemap", () => {
    const feed = read("feed.xml");
    const firstEntry = feed.slice(feed.indexOf("<entry>"), feed.indexOf("</entry>"));
    expect(firstEntry).toContain("<title>Quokka Tasting Notes for Spirits Brands</title>");
    expect(firstEntry).toContain(`${itemPath}</id>`);
    expect(read("sitemap.xml")).toContain(`${itemPath}</loc>`);
  });

  it("is in the search index: one page fragment, found by its own word", () => {
    const folder = path.join(dir, "build-fixture/client/pagefind/fragment");
    const fragments = readdirSync(folder).map((f) =>
      gunzipSync(readFileSync(path.join(folder, f))).toString("utf8"),
    );
    const matching = fragments.filter((f) => f.includes("zanzibarite"));
    expect(matching).toHaveLength(1);
    expect(matching[0]).toContain(`"url":"${itemPath}"`);
  });

  it("pages its section: page 2 onwards at /page/n, linked both ways, none past the end", () => {
    const pages = Math.ceil(caseStudies / PAGE_SIZE);
    expect(pages).toBeGreaterThanOrEqual(2);
    const last = read(`resources/case-studies/page/${pages}/index.html`);
    const from = (pages - 1) * PAGE_SIZE + 1;
    expect(last).toContain(`Showing ${from}–${caseStudies} of ${caseStudies}`);
    expect(last).toMatch(/<nav aria-label="Pages"/);
    expect(last).toMatch(new RegExp(`aria-current="page"[^>]*>${pages}<`));
    expect(last).toContain(
      `<link rel="canonical" href="https://www.northfield-insights.com/resources/case-studies/page/${pages}"/>`,
    );
    expect(last).toMatch(/<link rel="prev" href="https:\/\/www\.northfield-insights\.com\/resources\/case-studies(\/page\/\d+)?"\/>/);
    expect(last).not.toContain('rel="next"');
    const first = read("resources/case-studies/index.html");
    expect(first).toContain(`Showing 1–${PAGE_SIZE} of ${caseStudies}`);
    expect(first).toContain('href="/resources/case-studies/page/2"');
    const clientDir = path.join(dir, "build-fixture/client");
    expect(existsSync(path.join(clientDir, `resources/case-studies/page/${pages + 1}`))).toBe(false);
    expect(existsSync(path.join(clientDir, "resources/case-studies/page/1"))).toBe(false);
    expect(read("sitemap.xml")).toContain(`/resources/case-studies/page/${pages}</loc>`);
    expect(read("_redirects")).toContain("/resources/case-studies/page/1 /resources/case-studies 301");
  });

  it("shows an item once on the hub, or in New this season and its short section (0507)", () => {
    const hub = parseDocument(read("resources/index.html"));
    /** The items each section of the hub links to from its cards. */
    const cards = DomUtils.getElementsByTagName("section", hub)
      .filter((section) => section.attribs.id)
      .map((section) => ({
        id: section.attribs.id,
        hrefs: DomUtils.getElementsByTagName("article", section).flatMap((article) =>
          DomUtils.getElementsByTagName("a", article, true, 1).map((a) => a.attribs.href),
        ),
      }));
    const all = cards.flatMap((section) => section.hrefs);
    expect(all.length).toBeGreaterThan(4);
    for (const section of cards) expect(new Set(section.hrefs).size).toBe(section.hrefs.length);
    const featured = new Set(cards.find((section) => section.id === "featured")?.hrefs);
    expect(featured.size).toBeGreaterThan(0);
    const repeated = all.filter((href, i) => all.indexOf(href) !== i);
    for (const href of repeated) expect(featured.has(href), href).toBe(true);
  });
});

describe("a Markdown item with broken front matter", () => {
  it("fails the build with a message naming the file and the field", async () => {
    const dir = copyProject();
    try {
      writeFileSync(
        path.join(dir, "app/content/resources/broken-fixture.md"),
        fixture.replace("date: 2031-01-02", "date: next Tuesday"),
      );
      const error = await build(dir).then(
        () => undefined,
        (/** @type {{ stdout: string, stderr: string }} */ e) => e,
      );
      expect(error, "the build should have failed").toBeDefined();
      expect(`${error?.stdout}\n${error?.stderr}`).toContain(
        'app/content/resources/broken-fixture.md: date: expected a date written YYYY-MM-DD, received "next Tuesday"',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
