import { describe, expect, it } from "vitest";
import { parseHtml } from "./html.mjs";
import { indexingOf, sitemapFiles } from "./sitemap.mjs";

describe("sitemap files", () => {
  const urls = (n) => Array.from({ length: n }, (_, i) => `https://example.com/p${i + 1}`);

  it("writes one sitemap up to the limit", () => {
    const files = sitemapFiles(urls(3), "https://example.com", 3);
    expect(files.map(([name]) => name)).toEqual(["sitemap.xml"]);
    expect(files[0][1]).toContain("<urlset");
    expect(files[0][1].match(/<url>/g)).toHaveLength(3);
  });

  it("splits past the limit under a sitemap index named sitemap.xml", () => {
    const files = sitemapFiles(urls(7), "https://example.com", 3);
    expect(files.map(([name]) => name)).toEqual([
      "sitemap.xml",
      "sitemap-1.xml",
      "sitemap-2.xml",
      "sitemap-3.xml",
    ]);
    const [, index] = files[0];
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("<loc>https://example.com/sitemap-3.xml</loc>");
    expect(files[3][1].match(/<url>/g)).toHaveLength(1);
    expect(files[1][1]).toContain("<loc>https://example.com/p1</loc>");
  });
});

describe("what a page tells search engines", () => {
  it("reads the robots meta and the canonical link as markup, however it is written", () => {
    const page = parseHtml(
      [
        '<!-- <meta name="robots" content="noindex"> <link rel="canonical" href="https://x/wrong"> -->',
        '<HEAD>\r\n<META NAME="Robots" CONTENT="max-snippet:-1, NoIndex">',
        '<LINK HREF="https://example.com/a?b>c" REL="canonical">',
      ].join("\r\n"),
    );
    expect(indexingOf(page)).toEqual({ noindex: true, canonical: "https://example.com/a?b>c" });
  });

  it("a page without robots meta is indexable; a commented-out canonical is none", () => {
    const page = parseHtml('<head><!-- <link rel="canonical" href="https://x/"> --><meta name="description" content="noindex"></head>');
    expect(indexingOf(page)).toEqual({ noindex: false, canonical: undefined });
  });
});
