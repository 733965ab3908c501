/**
 * The Resource Center catalogue, read from the Markdown files in app/content/resources at build
 * time: front matter checked against resources-schema.ts, bodies rendered to HTML with marked.
 * Server-only (React Router refuses it in a browser bundle): route loaders, the route manifest
 * and the build steps (feed, search index, sitemap) read it; pages get what they show as data.
 * Any broken file fails the build, every problem named with the file's path.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { contentPath } from "../../scripts/build/content-dir.mjs";
import type { z } from "zod";
import { type PageInfo, pageInfo, pagePath, pageSlice, parsePagePath } from "../lib/pagination";
import { type StatusMark, statusMarks } from "./content-status";
import {
  type FacetLink,
  type Facets,
  type FilterFacet,
  filterPath,
  findSectionPlace,
  ELSEWHERE_LIMIT,
  LIST_PAGE_SIZE,
  type ResourceDetail,
  type ResourceSummary,
} from "../content/resource-routes";
import {
  industryNames,
  industrySlugs,
  type ResourceSectionPlace,
  resourceSectionPlaces,
  type ServiceSlug,
} from "../content/vocabulary";
import type { Chart } from "../content/schemas/chart";
import type { ChartLabels } from "../content/schemas/chart-labels";
import { loadChartLabels, renderChart } from "./charts.server";
import { duplicateTitleProblem, fileNameProblem } from "./resource-rules";
import { readContentFile } from "./data-files.server";
import { type BodySection, readingMinutes, renderBody } from "./resource-markdown";
import { pictureName, uploadBase, UPLOADS_SOURCE } from "../lib/uploads";
import { describeIssues, frontMatterSchema } from "./resources-schema";
import { loadPeople, resolveAuthors } from "./people.server";
import type { Person, PersonCard } from "../content/schemas/people";
import type { Topic } from "../content/schemas/topics";
import { loadTopics, unknownTopics } from "./topics.server";

/**
 * Where the Markdown lives, relative to the project root (the build's working directory); read
 * from the content folder in use (`contentPath`, CONTENT_DIR, decision 0915).
 */
export const RESOURCES_DIR = "app/content/resources";
const IMAGES_DIR = "public/images";

export interface CatalogItem extends ResourceSummary {
  /** Path of the Markdown file, relative to the project root. */
  file: string;
  detail: ResourceDetail;
  /** Every part of the front matter that still carries a status (npm run launch-check). */
  marks: StatusMark[];
  /** The authors as their cards show them (people.yaml), in the front matter's order. */
  people: readonly PersonCard[];
  /** The service pages that link the item as their proof (decision 0908); build time only. */
  services: readonly ServiceSlug[];
  /** The body's `##` sections, for the item page's contents (decision 0902). */
  contents: readonly BodySection[];
}

class ResourceContentError extends Error {
  override name = "ResourceContentError";
}

/**
 * Markdown → HTML as the build renders a body (resource-markdown.ts), its charts drawn with the
 * project's chart words and content-status wording.
 */
export function renderMarkdown(
  markdown: string,
  charts: readonly Chart[],
  chartLabels: ChartLabels,
) {
  return renderBody(markdown, charts, (chart) => renderChart(chart, chartLabels));
}

/** Splits `---\nyaml\n---\nbody`. */
export function splitFrontMatter(source: string): { yaml: string; body: string } | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  return match ? { yaml: match[1]!, body: match[2]! } : undefined;
}

/**
 * One Markdown entry of a content folder (resource items, open roles): its file name held to the
 * URL slug rule, its front matter split off, read as YAML and parsed with `schema`. Each problem
 * goes to `fail` as the build words it, and the entry is then left out (undefined).
 */
export function readMarkdownEntry<Schema extends z.ZodObject>(
  dir: string,
  name: string,
  schema: Schema,
  fail: (lines: string[]) => void,
): { slug: string; body: string; data: z.output<Schema> } | undefined {
  const slug = name.replace(/\.md$/, "");
  const nameProblem = fileNameProblem(slug);
  if (nameProblem) {
    fail([`file name: ${nameProblem}`]);
    return undefined;
  }
  const parts = splitFrontMatter(readFileSync(path.join(dir, name), "utf8"));
  if (!parts) {
    fail(["front matter: expected the file to start with a --- block of YAML closed by ---"]);
    return undefined;
  }
  let data: unknown;
  try {
    data = parseYaml(parts.yaml);
  } catch (error) {
    fail([`front matter: expected valid YAML (${(error as Error).message.split("\n")[0]})`]);
    return undefined;
  }
  const parsed = schema.safeParse(data ?? {}, { reportInput: true });
  if (!parsed.success) {
    fail(describeIssues(parsed.error, schema));
    return undefined;
  }
  return { slug, body: parts.body, data: parsed.data };
}

/**
 * Reads, checks and renders every item; throws one error listing every broken file. Authors and
 * topics are the project's unless given (a test's scratch root holds only items).
 */
export function loadCatalog(
  root = process.cwd(),
  people: readonly Person[] = loadPeople().people,
  topics: readonly Topic[] = loadTopics(),
): CatalogItem[] {
  const folder = contentPath(RESOURCES_DIR);
  const dir = path.join(root, folder);
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const items: CatalogItem[] = [];
  const errors: string[] = [];
  // The shared chart words are the project's (a test's scratch root holds only items).
  const chartLabels = loadChartLabels();
  for (const name of files) {
    const file = `${folder}/${name}`;
    const fail = (lines: string[]) => errors.push(...lines.map((line) => `${file}: ${line}`));
    const entry = readMarkdownEntry(dir, name, frontMatterSchema, fail);
    if (!entry) continue;
    const { slug, body, data: fm } = entry;
    const upload = uploadBase(fm.image) === undefined ? undefined : path.basename(fm.image);
    if (upload !== undefined && !existsSync(path.join(root, UPLOADS_SOURCE, upload))) {
      fail([`image: expected an upload in ${UPLOADS_SOURCE}/${upload}, received "${fm.image}"`]);
      continue;
    }
    if (upload === undefined && !existsSync(path.join(root, IMAGES_DIR, `${fm.image}-960.webp`))) {
      fail([
        `image: expected an illustration rendered to ${IMAGES_DIR}/${fm.image}-960.webp (npm run images), received "${fm.image}"`,
      ]);
      continue;
    }
    // An upload is rendered by the build like a drawing (scripts/build/uploads.mjs, 0811).
    const image = pictureName(fm.image);
    const authors = resolveAuthors(fm.authors, people);
    const unknown = unknownTopics(fm.topics, topics);
    if (authors.problems.length || unknown.length) {
      fail([...authors.problems, ...unknown]);
      continue;
    }
    const { html, problems, contents } = renderMarkdown(body, fm.charts ?? [], chartLabels);
    if (problems.length) {
      fail(problems);
      continue;
    }
    const section = findSectionPlace(fm.section)!;
    items.push({
      file,
      slug,
      section: fm.section,
      title: fm.title,
      tag: fm.tag,
      desc: fm.description,
      to: `${section.itemPrefix}/${slug}`,
      bg: fm.tint,
      image,
      imgUrl: `/images/${image}-960.webp`,
      date: fm.date,
      readingMinutes: readingMinutes(body),
      authors: fm.authors,
      people: authors.cards,
      services: fm.services,
      industries: fm.industries,
      topics: fm.topics,
      ...(fm.result ? { result: fm.result } : {}),
      detail: {
        html,
        facts: fm.facts ?? [],
        ...(fm.download ? { download: fm.download } : {}),
        ...(fm.imageAlt ? { imageAlt: fm.imageAlt } : {}),
        ...(fm.status ? { status: fm.status } : {}),
      },
      marks: statusMarks(fm),
      contents,
    });
  }
  // A title another item of its section has (case and spacing aside): the editor's rule too.
  // The sections' words are read as the chart words are (this runs without the YAML plugin).
  const sectionWords = readContentFile("resources").sections;
  const sectionItemWord = (slug: string) =>
    // eslint-disable-next-line no-restricted-syntax -- the section's own word, in a sentence
    (sectionWords.find((s) => s.slug === slug)?.singular ?? "item").toLocaleLowerCase("en");
  for (const item of items) {
    const others = items.filter((other) => other !== item && other.section === item.section);
    const twin = duplicateTitleProblem(
      item.title,
      others.map((other) => ({ name: other.slug, title: other.title })),
      sectionItemWord(item.section),
    );
    if (twin) errors.push(`${item.file}: title: ${twin}`);
  }
  if (errors.length) {
    throw new ResourceContentError(
      `Resource Center content is invalid (${errors.length} problem${errors.length === 1 ? "" : "s"}):\n  ${errors.join("\n  ")}`,
    );
  }
  // Newest first everywhere: lists, filters and the feed.
  return items.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Every item, newest first. Read once per process (a build, a test run). */
export const catalog: readonly CatalogItem[] = loadCatalog();

/** Where /resources names its featured items, in the content folder in use. */
const featuredField = () =>
  `${contentPath("app/content/data/resources.yaml")}: resourcesPage.featured.items`;

/**
 * The featured items /resources shows, in the order `paths` names them (resources.yaml). A path
 * that is no item is refused, naming the file and the field, rather than dropped from the page
 * (decision 0806).
 */
export function featuredProblems(paths: readonly string[], items = catalog): string[] {
  return paths.flatMap((to, i) =>
    items.some((item) => item.to === to)
      ? []
      : [
          `${featuredField()}.${i}: "${to}" is no Resource Center item (expected an item's path, e.g. ${items[0]?.to ?? "/resources/blog/<name>"})`,
        ],
  );
}

/** The featured items, or an error naming each path that is no item. */
export function featuredItems(paths: readonly string[], items = catalog): CatalogItem[] {
  const problems = featuredProblems(paths, items);
  if (problems.length) throw new ResourceContentError(problems.join("\n"));
  return paths.map((to) => items.find((item) => item.to === to)!);
}

/** The page path a loader is asked for: prerendering requests `<path>.data` too. */
export function pagePathOf(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/+$/, "");
  return pathname || "/";
}

/** The card fields only: what list pages send as data. */
export function summary(item: CatalogItem): ResourceSummary {
  const copy: Partial<CatalogItem> = { ...item };
  delete copy.file;
  delete copy.detail;
  delete copy.people;
  delete copy.services;
  delete copy.contents;
  return copy as ResourceSummary;
}

export function itemsOf(section: ResourceSectionPlace, items = catalog): CatalogItem[] {
  return items.filter((i) => i.section === section.slug);
}

export function findItemByPath(pathname: string, items = catalog): CatalogItem | undefined {
  const clean = pathname.replace(/\/+$/, "");
  return items.find((i) => i.to === clean);
}

const industryName = new Map(industrySlugs.map((slug, i) => [slug, industryNames[i]]));

/** The topics, in their file's order (read once per process, as the catalogue). */
const topics: readonly Topic[] = loadTopics();
const topicIds = topics.map((t) => t.id);
const topicLabel = new Map(topics.map((t) => [t.id, t.label]));

export function facetLabel(facet: FilterFacet, value: string): string {
  return facet === "industry"
    ? (industryName.get(value) ?? value)
    : (topicLabel.get(value) ?? value);
}

/** One prerendered filter page: a facet value within the whole centre or one section. */
export interface FilterView {
  path: string;
  scope?: ResourceSectionPlace;
  facet: FilterFacet;
  value: string;
  label: string;
  items: CatalogItem[];
}

const valuesOf = (item: CatalogItem, facet: FilterFacet): readonly string[] =>
  facet === "industry" ? item.industries : item.topics;

/** The filter links of a scope (all items or one section), in the vocabulary's order. */
export function facetsFor(scope: ResourceSectionPlace | undefined, items = catalog): Facets {
  const inScope = scope ? itemsOf(scope, items) : items;
  const links = (facet: FilterFacet, values: readonly string[]): FacetLink[] =>
    values
      .map((value) => ({
        label: facetLabel(facet, value),
        to: filterPath(scope, facet, value),
        count: inScope.filter((i) => valuesOf(i, facet).includes(value)).length,
      }))
      .filter((link) => link.count > 0);
  return {
    industries: links("industry", industrySlugs),
    topics: links("topic", topicIds),
  };
}

/** Every non-empty filter view: the whole centre and each section, by industry and topic. */
export function filterViews(items = catalog): FilterView[] {
  const views: FilterView[] = [];
  for (const scope of [undefined, ...resourceSectionPlaces]) {
    const inScope = scope ? itemsOf(scope, items) : items;
    for (const facet of ["industry", "topic"] as const) {
      const values = facet === "industry" ? industrySlugs : topicIds;
      for (const value of values) {
        const matching = inScope.filter((i) => valuesOf(i, facet).includes(value));
        if (matching.length === 0) continue;
        views.push({
          path: filterPath(scope, facet, value),
          ...(scope ? { scope } : {}),
          facet,
          value,
          label: facetLabel(facet, value),
          items: matching,
        });
      }
    }
  }
  return views;
}

/**
 * The same tag across the whole centre, for a section's view of it (/resources/blog/topic/pricing
 * → /resources/topic/pricing): that view's path and size, and up to `limit` of its items from the
 * other sections, newest first (decision 0943). Undefined for a view of the whole centre.
 */
export function elsewhereOf(
  view: FilterView,
  limit = ELSEWHERE_LIMIT,
  views = filterViews(),
): { path: string; total: number; items: CatalogItem[] } | undefined {
  const scope = view.scope;
  if (!scope) return undefined;
  const whole = views.find((v) => !v.scope && v.facet === view.facet && v.value === view.value);
  if (!whole) return undefined;
  return {
    path: whole.path,
    total: whole.items.length,
    items: whole.items.filter((item) => item.section !== scope.slug).slice(0, limit),
  };
}

/**
 * Up to `limit` other items sharing an industry or topic, most shared first, then newest; filled
 * from the same section when fewer share anything.
 */
export function relatedItems(item: CatalogItem, limit = 3, items = catalog): CatalogItem[] {
  const shared = (other: CatalogItem) =>
    other.industries.filter((i) => item.industries.includes(i)).length +
    other.topics.filter((t) => item.topics.includes(t)).length;
  const others = items.filter((o) => o.slug !== item.slug);
  const scored = others
    .map((other) => ({ other, score: shared(other) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date))
    .map((s) => s.other);
  const fill = others.filter((o) => o.section === item.section && !scored.includes(o));
  return [...scored, ...fill].slice(0, limit);
}

/** A list that grows with the content and is paginated: a section or a filter view. */
export interface ResourceList {
  /** The list's own URL (its page 1). */
  path: string;
  items: readonly CatalogItem[];
}

/** Every paginated list: each section's index, then every filter view. */
export function resourceLists(items = catalog): ResourceList[] {
  return [
    ...resourceSectionPlaces.map((section) => ({
      path: section.path,
      items: itemsOf(section, items),
    })),
    ...filterViews(items),
  ];
}

/** The URLs of a list's pages after the first (none when it fits one page). */
export function extraPagePaths(list: ResourceList, pageSize = LIST_PAGE_SIZE): string[] {
  const { pageCount } = pageInfo(list.items.length, pageSize, 1);
  return Array.from({ length: pageCount - 1 }, (_, i) => pagePath(list.path, i + 2));
}

/**
 * The page of a list a path names (`/resources/blog`, `/resources/blog/page/2`): the list, the
 * page's items and where it falls. Undefined for a path that names no page of these lists (an
 * unknown list, `/page/1`, a page past the end, a page "number" that is not one).
 */
export function findListPage<L extends ResourceList>(
  lists: readonly L[],
  pathname: string,
  pageSize = LIST_PAGE_SIZE,
): { list: L; items: CatalogItem[]; info: PageInfo } | undefined {
  const parsed = parsePagePath(pathname.replace(/\/+$/, ""));
  const list = parsed && lists.find((l) => l.path === parsed.base);
  if (!parsed || !list) return undefined;
  const info = pageInfo(list.items.length, pageSize, parsed.page);
  if (parsed.page > info.pageCount) return undefined;
  return { list, items: pageSlice(list.items, pageSize, parsed.page), info };
}
