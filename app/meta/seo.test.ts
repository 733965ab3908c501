import { describe, expect, it } from "vitest";
import { site } from "../content/site";
import { seo } from "./seo";

describe("seo", () => {
  it("emits title, description, canonical and social tags from one input", () => {
    const tags = seo({ title: "About Us", description: "Who we are.", path: "/about/" });
    expect(tags).toContainEqual({ title: `About Us | ${site.name}` });
    expect(tags).toContainEqual({ name: "description", content: "Who we are." });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: `${site.origin}/about`,
    });
    expect(tags).toContainEqual({ property: "og:url", content: `${site.origin}/about` });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags.find((t) => "name" in t && t.name === "robots")).toBeUndefined();
  });

  it("marks pages noindex and carries JSON-LD when asked", () => {
    const tags = seo({
      title: "Not found",
      description: "x",
      path: "/404",
      noindex: true,
      jsonLd: [{ "@type": "Organization" }],
    });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Organization" } });
  });

  it("uses the bare brand as the home title", () => {
    expect(seo({ title: site.name, description: "d", path: "/" })).toContainEqual({
      title: site.name,
    });
  });
});
