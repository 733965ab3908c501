import { describe, expect, it } from "vitest";
import { indexedHtml, pageDocuments, vocabularyOf } from "./search-index.mjs";

// As the industry explorer renders before hydration: panels keyed by the industry's slug, no
// tab roles (those come with scripting).
const panel = (id, name, body) =>
  `<div id="${id}" class="x"><div><h3>${name}</h3><p>${body}</p></div><div><h4>Expected outcomes</h4><ul><li>${name} outcome</li></ul></div></div>`;

const industriesHtml = `<html><head><title>Industries | Northfield Insights</title><meta name="description" content="Sectors we serve &amp; more."></head><body><nav><a href="/">Home</a></nav><main><h1>Industries</h1><section aria-labelledby="industry-explorer-heading"><h2 id="industry-explorer-heading">Choose an industry</h2><select><option>Healthcare</option></select>${panel("retail", "Retail", "Shoppers &amp; stores.")}${panel("healthcare", "Healthcare", "Physicians and patients.")}</section><div id="retail-note"><p>Your sector is not listed?</p></div><article><h3>A card</h3><p>Another page's summary.</p></article></main></body></html>`;

const panels = { within: "industry-explorer-heading", ids: ["retail", "healthcare", "spirits"] };

describe("search index documents", () => {
  it("makes each industry panel of /industries a result of its own, titled by its name", () => {
    const docs = pageDocuments(industriesHtml, "/industries", "Industries", panels);
    expect(docs.map((d) => [d.url, d.title])).toEqual([
      ["/industries", "Industries"],
      ["/industries#retail", "Retail"],
      ["/industries#healthcare", "Healthcare"],
    ]);
    const healthcare = docs[2];
    expect(healthcare?.text).toBe("Physicians and patients. Expected outcomes Healthcare outcome");
    expect(healthcare?.headings).toBe("Expected outcomes");
    // The page keeps what surrounds the panels; the select only repeats the tab names, cards
    // summarise other pages, navigation is not content.
    expect(docs[0]?.text).toContain("Your sector is not listed?");
    expect(docs[0]?.text).not.toMatch(/Healthcare|Physicians|Another page|Home/);
    // The parser decodes entities: no hand-written decoder.
    expect(docs[0]?.description).toBe("Sectors we serve & more.");
    expect(docs[1]?.text).toContain("Shoppers & stores.");
  });

  it("keeps other pages whole, panels and all, words of adjacent blocks apart", () => {
    const docs = pageDocuments(industriesHtml, "/services/quantitative", "Services");
    expect(docs).toHaveLength(1);
    expect(docs[0]?.title).toBe("Industries");
    expect(docs[0]?.text).toContain("Physicians and patients. Expected outcomes");
    expect(docs[0]?.headings).toBe("Choose an industry · Retail · Healthcare");
  });

  it("weights a page's title most, and a filter view's title only as its label", () => {
    const doc = { url: "/industries#retail", title: "Retail", section: "Industries", description: "D <b>", headings: "H", text: "T & t" };
    const html = indexedHtml(doc);
    expect(html).toContain('<h1 data-pagefind-weight="10" data-pagefind-meta="title">Retail</h1>');
    expect(html).toContain('data-pagefind-meta="section:Industries"');
    expect(html).toContain("<p>T &amp; t</p>");
    expect(html).toContain("D &lt;b&gt;");
    // An excerpt starts in the page's words: the description, then the text, the headings last.
    const at = (/** @type {string} */ part) => html.indexOf(part);
    expect(at("D &lt;b&gt;")).toBeLessThan(at("T &amp; t"));
    expect(at("T &amp; t")).toBeLessThan(at(">H</h2>"));
    const view = indexedHtml({ ...doc, url: "/resources/industry/retail", title: "Retail: Resource Center" });
    expect(view).not.toContain("<h1");
    expect(view).toContain('data-pagefind-meta="title:Retail: Resource Center"');
  });

  it("lists the words a typo may be corrected to, those most documents use first", () => {
    const doc = (title, text) => ({ url: "/", title, section: "S", description: "", headings: "", text });
    const words = vocabularyOf([
      doc("Conjoint analysis", "Conjoint, MaxDiff & pricing in 2025 at n=1000."),
      doc("Pricing", "A conjoint study of pricing."),
    ]);
    // Lower-cased, each once; "conjoint" and "pricing" are in both documents.
    expect(words.slice(0, 2)).toEqual(["conjoint", "pricing"]);
    expect(words).toEqual(expect.arrayContaining(["analysis", "maxdiff", "study"]));
    // Not the short words nor numbers: no typo is corrected to them.
    expect(words).not.toContain("at");
    expect(words.filter((w) => /^\d+$/.test(w) || w.length < 3)).toEqual([]);
  });
});
