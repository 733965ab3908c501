import { describe, expect, it } from "vitest";
import { tagsForData, tagsFromData } from "./html-in-data";

describe("HTML in a page's data (decision 0908)", () => {
  const html = `<p class='a'>1 &lt; 2 &amp; “x” <a href='/b'>b</a></p><svg><path d='M0 0'/></svg>`;

  it("carries no tag delimiter, and comes back as it was", () => {
    const data = tagsForData(html);
    expect(data).not.toMatch(/[<>]/);
    expect(tagsFromData(data)).toBe(html);
  });

  it("refuses HTML that already holds a stand-in, naming them", () => {
    expect(() => tagsForData("<p>a ^ b</p>")).toThrow(/holds "\^" or "`"/);
    expect(() => tagsForData("<p>`code`</p>")).toThrow(/write the content without them/);
  });
});
