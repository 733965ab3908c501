/**
 * The Atom feed of every Resource Center item (scripts/build/feed.mjs), linked from every page's
 * head and the footer: kept apart from the Resource Center's copy, which pages need not load.
 */
export const resourceFeed = {
  path: "/feed.xml",
  title: "Northfield Insights Resource Center",
  subtitle:
    "New panel books, guide books, case studies and articles from Northfield Insights, newest first.",
  linkLabel: "Resource feed (Atom)",
} as const;
