import { describe, expect, it } from "vitest";
import { marksCurrent } from "./page-path";

describe("the navigation's current page", () => {
  it("is the link's page or one below it, as NavLink marks it", () => {
    expect(marksCurrent("/about", "/about")).toBe(true);
    expect(marksCurrent("/About", "/about")).toBe(true);
    expect(marksCurrent("/resources/blog", "/resources")).toBe(true);
    expect(marksCurrent("/aboutus", "/about")).toBe(false);
    expect(marksCurrent("/services/custom", "/services", { end: true })).toBe(false);
    expect(marksCurrent("/about", "/")).toBe(false);
    expect(marksCurrent("/", "/", { end: true })).toBe(true);
  });

  it("takes in a section's paths outside the link's", () => {
    expect(marksCurrent("/blog/an-article", "/resources", { sectionPrefixes: ["/blog/"] })).toBe(
      true,
    );
  });

  it("is none on the 404 page", () => {
    expect(marksCurrent(null, "/about")).toBe(false);
    expect(marksCurrent(null, "/resources", { sectionPrefixes: ["/blog/"] })).toBe(false);
  });
});
