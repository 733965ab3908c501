// The page-copy previews look like the page (decision 0816's fourth marketer review).
import { readFileSync } from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { copyPreview, type PreviewProps } from "./previews";

const data = (file: string) =>
  parseYaml(
    readFileSync(path.resolve(__dirname, "../content/data", `${file}.yaml`), "utf8"),
  ) as Record<string, unknown>;
const props = (value: Record<string, unknown>): PreviewProps => ({
  entry: { get: () => ({ toJS: () => value }) },
});
const h = createElement as unknown as Parameters<typeof copyPreview>[0];
const rendered = (render: (p: PreviewProps) => unknown, value: Record<string, unknown>) =>
  parseDocument(renderToStaticMarkup(render(props(value)) as never));

describe("the page-copy preview", () => {
  it("shows the home page's headline and its four claims", () => {
    const doc = rendered(copyPreview(h), data("home-hero"));
    const h1 = DomUtils.findOne((e) => e.name === "h1", doc.children)!;
    expect(DomUtils.textContent(h1)).toBe("We Decode Minds, Markets, and Moments");
    const text = DomUtils.textContent(doc);
    expect(text).toContain("The last word rotates: Moments, Movements, Meanings, Myths.");
    const claims = DomUtils.findOne((e) => e.attribs["data-claims"] !== undefined, doc.children)!;
    expect(DomUtils.findAll((e) => e.name === "li", [claims])).toHaveLength(4);
    expect(DomUtils.textContent(claims)).toContain("99.9%+");
    expect(DomUtils.textContent(claims)).toContain("of verified respondents");
  });

  it("shows each industry as its /industries panel, in one column, and follows the edited one", () => {
    const render = copyPreview(h);
    const industries = data("industries");
    const panels = (doc: ReturnType<typeof rendered>) =>
      DomUtils.findAll((e) => e.name === "article", doc.children);
    const first = panels(rendered(render, industries));
    expect(first.map((p) => p.attribs["data-industry"])).toHaveLength(12);
    expect(first.map((p) => p.attribs["data-industry"])).toContain("Retail");
    for (const panel of first) {
      expect(panel.attribs.class).not.toMatch(/grid-cols-2/);
      expect(panel.attribs.style).toContain("overflow-wrap:anywhere");
    }
    expect(DomUtils.textContent(first[0]!)).toContain("Expected outcomes");
    const list = industries.industries as { name: string; blurb: string }[];
    const edited = list.map((industry) =>
      industry.name === "Retail" ? { ...industry, blurb: `${industry.blurb} Typed.` } : industry,
    );
    const after = panels(rendered(render, { ...industries, industries: edited }));
    const following = after.filter((p) => p.attribs["data-editing"] !== undefined);
    expect(following.map((p) => p.attribs["data-industry"])).toEqual(["Retail"]);
  });

  it("follows the service page being edited (fifth marketer review)", () => {
    const render = copyPreview(h);
    const file = data("service-pages");
    const editing = (doc: ReturnType<typeof rendered>) =>
      DomUtils.findAll((e) => e.attribs["data-editing"] !== undefined, doc.children).map(
        (e) => e.attribs["data-group"],
      );
    expect(editing(rendered(render, file))).toEqual([]);
    const pages = file.servicePages as Record<string, { hero: { title: string } }>;
    const quantitative = pages.quantitative!;
    const typed = {
      ...file,
      servicePages: {
        ...pages,
        quantitative: { ...quantitative, hero: { ...quantitative.hero, title: "Typed" } },
      },
    };
    expect(editing(rendered(render, typed))).toEqual(["quantitative"]);
    // Unchanged since, it stays followed.
    expect(editing(rendered(render, typed))).toEqual(["quantitative"]);
  });
});
