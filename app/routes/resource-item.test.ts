// @vitest-environment node
import { describe, expect, it } from "vitest";
import { loader } from "./resource-item";

const load = (url: string) =>
  loader({ request: new Request(url), params: {}, context: {} } as Parameters<typeof loader>[0]);

describe("resource item loader (runs at build time)", () => {
  it.each([
    ["/resources/panel-books/us-consumer", "US Consumer Panel Book"],
    ["/resources/ebooks/ai-in-research", "AI in Market Research"],
    ["/resources/case-studies/pack-redesign", "A Pack Redesign Tested Before Launch"],
    ["/blog/onboarding-friction", "Finding Onboarding Friction"],
  ])("%s gets its own item and body", (to, title) => {
    const data = load(`http://localhost${to}`);
    expect(data.item.title).toBe(title);
    expect(data.item.to).toBe(to);
    expect(data.detail.html).toMatch(/^<p>/);
  });

  it("reads the page path from the data file prerendering asks for", () => {
    expect(load("http://localhost/blog/onboarding-friction.data").item.slug).toBe(
      "onboarding-friction",
    );
    expect(load("http://localhost/resources/ebooks/ai-in-research/").item.slug).toBe(
      "ai-in-research",
    );
  });

  it("sends up to three related items and the item's filter links", () => {
    const data = load("http://localhost/resources/case-studies/pack-redesign");
    expect(data.related.length).toBeGreaterThan(0);
    expect(data.related.length).toBeLessThanOrEqual(3);
    expect(data.industries).toContainEqual({
      label: "Consumer Packaged Goods",
      to: "/resources/industry/consumer-packaged-goods",
    });
    expect(data.topics).toContainEqual({ label: "Packaging", to: "/resources/topic/packaging" });
  });

  it("fails instead of showing another item's body", () => {
    expect(() => load("http://localhost/blog/no-such-article.data")).toThrow(
      "No Resource Center item at /blog/no-such-article",
    );
  });
});
