/**
 * The search itself, over the Pagefind bundle the build writes (scripts/build/search-index.mjs):
 * its script and WebAssembly load when a visitor first uses the search (SearchPanel imports this
 * module on focus, input or a ?q= in the address), and each query fetches only the index chunks
 * its words need and the fragments of the results shown. The bundle's address comes from the
 * caller (content/search.ts), so this stays a pure helper.
 *
 * Pagefind answers a word it does not hold with the pages of the longest word it holds that
 * begins it ("asdfgh" → "as"), and corrects no typo. So each word must show in the results
 * (or match a word of the index exactly, for an inflection like "studies" of "study"); a word
 * that does neither is read as the nearest word of the index's word list (one edit for a word of
 * four to seven letters, two from eight), and a word with none matches nothing
 * (docs/decisions/0602-search-relevance.md).
 */
import editDistance from "damerau-levenshtein";
import { excerpt, highlight, type Segment, termPattern } from "./excerpt";

export interface SearchConfig {
  /** Folder of the Pagefind bundle, e.g. "/pagefind". */
  bundlePath: string;
  /**
   * How many loads failed before this one: a retry imports the script under a new address,
   * since a browser may keep a failed module import for the page's lifetime.
   */
  attempt: number;
  /** Name of the word list the build writes beside the bundle. */
  wordsFile: string;
}

export interface SearchHit {
  url: string;
  /** The title, its matching words marked. */
  title: Segment[];
  /** The section label, its matching words marked (Pagefind searches it too). */
  section: Segment[];
  /** Text around the match; none when the query matched the title or section only. */
  excerpt: Segment[] | undefined;
  /** With no excerpt: where the words are (marked there, unless only their stem is). */
  matchedIn?: "title" | "section";
}

export interface SearchAnswer {
  total: number;
  hits: SearchHit[];
  /** What was searched instead when a word of the query is in no page: the nearest words. */
  corrected?: string;
}

export interface SearchEngine {
  /** The first `limit` results of `query` (each one's fragment is fetched) and how many match. */
  search(query: string, limit: number): Promise<SearchAnswer>;
}

/** What Pagefind's script exports (pagefind.js, not an npm module of the page's bundle). */
interface PagefindModule {
  createInstance(options: Record<string, unknown>): Pagefind;
}

interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { data(): Promise<PagefindData>; matchedMetaFields?: string[] }[];
  } | null>;
}

interface PagefindData {
  url: string;
  content: string;
  meta: { title?: string; section?: string };
  /** Which words of `content` (split at white space) matched. */
  locations: number[];
  /** Which metadata matched (from the result). */
  matchedMetaFields?: string[];
}

/** The query's words, lower-cased: what a result's title and excerpt mark. */
const wordsOf = (query: string) => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Edits a typo of a word this long may have: none up to three letters, two from eight. */
const editsAllowed = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

/**
 * The word of `words` nearest to `typed` within the edits its length allows (a swap of two
 * letters is one), the first listed of equally near ones; none when no word is that near.
 */
function nearestWord(typed: string, words: readonly string[]): string | undefined {
  let best: string | undefined;
  let least = editsAllowed(typed.length) + 1;
  for (const word of words) {
    if (Math.abs(word.length - typed.length) >= least) continue;
    const { steps } = editDistance(typed, word);
    if (steps < least) [best, least] = [word, steps];
  }
  return best;
}

export async function loadEngine(config: SearchConfig): Promise<SearchEngine> {
  const url = `${config.bundlePath}/pagefind.js${config.attempt ? `?attempt=${config.attempt}` : ""}`;
  const module = (await import(/* @vite-ignore */ url)) as PagefindModule;
  // A fresh instance per load: one whose start failed keeps failing. On the main thread: a
  // worker would run under the worker script's own policy, which allows no WebAssembly.
  const pagefind = module.createInstance({
    basePath: `${config.bundlePath}/`,
    baseUrl: "/",
    noWorker: true,
  });
  await pagefind.init();
  let vocabulary: Promise<string[]> | undefined;
  const wordList = () =>
    (vocabulary ??= fetch(`${config.bundlePath}/${config.wordsFile}`).then(async (response) => {
      if (!response.ok) throw new Error(`${config.wordsFile}: ${response.status}`);
      return (await response.json()) as string[];
    })).catch((error: unknown) => {
      vocabulary = undefined;
      throw error;
    });

  /** Pagefind's results for `query`, the first `limit` with their fragments. */
  async function find(query: string, limit: number) {
    const results = (await pagefind.search(query))?.results ?? [];
    const data = await Promise.all(
      results
        .slice(0, limit)
        .map(async (r) => ({ ...(await r.data()), matchedMetaFields: r.matchedMetaFields })),
    );
    return { total: results.length, data };
  }

  /**
   * Whether Pagefind found `term` itself, not a shorter word that begins it: a result shows a
   * word starting with it, or a word of the index is it exactly (after stemming: "studies"
   * finds "study").
   */
  async function holds(term: string, data: readonly PagefindData[]) {
    const re = termPattern([term]);
    if (re && data.some((d) => `${d.meta.title ?? ""} ${d.content}`.search(re) >= 0)) return true;
    return ((await pagefind.search(`"${term}"`))?.results.length ?? 0) > 0;
  }

  function hitOf(d: PagefindData, terms: readonly string[]): SearchHit {
    const title = d.meta.title ?? d.url;
    // The words Pagefind matched mark too: "study" for "studies".
    const words = d.content.split(/\s+/);
    const marks = [...terms, ...d.locations.flatMap((at) => wordsOf(words[at] ?? ""))];
    // The indexed text opens with the title (and the full stop Pagefind puts after it): an
    // excerpt comes from what follows, so a query that matched the title only shows none
    // rather than the title again.
    const body = d.content.startsWith(title)
      ? d.content.slice(title.length).replace(/^[.\s]+/, "")
      : d.content;
    const hit: SearchHit = {
      url: d.url,
      title: highlight(title, marks),
      section: highlight(d.meta.section ?? "", marks),
      excerpt: excerpt([body.trim()], marks),
    };
    if (!hit.excerpt) {
      const where = (["title", "section"] as const).find(
        (w) => hit[w].some((s) => s.mark) || d.matchedMetaFields?.includes(w),
      );
      if (where) hit.matchedIn = where;
    }
    return hit;
  }

  return {
    async search(query, limit) {
      const terms = wordsOf(query);
      let found = await find(query, limit);
      const missing = new Set<string>();
      for (const term of terms) if (!(await holds(term, found.data))) missing.add(term);
      let corrected: string | undefined;
      if (missing.size) {
        const words = await wordList();
        const fixed = terms.map((term) => (missing.has(term) ? nearestWord(term, words) : term));
        if (fixed.some((word) => word === undefined)) return { total: 0, hits: [] };
        corrected = fixed.join(" ");
        found = await find(corrected, limit);
      }
      const marked = wordsOf(corrected ?? query);
      return {
        total: found.total,
        hits: found.data.map((d) => hitOf(d, marked)),
        ...(corrected && { corrected }),
      };
    },
  };
}
