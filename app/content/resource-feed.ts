/**
 * The Atom feed of the latest Resource Center items (scripts/build/feed.mjs), linked from every
 * page's head and the footer: kept apart from the Resource Center's copy, which pages need not
 * load. Its copy is in app/content/data/resource-feed.yaml.
 */
import data from "./data/resource-feed.yaml";

export const resourceFeed = {
  path: "/feed.xml",
  ...data.resourceFeed,
  /** Entries in the feed: the latest items only, so it stays small as the centre grows. */
  latest: 50,
} as const;
