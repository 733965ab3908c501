import { describe, expect, it } from "vitest";
import { pageDocuments, tabPanels } from "./search-index.mjs";

const panel = (id, name, body) =>
  `<div id="${id}" data-tab-panel="" class="x"><div><h3>${name}</h3><p>${body}</p></div><div><h4>Expected outcomes</h4><ul><li>${name} outcome</li></ul></div></div>`;

const industriesHtml = `<html><head><title>Industries | Northfield Insights</title><meta name="description" content="Sectors we serve."></head><body><main><h1>Industries</h1><section><h2>Choose an industry</h2><select><option>Healthcare</option></select>${panel("retail", "Retail", "Shoppers and stores.")}${panel("healthcare", "Healthcare", "Physicians and patients.")}</section><p>Your sector is not listed?</p></main></body></html>`;

describe("search index documents", () => {
  it("cuts each tab panel out whole, nested <div>s included", () => {
    const panels = tabPanels(industriesHtml);
    expect(panels.map((p) => p.id)).toEqual(["retail", "healthcare"]);
    expect(panels[1]?.html).toBe(panel("healthcare", "Healthcare", "Physicians and patients."));
  });

  it("makes each industry panel of /industries a result of its own, titled by its name", () => {
    const docs = pageDocuments(industriesHtml, "/industries", "Industries");
    expect(docs.map((d) => [d.url, d.title])).toEqual([
      ["/industries", "Industries"],
      ["/industries#retail", "Retail"],
      ["/industries#healthcare", "Healthcare"],
    ]);
    const healthcare = docs[2];
    expect(healthcare?.text).toContain("Physicians and patients.");
    expect(healthcare?.text).not.toContain("Shoppers");
    expect(healthcare?.headings).toBe("Expected outcomes");
    // The page keeps what surrounds the panels; the select only repeats the tab names.
    expect(docs[0]?.text).toContain("Your sector is not listed?");
    expect(docs[0]?.text).not.toMatch(/Healthcare|Physicians/);
  });

  it("keeps other pages whole, panels and all", () => {
    const docs = pageDocuments(industriesHtml, "/services/quantitative", "Services");
    expect(docs).toHaveLength(1);
    expect(docs[0]?.text).toContain("Physicians and patients.");
  });
});
