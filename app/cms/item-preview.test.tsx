// Decision 0811: the editor's preview of an item is the site's own components, with the charts
// drawn from the rows in the form, as the build draws them.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { splitFrontMatter } from "../catalog/resources-catalog.server";
import { itemPreviewHtml } from "./item-preview";
import { DomUtils } from "htmlparser2";

const dir = path.resolve(__dirname, "../content/resources");
/** A case study of the content, as the editor's form holds it (front matter and body). */
const caseStudy = (() => {
  for (const name of readdirSync(dir).sort()) {
    const parts = splitFrontMatter(readFileSync(path.join(dir, name), "utf8"))!;
    const data = parseYaml(parts.yaml) as Record<string, unknown>;
    if (data.section === "case-studies") return { ...data, body: parts.body };
  }
  throw new Error("no case study in the content");
})() as unknown as Record<string, unknown> & {
  title: string;
  result: { value: string; line: string };
  charts: { id: string; rows: { label: string; values: number[] }[] }[];
};

const textOf = (html: string) => DomUtils.textContent(parseDocument(html));

describe("the editor's preview of an item", () => {
  it("draws each chart from the rows typed in the form", () => {
    const chart = caseStudy.charts[0]!;
    const typed = {
      ...caseStudy,
      charts: [
        {
          ...chart,
          rows: chart.rows.map((row, i) => (i ? row : { ...row, label: "Typed in the form zq" })),
        },
      ],
    };
    const html = itemPreviewHtml(typed);
    const doc = parseDocument(html);
    const figure = DomUtils.findOne(
      (el) => el.name === "figure" && el.attribs.id === `chart-${chart.id}`,
      doc.children,
    );
    expect(figure).not.toBeNull();
    expect(DomUtils.findOne((el) => el.name === "svg", [figure!])).not.toBeNull();
    expect(textOf(html)).toContain("Typed in the form zq");
    // Rows not complete yet: a sentence where the chart will be, with what is missing.
    const half = itemPreviewHtml({
      ...caseStudy,
      charts: [{ ...chart, rows: [{ label: "Half", values: [] }] }],
    });
    expect(half).toContain("data-chart-pending");
  });

  // Decision 0816: what is still missing is named as the form names it, entries counted from 1.
  it("says what a chart still needs by the form's labels, its rows counted from 1", () => {
    const chart = caseStudy.charts[0]!;
    const series = (chart as unknown as { series: unknown[] }).series.length;
    const oneShort = {
      ...chart,
      rows: chart.rows.map((row, i) => (i === 1 ? { ...row, values: [] } : row)),
    };
    expect(textOf(itemPreviewHtml({ ...caseStudy, charts: [oneShort] }))).toContain(
      "Still needed: Rows 2 › Values: one value per series.",
    );
    const tooFew = {
      ...chart,
      rows: chart.rows.map((row, i) => (i === 1 ? { ...row, values: row.values.slice(1) } : row)),
    };
    if (series > 1)
      expect(textOf(itemPreviewHtml({ ...caseStudy, charts: [tooFew] }))).toContain(
        `Still needed: Rows 2 › Values: ${series} value(s), one per series.`,
      );
    const noBase: Record<string, unknown> = { ...chart };
    delete noBase.base;
    const pending = textOf(itemPreviewHtml({ ...caseStudy, charts: [noBase] }));
    expect(pending).toContain(
      "Still needed: Who was asked: a line such as n = 1,204 UK adults who switched bank.",
    );
    expect(pending.match(/\bbase\b/gi)).toBeNull();
  });

  it("never asks for the chart's short name, which publishing makes from the title", () => {
    // A new chart: no short name and no title yet. The form calls the short name optional, so
    // the preview asks for the title (sixth marketer review).
    const chart = caseStudy.charts[0]!;
    const untitled: Record<string, unknown> = { ...chart };
    delete untitled.id;
    delete untitled.title;
    const pending = textOf(itemPreviewHtml({ ...caseStudy, charts: [untitled] }));
    expect(pending).toContain("Still needed: Title");
    expect(pending).not.toContain("Short name");
  });

  it("shows the page's top with its result figure, the author cards and the card", () => {
    const html = itemPreviewHtml(caseStudy);
    const text = textOf(html);
    expect(text).toContain(caseStudy.title);
    expect(text).toContain(caseStudy.result.value);
    const authors = caseStudy.authors as string[];
    const people = (
      parseYaml(readFileSync(path.resolve(__dirname, "../content/data/people.yaml"), "utf8")) as {
        people: { id: string; name: string }[];
      }
    ).people;
    for (const id of authors) expect(text).toContain(people.find((p) => p.id === id)!.name);
    // The page's title and the card's: two links or headings naming it.
    expect(html.split(caseStudy.title).length - 1).toBeGreaterThanOrEqual(2);
  });

  it("shows the page's title, summary and result before a picture is chosen (decision 0816)", () => {
    const withoutPicture = { ...caseStudy, image: undefined };
    const document = parseDocument(itemPreviewHtml(withoutPicture));
    const top = DomUtils.findOne(
      (e) => e.attribs["data-preview-top"] !== undefined,
      document.children,
    )!;
    const h1 = DomUtils.findOne((e) => e.name === "h1", [top])!;
    expect(DomUtils.textContent(h1)).toBe(caseStudy.title);
    const text = DomUtils.textContent(top);
    expect(text).toContain(caseStudy.description as string);
    expect(text).toContain(caseStudy.result.value);
    expect(text).toContain(caseStudy.result.line);
    expect(text).toContain("Choose a picture to see it beside the title.");
  });

  it("shows an upload through the image pipeline's AVIF and WebP sizes", () => {
    const html = itemPreviewHtml({ ...caseStudy, image: "/images/uploads/team-photo.jpg" });
    expect(html).toContain('type="image/avif" srcSet="/images/uploads/team-photo-480.avif 480w');
    expect(html).toContain('src="/images/uploads/team-photo-960.webp"');
    expect(html).not.toContain("team-photo.jpg");
  });

  it("describes the hero's photo with the description typed in the form", () => {
    const html = itemPreviewHtml({
      ...caseStudy,
      image: "/images/uploads/team-photo.jpg",
      imageAlt: "Two interviewers reviewing a tablet survey",
    });
    expect(html).toContain('alt="Two interviewers reviewing a tablet survey"');
  });

  // Decision 0813: a heading typed as "## …" in the rich-text mode (which Decap escapes) is
  // previewed as the heading it will be saved as, not as "## …" in a paragraph.
  it("shows a heading typed in the rich-text mode as a heading", () => {
    const html = itemPreviewHtml({ ...caseStudy, body: "Lead.\n\n\\## Typed heading zq\n\nText." });
    const heading = DomUtils.findOne(
      (el) => el.name === "h2" && DomUtils.textContent(el).includes("Typed heading zq"),
      parseDocument(html).children,
    );
    expect(heading).not.toBeNull();
    expect(textOf(html)).not.toContain("## Typed heading zq");
  });
});
