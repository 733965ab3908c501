/**
 * The search itself, over the Pagefind bundle the build writes (scripts/build/search-index.mjs):
 * its script and WebAssembly load when a visitor first uses the search (SearchPanel imports this
 * module on focus, input or a ?q= in the address), and each query fetches only the index chunks
 * its words need and the fragments of the results shown. The bundle's address comes from the
 * caller (content/search.ts), so this stays a pure helper.
 */
import { excerpt, highlight, type Segment } from "./excerpt";

export interface SearchConfig {
  /** Folder of the Pagefind bundle, e.g. "/pagefind". */
  bundlePath: string;
  /**
   * How many loads failed before this one: a retry imports the script under a new address,
   * since a browser may keep a failed module import for the page's lifetime.
   */
  attempt: number;
}

export interface SearchHit {
  url: string;
  /** The title, its matching words marked. */
  title: Segment[];
  section: string;
  /** Text around the match; none when the query matched the title only. */
  excerpt: Segment[] | undefined;
}

export interface SearchEngine {
  /** The first `limit` results of `query` (each one's fragment is fetched) and how many match. */
  search(query: string, limit: number): Promise<{ total: number; hits: SearchHit[] }>;
}

/** What Pagefind's script exports (pagefind.js, not an npm module of the page's bundle). */
interface PagefindModule {
  createInstance(options: Record<string, unknown>): Pagefind;
}

interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { data(): Promise<PagefindData> }[];
  } | null>;
}

interface PagefindData {
  url: string;
  content: string;
  meta: { title?: string; section?: string };
}

/** The query's words, lower-cased: what a result's title and excerpt mark. */
const wordsOf = (query: string) => query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

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
  return {
    async search(query, limit) {
      const found = await pagefind.search(query);
      const results = found?.results ?? [];
      const terms = wordsOf(query);
      const data = await Promise.all(results.slice(0, limit).map((r) => r.data()));
      return {
        total: results.length,
        hits: data.map((d) => {
          const title = d.meta.title ?? d.url;
          // The indexed text opens with the title: an excerpt comes from what follows it, so a
          // query that matched the title only shows none rather than the title again.
          const body = d.content.startsWith(title) ? d.content.slice(title.length) : d.content;
          return {
            url: d.url,
            title: highlight(title, terms),
            section: d.meta.section ?? "",
            excerpt: excerpt([body.trim()], terms),
          };
        }),
      };
    },
  };
}
