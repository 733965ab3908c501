// @ts-check
/**
 * Writes the Resource Center's Atom feed (RFC 4287): the latest items, newest first, from the same
 * Markdown catalogue as the pages. Linked from every page's <head> and from the footer.
 */
import path from "node:path";
import { writeFile } from "node:fs/promises";
import { importAppModule, loadSiteData, pageUrl } from "./site-data.mjs";


const xml = (/** @type {string} */ s) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A day as an RFC 3339 timestamp (items carry dates only). */
const stamp = (/** @type {string} */ date) => `${date}T00:00:00Z`;

/**
 * @typedef {{ title: string, to: string, desc: string, date: string,
 *   people: readonly { name: string }[], section: string, topics: readonly string[] }} FeedItem
 * @param {{ origin: string, siteName: string, title: string, subtitle: string, feedPath: string,
 *   homePath: string, items: readonly FeedItem[], sectionTitles: Record<string, string>,
 *   topicLabels: Record<string, string> }} input
 */
function buildAtomFeed(input) {
  const url = (/** @type {string} */ p) => pageUrl(input.origin, p);
  const updated = input.items.reduce((max, i) => (i.date > max ? i.date : max), "1970-01-01");
  const entries = input.items.map((item) =>
    [
      "  <entry>",
      `    <id>${xml(url(item.to))}</id>`,
      `    <title>${xml(item.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${xml(url(item.to))}"/>`,
      `    <published>${stamp(item.date)}</published>`,
      `    <updated>${stamp(item.date)}</updated>`,
      ...item.people.map((p) => `    <author><name>${xml(p.name)}</name></author>`),
      `    <category term="${xml(item.section)}" label="${xml(input.sectionTitles[item.section] ?? item.section)}"/>`,
      ...item.topics.map(
        (t) => `    <category term="${xml(t)}" label="${xml(input.topicLabels[t] ?? t)}"/>`,
      ),
      `    <summary>${xml(item.desc)}</summary>`,
      "  </entry>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  <id>${xml(url(input.feedPath))}</id>`,
    `  <title>${xml(input.title)}</title>`,
    `  <subtitle>${xml(input.subtitle)}</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${xml(url(input.feedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${xml(url(input.homePath))}"/>`,
    `  <updated>${stamp(updated)}</updated>`,
    `  <author><name>${xml(input.siteName)}</name><uri>${xml(url("/"))}</uri></author>`,
    ...entries,
    "</feed>",
    "",
  ].join("\n");
}

/** @param {{ clientDir: string }} options */
export async function writeFeed({ clientDir }) {
  const [{ origin }, catalogModule, resources, siteModule, feedModule] = await Promise.all([
    loadSiteData(),
    importAppModule("app/catalog/resources-catalog.server.ts"),
    importAppModule("app/content/resources.ts"),
    importAppModule("app/content/site.ts"),
    importAppModule("app/content/resource-feed.ts"),
  ]);
  const feed = feedModule.resourceFeed;
  const body = buildAtomFeed({
    origin,
    siteName: siteModule.site.name,
    title: feed.title,
    subtitle: feed.subtitle,
    feedPath: feed.path,
    homePath: resources.resourcesPage.path,
    items: catalogModule.catalog.slice(0, feed.latest),
    sectionTitles: Object.fromEntries(
      resources.resourceSections.map((/** @type {{slug: string, title: string}} */ s) => [
        s.slug,
        s.title,
      ]),
    ),
    // Each topic's label (app/content/data/topics.yaml), as the filters show it.
    topicLabels: Object.fromEntries(
      catalogModule.catalog
        .flatMap((/** @type {{ topics: string[] }} */ item) => item.topics)
        .map((/** @type {string} */ id) => [id, catalogModule.facetLabel("topic", id)]),
    ),
  });
  await writeFile(path.join(clientDir, feed.path.replace(/^\//, "")), body);
  return `${Math.min(feed.latest, catalogModule.catalog.length)} entries`;
}
