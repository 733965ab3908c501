import { describe, expect, it } from "vitest";
import { tagsForData, tagsFromData } from "./html-in-data";

describe("HTML in a page's data (decision 0908)", () => {
  const html = `<p class='a'>1 &lt; 2 &amp; “x” <a href='/b'>b</a></p><svg><path d='M0 0'/></svg>`;

  it("carries no tag delimiter, and comes back as it was", () => {
    const data = tagsForData(html);
    expect(data).not.toMatch(/[<>]/);
    expect(tagsFromData(data)).toBe(html);
  });

  it("keeps an editor's ^ and ` as the same characters, written as references", () => {
    const written = "<p title='2^10'>the `Premium` tier, 2^10</p>";
    const back = tagsFromData(tagsForData(written));
    expect(back).toBe("<p title='2&#94;10'>the &#96;Premium&#96; tier, 2&#94;10</p>");
    // What a browser reads from it: the characters the editor typed.
    const doc = new DOMParser().parseFromString(back, "text/html");
    expect(doc.body.textContent).toBe("the `Premium` tier, 2^10");
    expect(doc.querySelector("p")!.getAttribute("title")).toBe("2^10");
  });
});
