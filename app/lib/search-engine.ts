/**
 * The search itself: MiniSearch and the index, loaded only when a visitor uses the search
 * (SearchPanel imports this module dynamically on focus, input or a ?q= in the address). The
 * index's address and options come from the caller (content/search.ts), so this stays a pure
 * helper.
 */
import MiniSearch, { type Options, type SearchOptions } from "minisearch";
import { excerpt, highlight, type Segment } from "./excerpt";

export interface SearchConfig {
  indexPath: string;
  /** MiniSearch options the index was built with. */
  indexOptions: { idField: string; fields: readonly string[]; storeFields: readonly string[] };
  queryOptions: Omit<SearchOptions, "boost"> & { boost?: Readonly<Record<string, number>> };
  maxResults: number;
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
  search(query: string): { total: number; hits: SearchHit[] };
}

export async function loadEngine(config: SearchConfig): Promise<SearchEngine> {
  // no-cache: revalidate, so a new deploy's index is used at once (the file is not hashed).
  const response = await fetch(config.indexPath, { cache: "no-cache" });
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const indexOptions: Options = {
    ...config.indexOptions,
    fields: [...config.indexOptions.fields],
    storeFields: [...config.indexOptions.storeFields],
  };
  const index = MiniSearch.loadJSON(await response.text(), indexOptions);
  return {
    search(query) {
      const results = index.search(query, {
        ...config.queryOptions,
        boost: { ...config.queryOptions.boost },
      });
      return {
        total: results.length,
        hits: results.slice(0, config.maxResults).map((r) => ({
          url: String(r.url),
          title: highlight(String(r.title), r.terms),
          section: String(r.section),
          excerpt: excerpt([String(r.text ?? ""), String(r.description ?? "")], r.terms),
        })),
      };
    },
  };
}
