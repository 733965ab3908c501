/**
 * The top bar's search entry (app/content/data/search-entry.yaml), apart from the /search
 * page's copy (content/search.ts): every page's header imports this, so it stays this small
 * (the page's copy and the section table it needs came to 1 KB gzip on every page).
 */
import data from "./data/search-entry.yaml";

export const SEARCH_PATH = "/search";

/**
 * The /search box's id. The header's search link names it (/search#search-box), and the page
 * focuses the box it names once its script runs: opening search from the header puts the
 * visitor in the box.
 */
export const SEARCH_BOX_ID = "search-box";

export const headerSearch = data.headerSearch;
