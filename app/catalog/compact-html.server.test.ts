// @vitest-environment node
import { DomUtils, parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { singleQuotedHtml } from "./compact-html.server";

/** The document a browser would build, written one way, to compare two spellings of it. */
const normalised = (html: string) =>
  DomUtils.getOuterHTML(
    parseDocument(html, { lowerCaseAttributeNames: false, recognizeSelfClosing: true }),
    { decodeEntities: true },
  );

describe("singleQuotedHtml (decision 0908)", () => {
  const html =
    '<section aria-labelledby="x-h" class="pt-14"><h2 id="x-h">Panels &amp; Sampling “fast”</h2>' +
    '<img src="/images/a-480.webp" alt="" width="480"/><a href="/b" class="after:content-[\'\']">Tom&#x27;s &lt;b&gt;</a>' +
    '<figure><svg viewBox="0 0 300 100" aria-hidden="true"><path d="M0 0L1 1" stroke-width="2"/>' +
    '<text x="1" text-anchor="end">a &lt; b</text></svg><table><tr><th scope="row">n</th><td>1,000</td></tr></table></figure></section>';

  it("writes attributes in single quotes, double only around a value that holds one", () => {
    const out = singleQuotedHtml(html);
    expect(out).toContain(`<section aria-labelledby='x-h' class='pt-14'>`);
    expect(out).toContain(`class="after:content-['']"`);
    expect(out).toContain(`<img src='/images/a-480.webp' alt='' width='480'/>`);
    // Case kept (viewBox), drawn shapes self-closed, text and entities as they were.
    expect(out).toContain(
      `<svg viewBox='0 0 300 100' aria-hidden='true'><path d='M0 0L1 1' stroke-width='2'/>`,
    );
    expect(out).toContain("Panels &amp; Sampling “fast”");
    expect(out).toContain("Tom&#x27;s &lt;b&gt;");
    expect(out.match(/="/g)).toHaveLength(1);
  });

  it("keeps the document the same, node for node", () => {
    expect(normalised(singleQuotedHtml(html))).toBe(normalised(html));
  });
});
