import { describe, expect, it } from "vitest";
import { typedMarkdown } from "./typed-markdown";

describe("typedMarkdown (issue 49: '##' typed in rich text was saved literally)", () => {
  it("makes a heading typed in the rich-text mode, which Decap escaped, a heading", () => {
    expect(typedMarkdown("Lead.\n\n\\## Typed heading\n\nText.")).toBe(
      "Lead.\n\n## Typed heading\n\nText.",
    );
    expect(typedMarkdown("\\### Method")).toBe("### Method");
  });

  it("starts at the body's level 2 and stops at the site's level 4", () => {
    expect(typedMarkdown("\\# Results")).toBe("## Results");
    expect(typedMarkdown("\\###### Small")).toBe("#### Small");
  });

  it("leaves code, real headings and an escaped '#' inside a line alone", () => {
    const body = "```\n\\## in code\n```\n\n## Real\n\nA \\# sign\n\n```chart a```\n\n\\## After";
    expect(typedMarkdown(body)).toBe(
      "```\n\\## in code\n```\n\n## Real\n\nA \\# sign\n\n```chart a```\n\n## After",
    );
  });
});
