// @vitest-environment node
// Decision 0813 (the marketer review, item 5): the editor's words are a marketer's. Every field of
// the real configuration: no hint names a file path or code; a list says "1 fact", not "1 facts";
// a link is "Link", not "Href"; each chart field says what it is and how it appears on the page.
import { describe, expect, it } from "vitest";
import { sectionFrontMatter } from "../catalog/resources-schema";
import { roleFrontMatterSchema } from "../catalog/roles-schema";
import { contentFiles } from "../content/schemas/registry.ts";
import { resourceSections } from "../content/resources";
import { decapConfig, type DecapField } from "./decap-config";

const config = decapConfig({
  contentFiles,
  resourceSections: resourceSections.map((s) => ({
    slug: s.slug,
    label: s.title,
    frontMatter: sectionFrontMatter(s.slug),
  })),
  roleFrontMatter: roleFrontMatterSchema,
  images: ["res-uk-b2b"],
  backend: { kind: "local", url: "http://localhost:4323/api/v1" },
});

/** Every field of every collection and file, at every depth, with its path of labels. */
function allFields(): { path: string; field: DecapField }[] {
  const out: { path: string; field: DecapField }[] = [];
  const walk = (fields: readonly DecapField[] | undefined, at: string) => {
    for (const field of fields ?? []) {
      const path = `${at} › ${field.label}`;
      out.push({ path, field });
      walk(field.fields, path);
      if (field.field) walk([field.field], path);
    }
  };
  for (const c of config.collections) {
    walk(c.fields, c.label);
    for (const file of c.files ?? []) walk(file.fields, `${c.label} › ${file.label}`);
  }
  return out;
}
const fields = allFields();
const caseStudyCharts = fields.filter(({ path }) => path.startsWith("Case Studies › Charts"));

describe("the editor's words (decision 0813)", () => {
  it("names no file path, file name or code in a hint", () => {
    const hints = fields.filter(({ field }) => field.hint);
    expect(hints.length).toBeGreaterThan(50);
    const technical = /\b(?:app|public|assets|scripts)\/|\.(?:ya?ml|tsx?|mjs|md)\b|```|\{ ?label/;
    expect(
      hints.filter(({ field }) => technical.test(field.hint!)).map(({ path }) => path),
    ).toEqual([]);
  });

  it("counts a list's entries in the singular for one ('1 fact')", () => {
    const lists = fields.filter(({ field }) => field.widget === "list");
    expect(lists.length).toBeGreaterThan(10);
    const facts = fields.find(({ path }) => path === "Case Studies › Facts")!.field;
    expect(facts.label_singular).toBe("Fact");
    for (const { path, field } of lists)
      if (!/series$/i.test(field.label))
        expect(String(field.label_singular ?? ""), path).not.toMatch(/[^s]s$/);
  });

  it("calls a link 'Link', never 'Href'", () => {
    expect(fields.filter(({ field }) => /href/i.test(field.label))).toEqual([]);
    expect(fields.find(({ path }) => path === "Case Studies › Download › Link")).toBeDefined();
  });

  it("explains every chart field: what it is and how it appears on the page", () => {
    expect(caseStudyCharts.length).toBeGreaterThan(10);
    // A list of numbers' one box (Values › Values) is explained by its list.
    const inner = (path: string) => /› ([^›]+) › \1$/.test(path);
    const bare = caseStudyCharts.filter(
      ({ path, field }) => !field.hint && field.widget !== "hidden" && !inner(path),
    );
    expect(bare.map(({ path }) => path)).toEqual([]);
    expect(caseStudyCharts.map(({ field }) => field.label)).not.toContain("Id");
    expect(caseStudyCharts.map(({ field }) => field.label)).not.toContain("Rows label");
  });

  // Decision 0816 (the marketer review at 5/10): labels that read as code.
  it("names the chart rows' base and margins in plain words, not as optional codes", () => {
    const labels = caseStudyCharts.map(({ field }) => field.label);
    expect(labels).toContain("Base (people asked)");
    expect(labels).toContain("Margin of error ±");
    expect(labels.filter((label) => /\((?:n|±)\)/.test(label))).toEqual([]);
    const short = caseStudyCharts.find(({ field }) => field.label === "Short name")!.field;
    expect(short.required).toBe(false);
    expect(short.hint).toMatch(/Leave it empty and it is made from the title/);
  });

  it("names the service pages, their typing speeds and pictures' descriptions as a marketer would", () => {
    const labels = fields.map(({ path }) => path);
    expect(labels.some((path) => path.endsWith("› Panels & Sampling"))).toBe(true);
    expect(labels.some((path) => /Panels sampling|Statement Speed|Hero alt/.test(path))).toBe(
      false,
    );
    expect(labels.some((path) => path.endsWith("› Highlight › Statement's typing speed"))).toBe(
      true,
    );
    expect(labels.some((path) => path.endsWith("Industries › Picture description"))).toBe(true);
  });

  it("names a closed list entry by its content: a row by its name, a figure by its value", () => {
    const rows = caseStudyCharts.find(({ path }) => path.endsWith("› Charts › Rows"))!.field;
    // With its figures (fifth marketer review, decision 0816).
    expect(rows.summary).toBe("{{fields.label}}: {{fields.values}}");
    const values = caseStudyCharts.find(({ path }) => path.endsWith("› Rows › Values"))!.field;
    expect(values.summary).toBe("{{fields.values}}");
  });

  it("counts the home page's sub-heading, as every text with a limit", () => {
    const lead = fields.find(({ path }) => /Home.*› Hero › Sub-heading$/.test(path));
    expect(lead?.field.max_length).toBe(240);
  });

  // The third marketer review (decision 0816): "Blurb", and labels made of the code's names.
  it("names every field in page words, none by the code's names", () => {
    const words = /\b(?:id|href|url|cta|kicker|lede|blurb|seo|toc|alt|nav|aria|slug)\b/i;
    const code = { test: (label: string) => /[a-z][A-Z]/.test(label) || words.test(label) };
    const shown = fields.filter(({ field }) => field.widget !== "hidden");
    expect(shown.length).toBeGreaterThan(300);
    expect([
      ...new Set(shown.filter(({ field }) => code.test(field.label)).map(({ path }) => path)),
    ]).toEqual([]);
  });

  it("calls a blurb a short description and says where it shows", () => {
    for (const [at, where] of [
      [/^Page copy › Services › Services › Short description$/, /Services menu/],
      [/^Page copy › Industries › Industries › Short description$/, /\/industries/],
      [/^Page copy › Footer › .* › Short description$/, /footer/],
    ] as const) {
      const found = fields.find(({ path }) => at.test(path));
      expect(found, String(at)).toBeDefined();
      expect(found!.field.hint).toMatch(where);
    }
  });
});
