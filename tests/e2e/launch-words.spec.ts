/**
 * Issue 47: a production build never shows a visitor words addressed to the firm. Every
 * prerendered page of the build (its .html files, which must cover the sitemap) is read with a
 * parser; its text and the attributes a visitor reads or hears are searched, case-insensitive.
 * The preview (CONTENT_PREVIEW=true) shows these words by design: this reads the production build.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { expect, test } from "./fixtures";

const client = path.join(process.env.BUILD_DIR ?? "build", "client");
const FOR_THE_FIRM = ["to confirm", "placeholder", "for layout only", "before publication"];
/** Attributes whose values a visitor reads or hears. */
const READ_ATTRIBUTES = ["alt", "title", "aria-label", "aria-description", "placeholder", "value"];
const NOT_READ = new Set(["script", "style", "template"]);

/** What a visitor reads or hears on a page: its text, its head's words and named attributes. */
function visitorWords(html: string): string[] {
  const out: string[] = [];
  const walk = (nodes: ReturnType<typeof parseDocument>["children"]) => {
    for (const node of nodes) {
      if (node.type === "text") out.push(node.data);
      if (!DomUtils.isTag(node) || NOT_READ.has(node.name)) continue;
      for (const name of READ_ATTRIBUTES) if (node.attribs[name]) out.push(node.attribs[name]);
      if (node.name === "meta" && node.attribs.content) out.push(node.attribs.content);
      walk(node.children);
    }
  };
  walk(parseDocument(html).children);
  return out;
}

/** Each word for the firm a page shows, with the text around it. */
function wordsForTheFirm(html: string): string[] {
  return visitorWords(html).flatMap((text) =>
    FOR_THE_FIRM.filter((word) => text.toLowerCase().includes(word)).map(
      (word) => `"${word}" in "${text.trim().slice(0, 120)}"`,
    ),
  );
}

/** Every prerendered page of the build, as a path (the editor's /admin/ is not the site's). */
function builtPages(dir = client, prefix = ""): string[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return rel === "admin" ? [] : builtPages(dir, rel);
    return entry.name.endsWith(".html") ? [rel] : [];
  });
}

test("finds a word for the firm planted in a page, in text or an attribute, whatever its case", () => {
  expect(wordsForTheFirm("<main><p>Pricing. To Confirm: ISO 27001.</p></main>")).toHaveLength(1);
  expect(wordsForTheFirm('<img alt="PLACEHOLDER image" src="/a.png">')).toHaveLength(1);
  expect(
    wordsForTheFirm('<meta name="description" content="Drafts for layout only">'),
  ).toHaveLength(1);
  expect(wordsForTheFirm("<p>Approved before publication.</p>")).toHaveLength(1);
  expect(wordsForTheFirm('<script>const note = "to confirm";</script><p>Final.</p>')).toEqual([]);
});

test("no page of the production build shows a visitor words meant for the firm", () => {
  const pages = builtPages();
  // The crawl covers the site: every page of the sitemap is among the files read.
  const sitemap = parseDocument(readFileSync(path.join(client, "sitemap.xml"), "utf8"), {
    xmlMode: true,
  });
  const locs = DomUtils.getElementsByTagName("loc", sitemap).map((loc) =>
    new URL(DomUtils.textContent(loc)).pathname.replace(/^\/$/, "/index").replace(/^\//, ""),
  );
  expect(locs.length).toBeGreaterThan(10);
  for (const loc of locs)
    expect(pages, loc).toContainEqual(
      expect.stringMatching(new RegExp(`^${loc}(\\.html|/index\\.html)$`)),
    );
  const found = pages.flatMap((page) =>
    wordsForTheFirm(readFileSync(path.join(client, page), "utf8")).map((hit) => `/${page}: ${hit}`),
  );
  expect(found).toEqual([]);
});
