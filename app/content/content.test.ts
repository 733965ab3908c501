// @vitest-environment node
import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { redirects } from "../../server/site-config.mjs";
import { IMAGE_WIDTHS } from "../components/Picture";
import { slugify } from "../lib/slug";
import { industries, industriesPage } from "./industries";
import { dataSurveysPage, solutionsPage } from "./marketing";
import { caseStudiesPlaceholder, clientsPlaceholder, customHybridRedirect } from "./pages";
import { site } from "./site";
import { allResourceItems, resourceLabels, resourceSections, resourcesPage } from "./resources";
import { resourceDetails } from "./resources/index";
import { prerenderPaths } from "./routes-manifest";

const publicDir = path.resolve(__dirname, "../../public");
const prerendered = new Set(prerenderPaths);

/** Every rendered variant of a Picture image exists under public/images. */
function missingImageFiles(name: string): string[] {
  return IMAGE_WIDTHS.flatMap((w) =>
    (["avif", "webp"] as const).map((fmt) => `images/${name}-${w}.${fmt}`),
  ).filter((file) => !existsSync(path.join(publicDir, file)));
}

/** Internal link target -> its path and hash; asserts the path is a prerendered page. */
function expectPrerendered(to: string) {
  const url = new URL(to, "https://example.test");
  expect(prerendered.has(url.pathname), `${to} is not a prerendered route`).toBe(true);
  return url;
}

describe("industries", () => {
  it("lists the spec's twelve named industries, in order, with unique slugs from slugify()", () => {
    expect(industries.map((i) => i.name)).toEqual([
      "Consumer Durables",
      "Financial Services",
      "Healthcare",
      "Technology Media & Telecom",
      "Consumer Packaged Goods",
      "Food & Beverage",
      "Spirits",
      "Retail",
      "Health Insurance",
      "Restaurants & Services",
      "Utilities",
      "Non-Profit",
    ]);
    for (const industry of industries) expect(industry.slug).toBe(slugify(industry.name));
    expect(new Set(industries.map((i) => i.slug)).size).toBe(industries.length);
    expect(new Set(industries.map((i) => i.key)).size).toBe(industries.length);
  });

  it("gives every industry a blurb, outcomes, numbered steps and an existing image", () => {
    for (const industry of industries) {
      expect(industry.blurb.length, industry.name).toBeGreaterThan(80);
      expect(industry.outcomes.length, industry.name).toBeGreaterThanOrEqual(3);
      expect(industry.implementation.length, industry.name).toBeGreaterThanOrEqual(3);
      expect(industry.heroAlt, industry.name).not.toBe("");
      expect(missingImageFiles(industry.heroImg), industry.name).toEqual([]);
    }
  });

  it("claims no count of industries it does not show", () => {
    const copy = JSON.stringify(industriesPage);
    expect(copy).not.toMatch(/\b13\b|thirteen/i);
  });
});

describe("resource center", () => {
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

  it("links every item to the spec's path, and every path is a prerendered route", () => {
    expect(allResourceItems.map((i) => i.to)).toEqual([
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
    ]);
    for (const item of allResourceItems) expectPrerendered(item.to);
    for (const section of resourceSections) expectPrerendered(section.path);
  });

  it("has unique slugs and paths", () => {
    const paths = allResourceItems.map((i) => i.to);
    expect(new Set(paths).size).toBe(paths.length);
    for (const section of resourceSections) {
      const slugs = section.items.map((i) => i.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slugify(slug)).toBe(slug);
    }
  });

  it("gives every item the spec's fields, an existing image and exactly one detail module", () => {
    for (const section of resourceSections) {
      for (const item of section.items) {
        for (const field of ["title", "tag", "desc", "to", "bg", "imgUrl"] as const) {
          expect(item[field], `${item.to} ${field}`).toBeTruthy();
        }
        expect(existsSync(path.join(publicDir, item.imgUrl)), item.imgUrl).toBe(true);
        expect(missingImageFiles(item.image), item.to).toEqual([]);
        const details = resourceDetails.filter(
          (d) => d.kind === section.kind && d.slug === item.slug,
        );
        expect(details, item.to).toHaveLength(1);
      }
    }
    expect(resourceDetails).toHaveLength(allResourceItems.length);
  });

  it("keeps every page title within 70 characters with the brand", () => {
    for (const item of allResourceItems) {
      expect(`${item.title} | ${site.name}`.length, item.title).toBeLessThanOrEqual(70);
    }
  });

  it("features existing items", () => {
    for (const to of resourcesPage.featured.items) {
      expect(
        allResourceItems.some((i) => i.to === to),
        to,
      ).toBe(true);
    }
  });

  it("writes a few hundred words for every detail page", () => {
    for (const detail of resourceDetails) {
      const words = JSON.stringify(detail).split(/\s+/).length;
      expect(words, `${detail.kind}/${detail.slug}`).toBeGreaterThan(200);
    }
  });
});

describe("every internal link in this content", () => {
  it("points at a prerendered page, and hashes name an existing anchor or industry", () => {
    const links = [
      industriesPage.explorer.cta.to,
      industriesPage.closing.cta.to,
      industriesPage.closing.secondary.to,
      resourcesPage.closing.cta.to,
      resourceLabels.backToCenter.to,
      resourceLabels.requestPanelBook.to,
      resourceLabels.requestGuide.to,
      resourceLabels.discussCase.to,
      resourceLabels.discussArticle.to,
      ...caseStudiesPlaceholder.links.map((l) => l.to),
      ...clientsPlaceholder.links.map((l) => l.to),
      ...solutionsPage.items.map((i) => i.link.to),
      solutionsPage.closing.cta.to,
      solutionsPage.closing.secondary.to,
      dataSurveysPage.closing.cta.to,
      dataSurveysPage.closing.secondary.to,
      customHybridRedirect.to,
    ];
    const anchors: Record<string, string[]> = {
      "/industries": industries.map((i) => i.slug),
      "/resources": ["featured", ...resourceSections.map((s) => s.anchor)],
    };
    for (const to of links) {
      const url = expectPrerendered(to);
      if (url.hash) expect(anchors[url.pathname], to).toContain(url.hash.slice(1));
    }
  });

  it("keeps the custom-hybrid page and the servers' 301 pointing at the same target", () => {
    expect(redirects[customHybridRedirect.from as keyof typeof redirects]).toBe(
      customHybridRedirect.to,
    );
    expect(prerendered.has(customHybridRedirect.from)).toBe(true);
  });
});
