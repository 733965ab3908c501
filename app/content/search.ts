/**
 * Site search: copy of /search (app/content/data/search.yaml), the index's shape (shared by the build
 * step scripts/build/search-index.mjs and the browser), and how a page's path maps to the
 * section shown beside each result.
 */
import { fill } from "../lib/fill";
import data from "./data/search.yaml";
import { resourceSections } from "./resources";
import { SEARCH_PATH } from "./search-entry";

const copy = data;

export const searchPage = {
  path: SEARCH_PATH,
  ...copy.searchPage,
  /** "No results for “pricing”.", "1 result …", "3 results …" (copy in search.yaml). */
  countText: (count: number, query: string) => {
    const { none, one, many } = copy.searchPage.count;
    return fill(count === 0 ? none : count === 1 ? one : many, { count, query });
  },
};

/**
 * Where the build writes the Pagefind bundle (scripts/build/search-index.mjs): its script, its
 * WebAssembly and the index split into chunks, fetched by /search on first use.
 */
export const SEARCH_BUNDLE_PATH = "/pagefind";

/**
 * The words the index holds, written beside it by the build: a word no page has is corrected
 * to the nearest of them (docs/decisions/0602-search-relevance.md). Named like Pagefind's
 * entry points, so the servers revalidate it as they do those.
 */
export const SEARCH_WORDS_FILE = "pagefind-words.json";

/**
 * Results shown at first, and added by each "Show more results": each one's fragment is
 * fetched, so the first search at 1,000 items stays within 150 KB (decision 0601).
 */
export const RESULTS_PAGE = 10;

/**
 * How long typing must pause before the box is searched: each search fetches the index chunks
 * and fragments of its words, and "h", "he", "hea" … would each fetch their own.
 */
export const SEARCH_TYPING_PAUSE_MS = 150;

/** The section label of a page path, first match wins. */
export const searchSections: readonly { prefix: string; label: string }[] = [
  ...resourceSections.map((s) => ({ prefix: `${s.itemPrefix}/`, label: s.title })),
  ...resourceSections.map((s) => ({ prefix: s.path, label: copy.resourceCenterLabel })),
  ...copy.searchSections,
];

/** The address of a search for `query`: /search?q=panel+book. */
export function searchPathFor(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: query })}`;
}

export function searchSectionOf(path: string): string {
  return searchSections.find((s) => path === s.prefix || path.startsWith(s.prefix))?.label ?? "";
}
