// @vitest-environment node
import {
  cpSync,
  mkdtempSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { IMAGE_WIDTHS } from "../components/Picture";
import { resourceSections, resourcesPage } from "../content/resources";
import {
  catalog,
  elsewhereOf,
  extraPagePaths,
  filterViews,
  findListPage,
  loadCatalog,
  relatedItems,
  resourceLists,
  RESOURCES_DIR,
} from "./resources-catalog.server";
import { prerenderPaths } from "./routes-manifest";
import { loadTopics, TOPICS_FILE } from "./topics.server";

const root = path.resolve(__dirname, "../..");
const prerendered = new Set(prerenderPaths);

describe("resource center content", () => {
  it("has the four sections with the spec's anchors and paths", () => {
    expect(resourceSections.map((s) => s.anchor)).toEqual([
      "panel-books",
      "guide-books",
      "case-studies",
      "articles",
    ]);
    expect(resourceSections.map((s) => s.path)).toEqual([
      "/resources/panel-books",
      "/resources/ebooks",
      "/resources/case-studies",
      "/resources/blog",
    ]);
  });

  it("keeps the spec's twelve item URLs, each a prerendered page", () => {
    // Contains, not equals: publishing another item must not turn this red.
    expect(catalog.map((i) => i.to)).toEqual(
      expect.arrayContaining([
        "/resources/panel-books/us-consumer",
        "/resources/panel-books/uk-b2b",
        "/resources/panel-books/apac-multi",
        "/resources/ebooks/survey-best-practices",
        "/resources/ebooks/future-of-data",
        "/resources/ebooks/ai-in-research",
        "/resources/case-studies/pricing-reframe",
        "/resources/case-studies/pack-redesign",
        "/resources/case-studies/feature-prioritization",
        "/blog/maxdiff-vs-conjoint",
        "/blog/claims-that-convert",
        "/blog/onboarding-friction",
      ]),
    );
    for (const item of catalog) expect(prerendered.has(item.to), item.to).toBe(true);
    for (const section of resourceSections) expect(prerendered.has(section.path)).toBe(true);
  });

  it("lists items newest first", () => {
    const dates = catalog.map((i) => i.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  // An upload is rendered by the build (scripts/build/uploads.test.mjs), a drawing by npm run images.
  const drawn = catalog.filter((item) => !item.image.startsWith("uploads/"));

  it("gives every item every rendered width of its illustration", () => {
    for (const item of drawn) {
      for (const w of IMAGE_WIDTHS) {
        for (const fmt of ["avif", "webp"]) {
          const file = path.join(root, "public/images", `${item.image}-${w}.${fmt}`);
          expect(() => readFileSync(file), file).not.toThrow();
        }
      }
    }
  });

  it("gives each item a drawing of its own: no two front matters name the same image, no two drawings are copies", () => {
    const files = readdirSync(path.join(root, RESOURCES_DIR)).filter((f) => f.endsWith(".md"));
    expect(files.length).toBeGreaterThanOrEqual(12);
    const images = files.map((file) => {
      const source = readFileSync(path.join(root, RESOURCES_DIR, file), "utf8");
      const frontMatter = parseYaml(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as {
        image?: string;
      };
      // A drawing (res-…) or the item's own upload (decision 0811).
      expect(frontMatter.image, file).toMatch(/^(res-|\/images\/uploads\/)/);
      return frontMatter.image ?? "";
    });
    expect(new Set(images).size).toBe(files.length);
    const drawingNames = images.filter((image) => image.startsWith("res-"));
    const drawings = drawingNames.map((image) =>
      readFileSync(path.join(root, "assets/images", `${image}.svg`), "utf8"),
    );
    expect(new Set(drawings).size).toBe(drawingNames.length);
  });

  it("renders every item's wide crop for the featured slot, so any item can be featured", () => {
    for (const item of drawn) {
      for (const w of IMAGE_WIDTHS) {
        for (const fmt of ["avif", "webp"]) {
          const file = path.join(root, "public/images", `${item.image}-wide-${w}.${fmt}`);
          expect(() => readFileSync(file), file).not.toThrow();
        }
      }
    }
  });

  it("features existing items and sends downloads to prerendered pages", () => {
    for (const to of resourcesPage.featured.items) {
      expect(
        catalog.some((i) => i.to === to),
        to,
      ).toBe(true);
    }
    for (const item of catalog) {
      if (item.detail.download) expect(prerendered.has(item.detail.download.href)).toBe(true);
    }
  });

  it("writes a few hundred words for every item", () => {
    for (const item of catalog) {
      const words = item.detail.html.replace(/<[^>]+>/g, " ").split(/\s+/).length;
      expect(words, item.to).toBeGreaterThan(200);
    }
  });

  it("prerenders a filter page for every industry and topic in use, in and across sections", () => {
    const paths = filterViews().map((v) => v.path);
    expect(paths).toContain("/resources/industry/healthcare");
    expect(paths).toContain("/resources/topic/pricing");
    expect(paths).toContain("/resources/case-studies/industry/consumer-packaged-goods");
    expect(paths).toContain("/resources/blog/topic/messaging");
    // No empty views: nothing in the catalogue is about spirits in the blog.
    expect(paths).not.toContain("/resources/blog/industry/spirits");
    for (const p of paths) expect(prerendered.has(p), p).toBe(true);
  });

  it("relates up to three items sharing an industry or topic", () => {
    for (const item of catalog) {
      const related = relatedItems(item);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((r) => r.slug)).not.toContain(item.slug);
    }
    const pack = catalog.find((i) => i.slug === "pack-redesign")!;
    for (const other of relatedItems(pack)) {
      const shares =
        other.industries.some((i) => pack.industries.includes(i)) ||
        other.topics.some((t) => pack.topics.includes(t));
      expect(shares, other.slug).toBe(true);
    }
  });

  it("finds a section view's tag in the other sections, newest first, and none for the whole centre", () => {
    const views = filterViews();
    const messaging = views.find((v) => v.path === "/resources/blog/topic/messaging")!;
    const elsewhere = elsewhereOf(messaging, 2, views)!;
    expect(elsewhere.path).toBe("/resources/topic/messaging");
    const tagged = catalog.filter((i) => i.topics.includes("messaging"));
    expect(elsewhere.total).toBe(tagged.length);
    expect(elsewhere.items.map((i) => i.slug)).toEqual(
      tagged
        .filter((i) => i.section !== "blog")
        .sort((a, b) => b.date.localeCompare(a.date))
        .slice(0, 2)
        .map((i) => i.slug),
    );
    const whole = views.find((v) => v.path === "/resources/industry/healthcare")!;
    expect(elsewhereOf(whole, 2, views)).toBeUndefined();
  });

  it("renders bodies with heading anchors, tables and pull quotes", () => {
    const html = catalog.find((i) => i.slug === "pricing-reframe")!.detail.html;
    expect(html).toContain(
      '<h2 id="the-challenge"><a href="#the-challenge">The challenge</a></h2>',
    );
    expect(html).toContain('<div class="md-table"><table>');
    expect(html).toMatch(
      /<figure class="pull-quote"><blockquote><p>The simulator ended .*<\/blockquote><figcaption>D\. L\., VP Pricing, subscription streaming service<\/figcaption><\/figure>/s,
    );
  });
});

describe("front matter checks", () => {
  const temp = mkdtempSync(path.join(tmpdir(), "resources-"));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));

  /** A project root with one Markdown file and the images the check looks for. */
  function projectWith(name: string, source: string): string {
    const dir = mkdtempSync(path.join(temp, "p-"));
    mkdirSync(path.join(dir, RESOURCES_DIR), { recursive: true });
    cpSync(
      path.join(root, "public/images/res-uk-b2b-960.webp"),
      path.join(dir, "public/images/res-uk-b2b-960.webp"),
      {
        recursive: true,
      },
    );
    writeFileSync(path.join(dir, RESOURCES_DIR, name), source);
    return dir;
  }
  const valid = readFileSync(path.join(root, RESOURCES_DIR, "uk-b2b.md"), "utf8");

  it("accepts a valid file", () => {
    expect(loadCatalog(projectWith("uk-b2b.md", valid)).map((i) => i.to)).toEqual([
      "/resources/panel-books/uk-b2b",
    ]);
  });

  it("names the file, the field and what was expected", () => {
    const broken = valid
      .replace(/^date: .*$/m, "date: April 2025")
      .replace("section: panel-books", "section: webinars");
    expect(() => loadCatalog(projectWith("broken-item.md", broken))).toThrow(
      /app\/content\/resources\/broken-item\.md: section: expected one of panel-books, ebooks, case-studies, blog, received "webinars"[\s\S]*app\/content\/resources\/broken-item\.md: date: expected a date written YYYY-MM-DD, received "April 2025"/,
    );
  });

  it("names a missing field, a topic that is no id and an unknown field", () => {
    const broken = valid
      .replace(/^authors:\n(?: {2}- .*\n)+/m, "")
      .replace("  - b2b", "  - B2B research")
      .replace("tint: teal", "tint: teal\ncolour: red");
    const run = () => loadCatalog(projectWith("bad.md", broken));
    expect(run).toThrow(
      /bad\.md: authors: expected a list of people's ids from app\/content\/data\/people\.yaml, received nothing/,
    );
    expect(run).toThrow(
      /bad\.md: topics\.1: expected a topic's id: lower-case words joined by hyphens/,
    );
    expect(run).toThrow(/bad\.md: \(front matter\): unknown field\(s\) colour/);
  });

  // Issue 50: an item names its authors by id; one the people file does not list stops the build.
  it("refuses an author id the people file does not list, naming the item and the field", () => {
    const people = parseYaml(readFileSync(path.join(root, "app/content/data/people.yaml"), "utf8"))
      .people as { id: string }[];
    const known = people[0]!.id;
    const authored = valid.replace(
      /^authors:\n(?: {2}- .*\n)+/m,
      `authors:\n  - ${known}\n  - no-such-person\n`,
    );
    const run = () => loadCatalog(projectWith("ghost-author.md", authored));
    expect(run).toThrow(
      /app\/content\/resources\/ghost-author\.md: authors\.1: expected a person's id from app\/content\/data\/people\.yaml \(.+\), received "no-such-person"/,
    );
    const good = valid.replace(/^authors:\n(?: {2}- .*\n)+/m, `authors:\n  - ${known}\n`);
    const [item] = loadCatalog(projectWith("good-author.md", good));
    expect(item!.people.map((p) => p.id)).toEqual([known]);
  });

  // Issue 50: a case study names the services it is proof of; an unknown service stops the build.
  it("refuses a service the site does not offer, naming the item and the field", () => {
    const tagged = (services: string) =>
      valid.replace(/^image: /m, `services:\n${services}image: `);
    const run = () =>
      loadCatalog(projectWith("ghost-service.md", tagged("  - quantitative\n  - webinars\n")));
    expect(run).toThrow(
      /app\/content\/resources\/ghost-service\.md: services\.1: expected a service: quantitative, qualitative, panels-sampling, custom, received "webinars"/,
    );
    const [item] = loadCatalog(projectWith("good-service.md", tagged("  - panels-sampling\n")));
    expect(item!.services).toEqual(["panels-sampling"]);
    // Left out, an item is proof of no service.
    expect(loadCatalog(projectWith("uk-b2b.md", valid))[0]!.services).toEqual([]);
  });

  // Issue 47: topics are data; one the topics file does not list stops the build, named.
  it("refuses a topic the topics file does not list, and files an item under a new one", () => {
    const typo = valid.replace("  - b2b", "  - b2c");
    expect(() => loadCatalog(projectWith("unknown-topic.md", typo))).toThrow(
      /app\/content\/resources\/unknown-topic\.md: topics\.1: expected a topic's id from app\/content\/data\/topics\.yaml \(.+\), received "b2c"/,
    );
    // A topic added to the data file takes it, with no code changed.
    const dir = projectWith("new-topic.md", typo);
    mkdirSync(path.join(dir, path.dirname(TOPICS_FILE)), { recursive: true });
    writeFileSync(
      path.join(dir, TOPICS_FILE),
      `${readFileSync(path.join(root, TOPICS_FILE), "utf8")}  - id: b2c\n    label: Consumer research\n`,
    );
    const [item] = loadCatalog(dir, undefined, loadTopics(dir));
    expect(item!.topics).toContain("b2c");
  });

  it("collects each ## section of the body while rendering it: its id and the text a reader sees", () => {
    const body = [
      "## Costs &amp; *benefits* of `a<b`",
      "",
      "Text.",
      "",
      "### A detail is no section",
      "",
      "## The challenge",
      "",
      "## The challenge",
      "",
      "## See [the **guide**](/contact)\r",
      "",
    ].join("\n");
    const frontMatter = valid.slice(0, valid.indexOf("\n---", 4) + 5);
    const [item] = loadCatalog(projectWith("sections.md", `${frontMatter}\n${body}`));
    expect(item!.contents.map((s) => s.label)).toEqual([
      "Costs & benefits of a<b",
      "The challenge",
      "The challenge",
      "See the guide",
    ]);
    const ids = item!.contents.map((s) => s.id);
    expect(ids.slice(1, 3)).toEqual(["the-challenge", "the-challenge-2"]);
    for (const id of ids) expect(item!.detail.html).toContain(`<h2 id="${id}"><a href="#${id}">`);
  });

  it("refuses a file without front matter, raw HTML and a second h1", () => {
    expect(() => loadCatalog(projectWith("plain.md", "Just text\n"))).toThrow(
      /plain\.md: front matter: expected the file to start with a --- block/,
    );
    expect(() =>
      loadCatalog(projectWith("html.md", `${valid}\n<script>alert(1)</script>\n`)),
    ).toThrow(/html\.md: body: raw HTML is not allowed/);
    expect(() => loadCatalog(projectWith("h1.md", `${valid}\n# Another title\n`))).toThrow(
      /h1\.md: body: "# Another title": start sections at "##"/,
    );
  });

  // Issue 50, item 5: a quote was credited to a job title alone ("— VP Pricing, …").
  it("refuses a pull quote credited to no person, role and kind of organisation", () => {
    const quoted = (credit: string) =>
      `${valid}\n> We could finally compare markets.\n>\n> — ${credit}\n`;
    expect(() =>
      loadCatalog(
        projectWith("title-only.md", quoted("VP Pricing, subscription streaming service")),
      ),
    ).toThrow(
      /title-only\.md: body: pull quote credit "VP Pricing, subscription streaming service": expected who said it \(a name or initials\), their role and the kind of organisation/,
    );
    expect(() =>
      loadCatalog(
        projectWith("credited.md", quoted("D. L., VP Pricing, subscription streaming service")),
      ),
    ).not.toThrow();
  });

  // Issue 49's marketer typed the credit on the quote's next line, as the hint says, with no
  // blank ">" line between: Markdown joins the two lines, and the credit became quote text.
  it("reads a credit typed on the quote's next line as the pull quote's credit", () => {
    const joined = (credit: string) =>
      `${valid}\n> We could finally compare markets.\n> — ${credit}\n`;
    const [item] = loadCatalog(
      projectWith("uk-b2b.md", joined("H. M., Head of Insight, building society")),
    );
    expect(item!.detail.html).toContain(
      '<figure class="pull-quote"><blockquote><p>We could finally compare markets.</p>\n</blockquote><figcaption>H. M., Head of Insight, building society</figcaption></figure>',
    );
    expect(() => loadCatalog(projectWith("joined.md", joined("Head of Insight")))).toThrow(
      /joined\.md: body: pull quote credit "Head of Insight": expected who said it/,
    );
  });

  it("refuses an image without alt text, naming the file", () => {
    expect(() =>
      loadCatalog(projectWith("no-alt.md", `${valid}\n![](/images/uploads/chart.png)\n`)),
    ).toThrow(/no-alt\.md: body: image "\/images\/uploads\/chart\.png": expected alt text/);
    expect(() =>
      loadCatalog(projectWith("alt.md", `${valid}\n![A bar chart](/images/uploads/chart.png)\n`)),
    ).not.toThrow();
  });

  it("refuses javascript: and data: links and images, naming the file", () => {
    const cases: [string, string][] = [
      ["js-link.md", "[Read](javascript:alert(1))"],
      ["js-autolink.md", "<javascript:alert(1)>"],
      ["data-link.md", "[Read](data:text/html;base64,PHNjcmlwdD4=)"],
      ["data-image.md", "![Chart](data:image/svg+xml;base64,PHN2Zz4=)"],
      ["js-reference.md", "[Read][x]\n\n[x]: JavaScript:alert(1)"],
      // Character references are decoded by the browser before it reads the scheme.
      ["js-decimal.md", "[Read](&#106;avascript:alert(1))"],
      ["js-hex.md", "[Read](&#x6A;avascript:alert(1))"],
      ["js-named.md", "[Read](java&Tab;script:alert(1))"],
      ["js-padded.md", "[Read](&#0000106avascript:alert(1))"],
    ];
    for (const [name, body] of cases) {
      expect(() => loadCatalog(projectWith(name, `${valid}\n${body}\n`)), name).toThrow(
        new RegExp(`${name.replace(".", "\\.")}: body: (link|image) to `),
      );
    }
    expect(() =>
      loadCatalog(projectWith("fine.md", `${valid}\n[Contact](/contact) [Mail](mailto:a@b.c)\n`)),
    ).not.toThrow();
  });

  // Issue 38: a chart added in the editor's list, with no block placing it, must not fail the build.
  it("draws a chart that no block places after the body, in the list's order", () => {
    const unplaced = valid.replace("```chart\nsize-vs-economy\n```\n", "");
    expect(unplaced).not.toContain("size-vs-economy\n```");
    const [item] = loadCatalog(projectWith("uk-b2b.md", unplaced));
    const html = item!.detail.html;
    const figures = [...html.matchAll(/<figure class="chart" id="([^"]+)"/g)].map((m) => m[1]);
    expect(figures).toHaveLength(2);
    // The placed chart where its block is; the unplaced one last, after the body's last words.
    expect(figures[1]).toMatch(/size-vs-economy/);
    const lastWords = unplaced.trim().split("\n").at(-1)!.replace(/^- /, "");
    expect(html.indexOf(lastWords)).toBeGreaterThan(0);
    expect(html.indexOf(lastWords)).toBeLessThan(html.indexOf(`id="${figures[1]}"`));
    expect(html).toContain("Panel members and UK private-sector employment, by company size");
  });

  // Issue 49's marketer wrote the editor's hint as one line ("```chart <id>```"), which Markdown
  // reads as inline code: the chart went after the body without a word. Every form places it.
  it("places a chart written on one line or with its id on the fence where it is written", () => {
    const placedBlock = "```chart\nsize-vs-economy\n```\n";
    expect(valid).toContain(placedBlock);
    for (const form of ["```chart size-vs-economy```\n", "```chart size-vs-economy\n```\n"]) {
      const [item] = loadCatalog(projectWith("uk-b2b.md", valid.replace(placedBlock, form)));
      const html = item!.detail.html;
      const figures = [...html.matchAll(/<figure class="chart" id="([^"]+)"/g)].map((m) => m[1]);
      expect(figures, form).toHaveLength(2);
      // Where the block is, not after the body: the body's last words come after both charts.
      const lastWords = valid.trim().split("\n").at(-1)!.replace(/^- /, "");
      expect(html.indexOf(`id="${figures[1]}"`), form).toBeLessThan(html.indexOf(lastWords));
      expect(html, form).not.toContain("<code>chart");
    }
    expect(() =>
      loadCatalog(projectWith("one-line.md", `${valid}\n\`\`\`chart no-such-chart\`\`\`\n`)),
    ).toThrow(/one-line\.md: body: chart "no-such-chart": expected the id of a chart/);
  });

  it("refuses a block naming an unknown chart, or a chart placed twice, naming the file", () => {
    expect(() =>
      loadCatalog(projectWith("unknown.md", `${valid}\n\`\`\`chart\nno-such-chart\n\`\`\`\n`)),
    ).toThrow(
      /unknown\.md: body: chart "no-such-chart": expected the id of a chart in the front matter's charts \(size-vs-economy, audiences\)/,
    );
    expect(() =>
      loadCatalog(projectWith("twice.md", `${valid}\n\`\`\`chart\naudiences\n\`\`\`\n`)),
    ).toThrow(/twice\.md: body: chart "audiences": expected each chart placed once/);
  });

  // Decision 0811: the editor's own images, rendered by the build (scripts/build/uploads.mjs).
  it("shows an upload named as the editor writes it through the image pipeline, never as uploaded", () => {
    const withUpload = valid.replace(
      "image: res-uk-b2b",
      "image: /images/uploads/team-photo.jpg\nimageAlt: The team at work",
    );
    const dir = projectWith(
      "own.md",
      `${withUpload}\n![The team at work](/images/uploads/team-photo.jpg)\n`,
    );
    expect(() => loadCatalog(dir)).toThrow(
      /own\.md: image: expected an upload in assets\/uploads\/team-photo\.jpg/,
    );
    mkdirSync(path.join(dir, "assets/uploads"), { recursive: true });
    writeFileSync(path.join(dir, "assets/uploads/team-photo.jpg"), "");
    const [item] = loadCatalog(dir);
    expect(item?.image).toBe("uploads/team-photo");
    expect(item?.imgUrl).toBe("/images/uploads/team-photo-960.webp");
    const html = item?.detail.html ?? "";
    expect(html).toContain(
      '<source type="image/avif" srcset="/images/uploads/team-photo-480.avif 480w, /images/uploads/team-photo-960.avif 960w, /images/uploads/team-photo-1440.avif 1440w"',
    );
    expect(html).toContain('<img src="/images/uploads/team-photo-960.webp"');
    expect(html).toContain('alt="The team at work"');
    expect(html).not.toContain("team-photo.jpg");
  });

  it("gives an uploaded photo the description the editor wrote, for its page's hero; at most 150 characters", () => {
    const described = valid.replace(
      "image: res-uk-b2b",
      "image: res-uk-b2b\nimageAlt: Two interviewers reviewing a tablet survey",
    );
    const [item] = loadCatalog(projectWith("alt.md", described));
    expect(item?.detail.imageAlt).toBe("Two interviewers reviewing a tablet survey");
    const [plain] = loadCatalog(projectWith("plain.md", valid));
    expect(plain?.detail.imageAlt).toBeUndefined();
    const long = valid.replace(
      "image: res-uk-b2b",
      `image: res-uk-b2b\nimageAlt: ${"x".repeat(151)}`,
    );
    expect(() => loadCatalog(projectWith("long.md", long))).toThrow(
      /long\.md: imageAlt: expected a picture's description of at most 150 characters/,
    );
  });

  // Third marketer review (decision 0816): the editor's rules, the build's.
  it("refuses an uploaded photo without its description, saying why", () => {
    const undescribed = valid.replace("image: res-uk-b2b", "image: /images/uploads/shelf.jpg");
    expect(() => loadCatalog(projectWith("photo.md", undescribed))).toThrow(
      /photo\.md: imageAlt: expected a description of the uploaded photo: unlike the site's drawings, which only decorate, a photo shows something/,
    );
  });

  it("refuses a title another item of its section has, case and spacing aside, naming it", () => {
    const dir = projectWith("uk-b2b.md", valid);
    const title = /^title: (.*)$/m.exec(valid)![1]!;
    const twin = valid.replace(/^title: .*$/m, `title: "  ${title.toUpperCase()} "`);
    writeFileSync(path.join(dir, RESOURCES_DIR, "uk-b2b-again.md"), twin);
    expect(() => loadCatalog(dir)).toThrow(
      `app/content/resources/uk-b2b-again.md: title: Another panel book already has this title: "${title}" (uk-b2b.md).`,
    );
    // In another section, the same title is another collection's.
    writeFileSync(
      path.join(dir, RESOURCES_DIR, "uk-b2b-again.md"),
      twin.replace("section: panel-books", "section: ebooks"),
    );
    expect(loadCatalog(dir)).toHaveLength(2);
  });

  it("refuses an image that was never rendered", () => {
    const broken = valid.replace("image: res-uk-b2b", "image: res-missing");
    expect(() => loadCatalog(projectWith("img.md", broken))).toThrow(
      /img\.md: image: expected an illustration rendered to public\/images\/res-missing-960\.webp/,
    );
  });
});

describe("paginated lists, on a generated catalogue", () => {
  const temp = mkdtempSync(path.join(tmpdir(), "resources-pages-"));
  afterAll(() => rmSync(temp, { recursive: true, force: true }));
  const source = readFileSync(path.join(root, RESOURCES_DIR, "maxdiff-vs-conjoint.md"), "utf8");

  /** Seven articles about pricing, dated 2025-01-01 … 2025-01-07 (slug a-1 … a-7). */
  function generated() {
    const dir = mkdtempSync(path.join(temp, "p-"));
    mkdirSync(path.join(dir, RESOURCES_DIR), { recursive: true });
    cpSync(
      path.join(root, "public/images/res-maxdiff-vs-conjoint-960.webp"),
      path.join(dir, "public/images/res-maxdiff-vs-conjoint-960.webp"),
    );
    for (let n = 1; n <= 7; n++) {
      writeFileSync(
        path.join(dir, RESOURCES_DIR, `a-${n}.md`),
        source
          .replace(/^title: .*$/m, `title: Article ${n}`)
          .replace(/^date: .*$/m, `date: 2025-01-0${n}`),
      );
    }
    return loadCatalog(dir);
  }
  const items = generated();
  const lists = resourceLists(items);
  const blog = lists.find((l) => l.path === "/resources/blog")!;
  const pricing = lists.find((l) => l.path === "/resources/blog/topic/pricing")!;

  it("cuts a section and each of its filter views into pages after the first", () => {
    expect(blog.items).toHaveLength(7);
    expect(extraPagePaths(blog, 3)).toEqual(["/resources/blog/page/2", "/resources/blog/page/3"]);
    expect(extraPagePaths(pricing, 3)).toEqual([
      "/resources/blog/topic/pricing/page/2",
      "/resources/blog/topic/pricing/page/3",
    ]);
    expect(extraPagePaths(blog, 7)).toEqual([]);
  });

  it("finds each page's items, newest first, and where they fall", () => {
    const first = findListPage(lists, "/resources/blog", 3)!;
    expect(first.items.map((i) => i.slug)).toEqual(["a-7", "a-6", "a-5"]);
    expect(first.info).toEqual({ page: 1, pageCount: 3, total: 7, from: 1, to: 3 });
    const last = findListPage(lists, "/resources/blog/topic/pricing/page/3", 3)!;
    expect(last.list.path).toBe("/resources/blog/topic/pricing");
    expect(last.items.map((i) => i.slug)).toEqual(["a-1"]);
    expect(last.info).toEqual({ page: 3, pageCount: 3, total: 7, from: 7, to: 7 });
  });

  it("finds no page past the end, no /page/1, no page that is not a number, no unknown list", () => {
    for (const p of [
      "/resources/blog/page/4",
      "/resources/blog/page/1",
      "/resources/blog/page/x",
      "/resources/webinars",
      "/resources/webinars/page/2",
    ])
      expect(findListPage(lists, p, 3), p).toBeUndefined();
  });
});
