/**
 * Copy the browser tests expect that an editor may change, read from the data files
 * (app/content/data, decision 0800): a changed blurb changes the expectation with it, so editing
 * copy never turns a test red. The specification's literals stay in spec-literals.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import { lexer, type Tokens } from "marked";
import { parse } from "yaml";
import { contentPath } from "../scripts/build/content-dir.mjs";
import type { IndustriesData } from "../app/content/schemas/industries.ts";
import type { OfficesData } from "../app/content/schemas/offices.ts";
import type { ContactData } from "../app/content/schemas/contact.ts";
import type { ItemPage } from "../app/content/schemas/item-page.ts";
import type { PeopleData } from "../app/content/schemas/people.ts";
import type { ResourceFeedData } from "../app/content/schemas/resource-feed.ts";
import type { ServiceSectionsData } from "../app/content/schemas/service-sections.ts";
import type { Topic } from "../app/content/schemas/topics.ts";
import { INDUSTRIES, OFFICES } from "./spec-literals";

/** The Resource Center's Markdown, in the content folder in use. */
const RESOURCES = contentPath("app/content/resources");

/**
 * A data file as written (the build checks it; tests only read it). Paths from the repository,
 * in the content folder in use (CONTENT_DIR, decision 0915), as the build under test read it.
 */
export function contentData<T>(name: string): T {
  return parse(readFileSync(contentPath(`app/content/data/${name}.yaml`), "utf8")) as T;
}

/** An industry's copy, by the specification's name. */
export function industryCopy(name: string) {
  const found = contentData<IndustriesData>("industries").industries.find((i) => i.name === name);
  if (!found) throw new Error(`no industry named ${name} in industries.yaml`);
  return found;
}

/** An office's one-line address, by the specification's name. */
function officeAddress(name: string): string {
  const found = contentData<OfficesData>("offices").offices.find((o) => o.name === name);
  if (!found) throw new Error(`no office named ${name} in offices.yaml`);
  return found.address;
}

/** The spec's industries with the blurb each shows. */
export const INDUSTRIES_SHOWN = INDUSTRIES.map((i) => ({
  ...i,
  blurb: industryCopy(i.name).blurb,
}));

const officesCopy = contentData<ContactData>("contact").contactPage.offices;
const withName = (template: string, name: string) => template.replace("{name}", name);

/** The spec's offices with the address each shows and its open-in-maps link: a maps search
 *  for that address (section 7), named as contact.yaml words it; the map's title too. */
export const OFFICES_SHOWN = OFFICES.map((o) => {
  const address = officeAddress(o.name);
  return {
    ...o,
    address,
    mapSearch: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`,
    mapTitle: withName(officesCopy.mapTitle, o.name),
    openInMaps: withName(officesCopy.openInMaps, o.name),
    newTabNote: officesCopy.newTabNote,
  };
});

interface ItemFrontMatter {
  title: string;
  section: string;
  date: string;
  authors: string[];
  services?: string[];
  industries?: string[];
  topics?: string[];
  status?: string;
  result?: { value: string; line: string };
  image?: string;
  facts?: { label: string; value: string }[];
  charts?: ItemChart[];
}

/** A chart of an item's front matter: what a test finds it by and reads in its data table. */
interface ItemChart {
  id: string;
  title: string;
  kind: string;
  /** Each row's label, the base it was measured on where it gives one, and its values. */
  rows: { label: string; n?: number; values?: number[] }[];
}

/**
 * A Resource Center item's front matter as its Markdown file gives it
 * (app/content/resources/<slug>.md; the slug is the last part of the spec's URL).
 */
export function itemFrontMatter(slug: string): ItemFrontMatter {
  const source = readFileSync(`${RESOURCES}/${slug}.md`, "utf8");
  const frontMatter = source.split(/^---\r?$/m)[1] ?? "";
  const front = parse(frontMatter) as Partial<ItemFrontMatter> | null;
  if (!front?.title) throw new Error(`no title in ${RESOURCES}/${slug}.md`);
  return { authors: [], ...front } as ItemFrontMatter;
}

/** A Resource Center item's title, as an editor wrote it. */
export const resourceTitle = (slug: string): string => itemFrontMatter(slug).title;

/** An item's Markdown body, as the lexer the site renders it with reads it. */
function itemBody(slug: string) {
  return lexer(readFileSync(`${RESOURCES}/${slug}.md`, "utf8").split(/^---\r?$/m)[2] ?? "");
}

/** An item's section headings: its Markdown's level-two headings, in order. */
export const itemHeadings = (slug: string): string[] =>
  itemBody(slug)
    .filter((token): token is Tokens.Heading => token.type === "heading" && token.depth === 2)
    .map((token) => token.text);

/**
 * A blog item's section headings, for a test of an item page's contents: the first blog item
 * with at least three, all plain text.
 */
export function blogItemWithSections(): { path: string; headings: string[] } {
  for (const { slug } of RESOURCE_ITEMS.filter((item) => item.section === "blog")) {
    const headings = itemHeadings(slug);
    if (headings.length >= 3 && headings.every((h) => !/[*_`[\]<]/.test(h)))
      return { path: `/blog/${slug}`, headings };
  }
  throw new Error("no blog item with three plain section headings in app/content/resources");
}

/** How many items' Markdown (front matter or body) has a word, in any case. */
export function itemsUsing(word: string): number {
  const whole = new RegExp(`\\b${word}\\b`, "iu");
  return readdirSync(RESOURCES).filter(
    (file) => file.endsWith(".md") && whole.test(readFileSync(`${RESOURCES}/${file}`, "utf8")),
  ).length;
}

/** The first sentence of an item's body (its first paragraph), as a visitor reads it. */
export function introSentence(slug: string): string {
  const first = itemBody(slug).find(
    (token): token is Tokens.Paragraph => token.type === "paragraph",
  );
  const sentence = /^[^\n]*?[.!?](?=\s|$)/.exec(first?.text ?? "")?.[0];
  if (!sentence || /[*_`[\]<]/.test(sentence))
    throw new Error(`no plain first sentence in ${RESOURCES}/${slug}.md`);
  return sentence;
}

/**
 * The first table of an item's body (its column headings and first row's cells) and its first
 * pull quote's opening line, where the body has them.
 */
export function bodyTableAndQuote(slug: string) {
  const tokens = itemBody(slug);
  const table = tokens.find((token): token is Tokens.Table => token.type === "table");
  const quote = tokens.find((token): token is Tokens.Blockquote => token.type === "blockquote");
  return {
    table: table && {
      columns: table.header.map((cell) => cell.text),
      firstRow: (table.rows[0] ?? []).map((cell) => cell.text),
    },
    quote: quote?.text.split("\n")[0]?.trim(),
  };
}

/** The Resource Center's topics, each with its id and the label its links show (topics.yaml). */
const TOPICS = contentData<{ topics: Topic[] }>("topics").topics;

/** The heading of an item page's author cards (item-page.yaml). */
export const AUTHOR_LABEL = contentData<ItemPage>("item-page").authorLabel;

/** The name of an item page's contents (item-page.yaml). */
export const CONTENTS_LABEL = contentData<ItemPage>("item-page").tocLabel;

/** The firm's people (people.yaml, decision 0906). */
export const PEOPLE = contentData<PeopleData>("people");

/** The footer's link to the Resource Center's feed. */
export const FEED_LINK_LABEL =
  contentData<ResourceFeedData>("resource-feed").resourceFeed.linkLabel;

/**
 * Every Resource Center item as its front matter names it: slug, section, title, date, author
 * ids, the services it is proof of, its industries' slugs and topics' ids, its image, its facts
 * and its charts (the Markdown files in app/content/resources).
 */
export const RESOURCE_ITEMS = readdirSync(RESOURCES)
  .filter((file) => file.endsWith(".md"))
  .sort()
  .map((file) => {
    const slug = file.replace(/\.md$/, "");
    const {
      section,
      title,
      date,
      authors,
      services = [],
      industries = [],
      topics = [],
      status,
      result,
      image,
      facts = [],
      charts = [],
    } = itemFrontMatter(slug);
    return {
      slug,
      section,
      title,
      date,
      authors,
      services,
      industries,
      topics,
      status,
      result,
      image,
      facts,
      charts,
    };
  });

/** Items in the Resource Center's order: newest first (front matter date), then by title. */
export const newestFirst = <T extends { date: string; title: string }>(items: readonly T[]): T[] =>
  items.toSorted((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/**
 * The topics that have items, each with how many it has, most first (ties in topics.yaml's
 * order): a test picks the topic its behaviour needs (a busy one, a small one) from here.
 */
export const TOPICS_IN_USE = TOPICS.map((topic) => ({
  ...topic,
  count: RESOURCE_ITEMS.filter((item) => item.topics.includes(topic.id)).length,
}))
  .filter((topic) => topic.count > 0)
  .sort((a, b) => b.count - a.count);

/** The service pages' own sections and proof (service-sections.yaml, decision 0908). */
export const SERVICE_SECTIONS = contentData<ServiceSectionsData>("service-sections");

/**
 * Every open role's file as its front matter gives it (app/content/roles; decision 0907): slug,
 * path, title, where it is, its dates and the person who hires.
 */
const ROLES = readdirSync(contentPath("app/content/roles"))
  .filter((file) => file.endsWith(".md"))
  .sort()
  .map((file) => {
    const source = readFileSync(`${contentPath("app/content/roles")}/${file}`, "utf8");
    const front = parse(/^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? "") as {
      title: string;
      location: string;
      countries?: string[];
      type: string;
      posted: string;
      closes: string;
      hiringManager: string;
      status?: string;
    };
    const slug = file.replace(/\.md$/, "");
    return { slug, to: `/careers/${slug}`, ...front };
  });

/**
 * The roles a build listed and the ones it closed, by the day it took as today and the paths it
 * answers 410 (<build>/deploy/gone.json, decision 0907); the suite builds on a fixed day
 * (scripts/test-all.sh BUILD_DATE), on which at least one role is open and one closed.
 */
export function rolesOfBuild(buildDir = process.env.BUILD_DIR ?? "build") {
  const gone = JSON.parse(readFileSync(`${buildDir}/deploy/gone.json`, "utf8")) as {
    builtOn: string;
    paths: string[];
  };
  const open = ROLES.filter((role) => role.closes >= gone.builtOn);
  const closed = ROLES.filter((role) => role.closes < gone.builtOn);
  if (!open.length || !closed.length)
    throw new Error(
      `a build on ${gone.builtOn} has ${open.length} open and ${closed.length} closed roles: build with BUILD_DATE set as scripts/test-all.sh does`,
    );
  return { ...gone, open, closed };
}

/**
 * The credits of a case study's pull quotes, as its Markdown writes them ("> — D. L., VP …"),
 * without the dash (decision 0909).
 */
export function pullQuoteCredits(slug: string): string[] {
  return readFileSync(`${RESOURCES}/${slug}.md`, "utf8")
    .split("\n")
    .flatMap((line) => /^>\s*[—–] (.+)$/.exec(line)?.[1] ?? [])
    .map((credit) => credit.trim());
}

/** A date as the site writes it, in the words of dates.yaml: "2026-01-14" → "January 14, 2026". */
export function longDate(iso: string): string {
  const words = contentData<{ months: string[]; longDate: string }>("dates");
  const [year, month, day] = iso.split("-");
  return words.longDate
    .replace("{month}", words.months[Number(month) - 1]!)
    .replace("{day}", String(Number(day)))
    .replace("{year}", year!);
}
