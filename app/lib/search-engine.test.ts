// @vitest-environment node
/**
 * The search engine over a real Pagefind index of the site's copy: every Resource Center item
 * (title, description, body) and every content data file (services, offices, the calculator …),
 * indexed as the build indexes pages (indexedHtml) with the word list the build writes beside it
 * (vocabularyOf). Pagefind's script runs as in the browser, its files read from a folder.
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { DomUtils, parseDocument } from "htmlparser2";
import * as pagefind from "pagefind";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parse } from "yaml";
import { indexedHtml, vocabularyOf } from "../../scripts/build/search-index.mjs";
import { catalog } from "../catalog/resources-catalog.server";
import { SEARCH_WORDS_FILE } from "../content/search";
import type { Segment } from "./excerpt";
import { loadEngine, type SearchEngine } from "./search-engine";

/** The spec's address of the MaxDiff vs Conjoint article (its title comes from the content). */
const MAXDIFF_ARTICLE = "/blog/maxdiff-vs-conjoint";

/** Every string of a parsed data file, in order. */
const stringsOf = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsOf)
      : [];

const textOfHtml = (html: string) =>
  DomUtils.textContent(parseDocument(html)).replace(/\s+/g, " ").trim();

let folder: string;
let engine: SearchEngine;
/** The word list the build would write for this copy. */
let words: string[];
/** Pagefind's own answer, for what the site searched before: the URLs of every result. */
let rawSearch: (query: string) => Promise<string[]>;

beforeAll(async () => {
  const docs = [
    ...catalog.map((item) => ({
      url: item.to,
      title: item.title,
      section: item.section,
      description: item.desc,
      headings: "",
      // The body as text (a test fixture: the build reads pages with a real parser).
      text: textOfHtml(item.detail.html),
    })),
    ...(await readdir("app/content/data"))
      .filter((name) => name.endsWith(".yaml"))
      .map(async (name) => {
        const data: unknown = parse(await readFile(path.join("app/content/data", name), "utf8"));
        const base = name.replace(/\.yaml$/, "");
        return {
          url: `/${base}`,
          title: base,
          section: "Data",
          description: "",
          headings: "",
          text: stringsOf(data).join(" "),
        };
      }),
  ];
  const resolved = await Promise.all(docs);
  folder = await mkdtemp(path.join(tmpdir(), "search-engine-"));
  const { index } = await pagefind.createIndex({ forceLanguage: "en" });
  if (!index) throw new Error("no Pagefind index");
  for (const doc of resolved) await index.addHTMLFile({ url: doc.url, content: indexedHtml(doc) });
  await index.writeFiles({ outputPath: folder });
  await index.deleteIndex();
  await pagefind.close();
  words = vocabularyOf(resolved);
  await writeFile(path.join(folder, SEARCH_WORDS_FILE), JSON.stringify(words));

  // The bundle's files, fetched from the folder as a browser fetches them from the site.
  vi.stubGlobal("fetch", async (url: string | URL) => {
    const file = fileURLToPath(String(url).replace(/\?.*$/, ""));
    try {
      return new Response(await readFile(file));
    } catch {
      return new Response(null, { status: 404 });
    }
  });
  const bundlePath = pathToFileURL(folder).href;
  engine = await loadEngine({ bundlePath, attempt: 0, wordsFile: SEARCH_WORDS_FILE });
  const module = (await import(/* @vite-ignore */ `${bundlePath}/pagefind.js`)) as {
    createInstance(options: object): {
      init(): Promise<void>;
      search(q: string): Promise<{ results: { data(): Promise<{ url: string }> }[] }>;
    };
  };
  const raw = module.createInstance({ basePath: `${bundlePath}/`, baseUrl: "/", noWorker: true });
  await raw.init();
  rawSearch = async (query) =>
    Promise.all((await raw.search(query)).results.map(async (r) => (await r.data()).url));
}, 60_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const text = (segments: readonly Segment[] | undefined) =>
  (segments ?? []).map((s) => s.text).join("");
const marked = (segments: readonly Segment[] | undefined) =>
  (segments ?? []).filter((s) => s.mark).map((s) => s.text.toLowerCase());

describe("search engine", () => {
  for (const nonsense of ["asdfgh", "zzzz", "xxxx"]) {
    it(`finds nothing for “${nonsense}”, where Pagefind alone answers a shorter word`, async () => {
      // Pagefind on its own lists pages for it (a word that begins it: "as", "z", "x").
      expect((await rawSearch(nonsense)).length).toBeGreaterThan(0);
      const answer = await engine.search(nonsense, 10);
      expect(answer).toEqual({ total: 0, hits: [] });
    });
  }

  it("reads the typo “conjiont” as “conjoint” and finds the MaxDiff vs Conjoint article", async () => {
    const article = catalog.find((item) => item.to === MAXDIFF_ARTICLE);
    expect(article).toBeDefined();
    const answer = await engine.search("conjiont", 10);
    expect(answer.corrected).toBe("conjoint");
    const hit = answer.hits.find((h) => h.url === MAXDIFF_ARTICLE);
    expect(text(hit?.title)).toBe(article?.title);
    expect(marked(hit?.title)).toContain("conjoint");
  });

  it("a word the site uses finds what Pagefind finds, every result showing the word", async () => {
    // "respond" begins words of the copy ("respondents"); "studied" begins none, yet is an
    // inflection Pagefind finds by its stem ("study", "studies").
    expect(words.some((w) => w.startsWith("respond"))).toBe(true);
    expect(words.some((w) => w.startsWith("studied"))).toBe(false);
    for (const query of ["conjoint", "pricing", "healthcare", "panel book", "studied", "respond"]) {
      const expected = await rawSearch(query);
      expect(expected.length, query).toBeGreaterThan(0);
      const answer = await engine.search(query, 100);
      expect(answer.corrected, query).toBeUndefined();
      expect(answer.total, query).toBe(expected.length);
      expect(
        answer.hits.map((h) => h.url),
        query,
      ).toEqual(expected);
      for (const hit of answer.hits) {
        // Why it matched: a word marked in the excerpt or, with none, where the words are.
        if (hit.excerpt) expect(marked(hit.excerpt).length, hit.url).toBeGreaterThan(0);
        else expect(hit.matchedIn, `${query}: ${hit.url}`).toMatch(/^(title|section)$/);
      }
    }
  });
});
