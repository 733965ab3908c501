/**
 * Site search: copy of /search and the header entry, the index's shape (shared by the build
 * step scripts/build/search-index.mjs and the browser), and how a page's path maps to the
 * section shown beside each result.
 */
import { resourceSections } from "./resources";
import { SEARCH_PATH } from "./search-entry";

export const searchPage = {
  path: SEARCH_PATH,
  title: "Search",
  description:
    "Search every page of the Northfield Insights site: services, industries, the Resource Center, careers and about.",
  eyebrow: "Search",
  heading: "Search the site",
  lead: "Services, industries, panel books, guides, case studies, articles, careers and more, in one box.",
  label: "Search the site",
  placeholder: "Try “conjoint” or “healthcare”",
  submit: "Search",
  resultsLabel: "Search results",
  idle: "Type a word or two; results appear as you type.",
  loading: "Loading the search index…",
  failed: "The search could not load. Type again to retry, or browse the Resource Center below.",
  showMore: "Show more results",
  count: (count: number, query: string) =>
    count === 0
      ? `No results for “${query}”.`
      : `${count} ${count === 1 ? "result" : "results"} for “${query}”.`,
  /** What /search offers before a query: searches to try, the topics, the newest items. */
  start: {
    suggestionsHeading: "Try a search",
    suggestions: ["healthcare", "conjoint", "panel book", "pricing", "data quality", "careers"],
    topicsHeading: "Browse by topic",
    latestHeading: "Latest from the Resource Center",
    latestCount: 4,
    allResources: { label: "All resources", to: "/resources" },
  },
  /** Under a search that found nothing: where to look instead. */
  noResults: {
    text: "Check the spelling or try a shorter, more general word. Or browse:",
    links: [
      { label: "Resource Center", to: "/resources" },
      { label: "Articles", to: "/resources/blog" },
      { label: "Case Studies", to: "/resources/case-studies" },
      { label: "Services", to: "/services" },
      { label: "Industries", to: "/industries" },
    ],
  },
  /** Shown only without JavaScript: a static site cannot run the query on its server. */
  noscript: {
    heading: "Search needs JavaScript",
    text: "This site is a set of static pages with no server to run a query, so without JavaScript the search box cannot look anything up. Everything it would find is one or two links away:",
    links: [
      { label: "Resource Center", to: "/resources" },
      { label: "Resources by industry: Healthcare", to: "/resources/industry/healthcare" },
      { label: "Resources by topic: Methods", to: "/resources/topic/methods" },
      { label: "Services", to: "/services" },
      { label: "Industries", to: "/industries" },
      { label: "Careers", to: "/careers" },
      { label: "About Us", to: "/about" },
    ],
  },
} as const;

/**
 * Where the build writes the Pagefind bundle (scripts/build/search-index.mjs): its script, its
 * WebAssembly and the index split into chunks, fetched by /search on first use.
 */
export const SEARCH_BUNDLE_PATH = "/pagefind";

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
  ...resourceSections.map((s) => ({ prefix: s.path, label: "Resource Center" })),
  { prefix: "/resources", label: "Resource Center" },
  { prefix: "/services", label: "Services" },
  { prefix: "/industries", label: "Industries" },
  { prefix: "/careers", label: "Careers" },
  { prefix: "/about", label: "About" },
  { prefix: "/contact", label: "Contact" },
  { prefix: "/case-studies", label: "Case Studies" },
  { prefix: "/clients", label: "Clients" },
  { prefix: "/data-surveys", label: "Services" },
  { prefix: "/solutions", label: "Services" },
  { prefix: "/privacy-policy", label: "Legal" },
  { prefix: "/tools", label: "Tools" },
  { prefix: "/", label: "Home" },
];

/** The address of a search for `query`: /search?q=panel+book. */
export function searchPathFor(query: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ q: query })}`;
}

export function searchSectionOf(path: string): string {
  return searchSections.find((s) => path === s.prefix || path.startsWith(s.prefix))?.label ?? "";
}
