/**
 * The top bar's search entry, apart from the /search page's copy (content/search.ts): every
 * page's header imports this, so it stays this small (the page's copy and the section table
 * it needs came to 1 KB gzip on every page).
 */
export const SEARCH_PATH = "/search";

export const headerSearch = {
  /** Names the top bar's search landmark apart from the one on /search. */
  landmark: "Quick search",
  label: "Search the site",
  placeholder: "Search",
  submit: "Search",
  /** Small screens: an icon link to /search. */
  linkLabel: "Search",
} as const;
