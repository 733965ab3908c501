/**
 * The Atom feed of the latest Resource Center items (scripts/build/feed.mjs), linked from every page's
 * head and the footer: kept apart from the Resource Center's copy, which pages need not load.
 */
export const resourceFeed = {
  path: "/feed.xml",
  title: "Northfield Insights Resource Center",
  subtitle:
    "New panel books, guide books, case studies and articles from Northfield Insights, newest first.",
  linkLabel: "Resource feed (Atom)",
  /** Entries in the feed: the latest items only, so it stays small as the centre grows. */
  latest: 50,
} as const;
