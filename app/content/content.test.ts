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
import { resourceLabels, resourceSections, resourcesPage } from "./resources";
import { prerenderPaths } from "../catalog/routes-manifest";

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

// The Resource Center's content is tested in resources.test.ts.

describe("every internal link in this content", () => {
  it("points at a prerendered page, and hashes name an existing anchor or industry", () => {
    const links = [
      industriesPage.explorer.cta.to,
      industriesPage.closing.cta.to,
      industriesPage.closing.secondary.to,
      resourcesPage.closing.cta.to,
      resourceLabels.backToCenter.to,
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
