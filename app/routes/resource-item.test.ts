import { describe, expect, it } from "vitest";
import { resourceSections } from "../content/resources";
import { loader } from "./resource-item";

const load = (url: string) =>
  loader({ request: new Request(url), params: {}, context: {} } as Parameters<typeof loader>[0]);

describe("resource item loader (runs at build time)", () => {
  const items = resourceSections.flatMap((s) => s.items);

  it.each(items.map((i) => [i.to, i.slug]))("%s gets its own body", (to, slug) => {
    expect(load(`http://localhost${to}`).detail.slug).toBe(slug);
  });

  it("reads the page path from the data file prerendering asks for", () => {
    expect(load("http://localhost/blog/onboarding-friction.data").detail.slug).toBe(
      "onboarding-friction",
    );
    expect(load("http://localhost/resources/ebooks/ai-in-research/").detail.slug).toBe(
      "ai-in-research",
    );
  });

  it("fails instead of showing another item's body", () => {
    expect(() => load("http://localhost/blog/no-such-article.data")).toThrow(
      "No Resource Center item at /blog/no-such-article",
    );
  });
});
