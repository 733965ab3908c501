/**
 * The search itself: MiniSearch and the index, loaded only when a visitor uses the search
 * (SearchPanel imports this module dynamically on focus, input or a ?q= in the address).
 */
import MiniSearch from "minisearch";
import {
  MAX_RESULTS,
  SEARCH_INDEX_PATH,
  searchIndexOptions,
  searchQueryOptions,
} from "../../content/search";
import { excerpt, highlight, type Segment } from "./excerpt";

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

export async function loadEngine(): Promise<SearchEngine> {
  // no-cache: revalidate, so a new deploy's index is used at once (the file is not hashed).
  const response = await fetch(SEARCH_INDEX_PATH, { cache: "no-cache" });
  if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
  const index = MiniSearch.loadJSON(await response.text(), {
    ...searchIndexOptions,
    fields: [...searchIndexOptions.fields],
    storeFields: [...searchIndexOptions.storeFields],
  });
  return {
    search(query) {
      const results = index.search(query, {
        ...searchQueryOptions,
        boost: { ...searchQueryOptions.boost },
      });
      return {
        total: results.length,
        hits: results.slice(0, MAX_RESULTS).map((r) => ({
          url: String(r.url),
          title: highlight(String(r.title), r.terms),
          section: String(r.section),
          excerpt: excerpt([String(r.text ?? ""), String(r.description ?? "")], r.terms),
        })),
      };
    },
  };
}
