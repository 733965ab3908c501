// @ts-check
/**
 * Issue 48, defect 9: two drawings that read wrong. The Quality Assurance slide ticked every
 * check and crossed it too (a green ✓ and a red × on each row); the About hero's track record
 * set "Countries researched" and "On-time delivery" almost touching (5 units apart, under 2 px
 * at 390 px). Read from the drawings' sources, as outlined by outline-text.mjs.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { DomUtils } from "htmlparser2";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { drawingDocument as drawing, textRuns } from "./drawing-runs.mjs";

describe("the Quality Assurance slide (home-slide-quality)", () => {
  const doc = drawing("home-slide-quality");
  /** The four checks: the glass rows above the result card. */
  const rows = DomUtils.findAll(
    (el) => el.name === "rect" && el.attribs.fill === "url(#glass)",
    doc.children,
  ).map((el) => ({
    top: Number(el.attribs.y),
    bottom: Number(el.attribs.y) + Number(el.attribs.height),
  }));
  const within = (/** @type {{ top: number, bottom: number }} */ row, /** @type {number} */ y) =>
    y >= row.top && y <= row.bottom;

  it("numbers each check instead of ticking a row it also crosses", () => {
    expect(rows).toHaveLength(4);
    // A tick: an unfilled stroke of two segments (M x y L x y L x y).
    const ticks = DomUtils.findAll(
      (el) =>
        el.name === "path" &&
        el.attribs.fill === "none" &&
        /^M[\d.]+ [\d.]+L[\d.]+ [\d.]+L[\d.]+ [\d.]+$/.test(el.attribs.d ?? ""),
      doc.children,
    );
    expect(ticks.map((el) => el.attribs.d)).toEqual([]);
    const runs = textRuns("home-slide-quality");
    for (const [index, row] of rows.entries()) {
      const inRow = runs.filter((run) => within(row, run.y));
      expect(inRow.map((run) => run.text)[0], `row ${index + 1} starts with its number`).toBe(
        String(index + 1),
      );
    }
  });
  it("marks what each check screens out without a red cross that reads as a failure", () => {
    // Decision 0910: the rows ended in a red × (#c2462b): a buyer read four failed checks.
    const red = DomUtils.findAll(
      (el) => /#c2462b/i.test(`${el.attribs.fill ?? ""} ${el.attribs.stroke ?? ""}`),
      doc.children,
    );
    expect(red).toHaveLength(0);
    const crosses = DomUtils.findAll(
      (el) => el.name === "path" && /^M[\d.]+ [\d.]+L[\d.]+ [\d.]+M/.test(el.attribs.d ?? ""),
      doc.children,
    );
    expect(crosses).toHaveLength(0);
    expect(textRuns("home-slide-quality").map((run) => run.text)).toContain("screened out");
  });
});

describe("the About hero's track record (about-hero)", () => {
  it("keeps the runs that share a baseline clearly apart", () => {
    const runs = textRuns("about-hero");
    /** @type {Map<number, typeof runs>} */
    const baselines = new Map();
    for (const run of runs) baselines.set(run.y, [...(baselines.get(run.y) ?? []), run]);
    let pairs = 0;
    for (const line of baselines.values()) {
      const sorted = [...line].sort((a, b) => a.left - b.left);
      for (let i = 1; i < sorted.length; i++) {
        const [before, after] = [sorted[i - 1], sorted[i]];
        if (!before || !after) continue;
        pairs += 1;
        // 40 of the drawing's 1200 units: 12 px where the drawing is 360 px wide (a phone).
        expect(
          after.left - before.right,
          `"${before.text}" and "${after.text}"`,
        ).toBeGreaterThanOrEqual(40);
      }
    }
    // The two columns of the track record: four pairs of figures and labels.
    expect(pairs).toBeGreaterThanOrEqual(4);
  });
});

describe("the home page's drawings (decision 0916)", () => {
  /** Every drawing the home page shows, by the names its content gives them. */
  const home = parse(readFileSync("app/content/data/home.yaml", "utf8"));
  const hero = parse(readFileSync("app/content/data/home-hero.yaml", "utf8"));
  const names = [
    hero.hero.image.name,
    ...home.slideshow.slides.map((/** @type {{ image: { name: string } }} */ s) => s.image.name),
  ];

  it("leave the clean-data claim to the hero's own line (said once on the page)", () => {
    // The hero's and the slideshow's four (the service cards have none since decision 0942).
    expect(names.length).toBeGreaterThanOrEqual(5);
    const said = names.flatMap((name) => textRuns(name).map((run) => `${name}: ${run.text}`));
    expect(said.length, "the drawings have outlined text").toBeGreaterThan(20);
    expect(said.filter((text) => text.includes("99.9"))).toEqual([]);
  });
});

describe("the About hero's map (about-hero)", () => {
  it("names each office as /contact does, from offices.yaml, and no other way", () => {
    const offices = parse(readFileSync("app/content/data/offices.yaml", "utf8")).offices.map(
      (/** @type {{ name: string, locality: string }} */ o) => o,
    );
    const said = textRuns("about-hero").map((run) => run.text);
    for (const office of offices) {
      expect(said, office.name).toContain(office.name);
      // Any other run that names the town is the office's name itself ("Raleigh, US" was not).
      const other = said.filter((t) => t.includes(office.locality) && t !== office.name);
      expect(other, office.name).toEqual([]);
    }
  });
});

/**
 * The figures in a text: a number with a sign, a comparison or a unit ("−57%", "0.2 s",
 * "2.4M+", "<72 h"), or a plain number of two digits or more ("600", "1,150"); a plain single
 * digit is a list or chapter number, not a figure. Kept as their digits, so "21%" in a
 * drawing matches "from 21%" in the text.
 */
const figuresIn = (/** @type {string} */ text) =>
  [
    ...text.matchAll(
      /(?<![\w.,])([±~<>≥≤−+]?)(\d+(?:[.,]\d+)*)(\s?(?:%|k\+|M\+|\+|pts?\b|s\b|h\b|min\b))?/g,
    ),
  ]
    .filter(([, sign, digits = "", unit]) => sign || unit || digits.length > 1)
    .map(([, , digits = ""]) => digits);

/**
 * Each Resource Center item: its drawing, the services it is tagged for, and the figures its
 * hero and its cards say beside the drawing (title, description, result, key figures).
 */
const items = readdirSync("app/content/resources")
  .filter((file) => file.endsWith(".md"))
  .map((file) => {
    const source = readFileSync(`app/content/resources/${file}`, "utf8");
    const data = parse(source.split(/^---$/m)[1] ?? "");
    /** @type {string[]} */
    const said = [
      data.title,
      data.description,
      data.result?.value,
      data.result?.line,
      ...(data.facts ?? []).map((/** @type {{ value: string }} */ f) => f.value),
    ].filter(Boolean);
    return {
      file,
      image: /** @type {string} */ (data.image),
      section: /** @type {string} */ (data.section),
      services: /** @type {string[]} */ (data.services ?? []),
      figures: said.flatMap(figuresIn),
    };
  });

/** A drawing's runs, wide and phone version, as "<name>: <text>" with the figures each states. */
const runsOf = (/** @type {string} */ image) =>
  [image, `${image}-phone`]
    .filter((name) => existsSync(`assets/images/${name}.svg`))
    .flatMap((name) =>
      textRuns(name).map((run) => ({ said: `${name}: ${run.text}`, figures: figuresIn(run.text) })),
    );

/** The runs of a drawing (wide and phone) that state one of `figures`, as "<name>: <text>". */
const runsStating = (/** @type {string} */ image, /** @type {string[]} */ figures) =>
  runsOf(image)
    .filter((run) => run.figures.some((f) => figures.includes(f)))
    .map((run) => run.said);

describe("the Resource Center items' drawings (decision 0945)", () => {
  it("leave the item's figures to its text: the result, the key figures, the description", () => {
    const studies = items.filter((item) => item.file && item.figures.length > 0);
    // Eight case studies, three panel books and three ebooks state figures beside their drawing.
    expect(studies.length).toBeGreaterThanOrEqual(14);
    const repeated = studies.flatMap(({ image, figures }) => runsStating(image, figures));
    expect(repeated).toEqual([]);
  });
});

describe("the service pages' hero drawings (decision 0950)", () => {
  /** @typedef {{ value: string }} Valued */
  const pages = parse(readFileSync("app/content/data/service-pages.yaml", "utf8")).servicePages;
  const sections = parse(readFileSync("app/content/data/service-sections.yaml", "utf8"));
  const claims = parse(readFileSync("app/content/data/home-hero.yaml", "utf8")).hero.claims.map(
    (/** @type {Valued} */ c) => c.value,
  );
  /** Each service page: its hero drawing and the figures its text states. */
  const services = Object.entries(pages).map(([slug, page]) => ({
    slug,
    image: /** @type {string} */ (page.hero.image.name),
    // The studies tagged for the service: their cards are the page's proof.
    studies: items.filter((item) => item.services.includes(slug)),
    // The page's own figures: its quality metrics and a typical study's timeline and budget.
    page: [
      ...(page.quality?.metrics ?? []).map((/** @type {Valued} */ m) => m.value),
      sections[slug]?.proof?.timeline,
      sections[slug]?.proof?.budget,
    ]
      .filter(Boolean)
      .flatMap(figuresIn),
  }));

  it("are the four services' own drawings, each with a phone version", () => {
    expect(services.map((s) => s.slug).sort()).toEqual([
      "custom",
      "panels-sampling",
      "qualitative",
      "quantitative",
    ]);
    for (const { image } of services) {
      expect(existsSync(`assets/images/${image}-phone.svg`), image).toBe(true);
      expect(runsOf(image).length, `${image} has outlined text`).toBeGreaterThan(10);
    }
  });

  it("never state a figure of a case study tagged for the service (its card is on the page)", () => {
    // Every case study is tagged for one service, and each service has at least two.
    const caseStudies = items.filter((item) => item.section === "case-studies");
    expect(caseStudies.length).toBeGreaterThanOrEqual(8);
    expect(services.flatMap((s) => s.studies)).toHaveLength(caseStudies.length);
    for (const { slug, studies } of services)
      expect(studies.length, slug).toBeGreaterThanOrEqual(2);
    const repeated = services.flatMap(({ image, studies }) =>
      runsStating(
        image,
        studies.flatMap((study) => study.figures),
      ),
    );
    expect(repeated).toEqual([]);
  });

  it("leave the page's quality metrics, timeline and budget to its text", () => {
    expect(services.every((s) => s.page.length >= 4)).toBe(true);
    const repeated = services.flatMap(({ image, page }) => runsStating(image, page));
    expect(repeated).toEqual([]);
  });

  it("leave the home hero's claims (100+, 99.9%+) to the home page", () => {
    const figures = claims.flatMap(figuresIn);
    expect(figures).toEqual(["100", "99.9"]);
    const repeated = services.flatMap(({ image }) => runsStating(image, figures));
    expect(repeated).toEqual([]);
  });
});

describe("the case studies' drawings are one family (decision 0965)", () => {
  const caseStudies = items.filter((item) => item.section === "case-studies");

  it("each lays the warm paper ground and says what it shows in words, wide and phone", () => {
    // The lender study's was the one navy drawing without a word (four design reviews).
    expect(caseStudies.length).toBeGreaterThanOrEqual(12);
    for (const { image } of caseStudies) {
      for (const name of [image, `${image}-phone`]) {
        const doc = drawing(name);
        const ground = DomUtils.findOne((el) => el.name === "rect", doc.children);
        const id = /^url\(#(.+)\)$/.exec(ground?.attribs.fill ?? "")?.[1];
        const gradient = DomUtils.findOne((el) => el.attribs.id === id, doc.children);
        const stops = DomUtils.findAll((el) => el.name === "stop", gradient ? [gradient] : []).map(
          (el) => el.attribs["stop-color"],
        );
        expect(stops, name).toEqual(["#faf8f4", "#f2ede3"]);
        expect(textRuns(name).length, name).toBeGreaterThan(0);
      }
    }
  });
});

describe("the lender study's drawing (res-first-time-buyers)", () => {
  const source = readFileSync("app/content/resources/first-time-buyers.md", "utf8");
  const chart = parse(source.split(/^---$/m)[1] ?? "").charts[0];
  /** @type {{ label: string, values: [number, number] }[]} */
  const rows = chart.rows;

  it("draws the helpline chart's rows, before and after, with bars to scale", () => {
    expect(rows.map((row) => row.values)).toEqual([
      [21, 11],
      [17, 12],
      [9, 6],
    ]);
    for (const name of ["res-first-time-buyers", "res-first-time-buyers-phone"]) {
      const runs = textRuns(name);
      const bars = DomUtils.findAll(
        (el) => el.name === "rect" && ["#a7b1c7", "#0f7f76"].includes(el.attribs.fill ?? ""),
        drawing(name).children,
      ).map((el) => ({
        y: Number(el.attribs.y),
        width: Number(el.attribs.width),
        after: el.attribs.fill === "#0f7f76",
      }));
      // The chart's label, not the letter's step of the same words ("Which documents to send"):
      // the chart card comes after the letter in both drawings.
      const baselines = rows.map(
        (row) => runs.filter((run) => run.text === row.label).at(-1)?.y ?? NaN,
      );
      /** Units per call: every bar's width over its value. */
      const scales = rows.flatMap((row, i) => {
        const [top, next] = [baselines[i] ?? NaN, baselines[i + 1] ?? Infinity];
        const under = bars.filter((bar) => bar.y > top && bar.y < next);
        expect(
          under.map((bar) => bar.after),
          `${name}: ${row.label}`,
        ).toEqual([false, true]);
        return under.map((bar, j) => bar.width / (row.values[j] ?? NaN));
      });
      expect(scales).toHaveLength(6);
      for (const scale of scales) expect(scale / (scales[0] ?? NaN), name).toBeCloseTo(1, 2);
    }
  });
});
