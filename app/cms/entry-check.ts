/**
 * The editor checks a whole entry before it saves (docs/decisions/0804-editor-checks-whole-entries.md).
 * Decap validates field by field, with the rules decap-config.ts reads off the schemas; rules
 * across fields (a chart's values per series, stacked shares adding to 100, a section's required
 * charts, an optional block filled in half, "a chart or quotes") and the build's checks outside
 * zod (a body's links and chart blocks, an item's file name) are not in its configuration. So
 * the editor runs what the build runs, on the data it is about to write: the same zod schema,
 * the same body and file-name rules (app/catalog/resource-rules.ts). Each problem names the
 * field by the labels the form shows ("Charts 1 › Rows 2 › Values") with the schema's message.
 * Given the paths the site answers, links are held to them by the build's link rule (decision
 * 0806); hashes are left to the build, which reads the built pages.
 */
import type { z } from "zod";
import { bodyProblems, duplicateTitleProblem, fileNameProblem } from "../catalog/resource-rules";
import { frontMatterSchema } from "../catalog/resources-schema";
import { roleFrontMatterSchema } from "../catalog/roles-schema";
import { sectionItemWord } from "../content/resources";
import { withSitePathRule } from "../content/schemas/common";
import type { ContentFile } from "../content/schemas/registry.ts";
import { linkProblem, type SiteMap } from "../lib/site-links";
import { type DecapConfig, type DecapField, ROLES_COLLECTION } from "./decap-config";
import { fieldProblem, overLimit } from "./field-help";

/** What Decap is about to save, as its preSave event gives it (Decap's entry, made plain). */
export interface SavedEntry {
  /** The collection's name. */
  collection: string;
  /** A files collection's file name, or an item's slug (none yet for a new item). */
  slug?: string;
  /** A new item: Decap makes its file name from its title after this check. */
  newRecord: boolean;
  data: Record<string, unknown>;
}

/** An entry of a folder as the editor knows it: its file name, and its title and section. */
export interface FolderEntry {
  name: string;
  title?: string;
  section?: string;
}

/** A field's place in the form, by the labels the editor shows: "Charts 1 › Rows 2 › Values". */
export function fieldLabel(fields: readonly DecapField[], path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let siblings: readonly DecapField[] | undefined = fields;
  let current: DecapField | undefined;
  for (const key of path) {
    if (typeof key === "number") {
      // An entry of a list: its number (from 1) joins the list's label.
      parts[parts.length - 1] = `${parts.at(-1) ?? "Entry"} ${key + 1}`;
      siblings = current?.fields;
      current = current?.field;
      continue;
    }
    current = siblings?.find((f) => f.name === key);
    parts.push(current?.label ?? String(key));
    siblings = current?.fields;
  }
  return parts.join(" › ") || "Entry";
}

/**
 * One problem the build would have with an entry: the field's place in the entry's data
 * (`["charts", 0, "rows", 2, "values"]`, what Decap's form shows a field for) and its words,
 * "<field's labels>: <the schema's or the build's message>".
 */
export interface EntryProblem {
  path: readonly PropertyKey[];
  text: string;
  /**
   * A rule the form's own field checks do not hold (a rule across fields, the build's body and
   * file-name rules): shown on its field by the whole-entry check (decision 0815). The others
   * (lengths, patterns, choices) are the field's own, which Decap shows there already.
   */
  acrossFields: boolean;
}

/** A required field left empty, as the editor says it. */
const NOT_FILLED = "not filled in yet";

/** The schema's problems, each as "<field's labels>: <the schema's message>". */
function schemaProblems(
  schema: z.ZodType,
  data: unknown,
  fields: readonly DecapField[],
): EntryProblem[] {
  const parsed = schema.safeParse(data);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => {
    // A field left empty is said to be, in the editor's words: the schema's message for a
    // missing value speaks of the stored form ("a list of topics' ids from …", decision 0816).
    const value = issue.path.reduce<unknown>(
      (at, key) =>
        at && typeof at === "object" ? (at as Record<PropertyKey, unknown>)[key] : undefined,
      data,
    );
    const empty =
      value === undefined ||
      value === null ||
      (typeof value === "string" && value.trim() === "") ||
      (Array.isArray(value) && value.length === 0);
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown field(s) ${issue.keys.join(", ")}`
        : // An empty choice too (its message lists the choices' ids, fourth review).
          (issue.code === "invalid_type" || issue.code === "invalid_value") && empty
          ? NOT_FILLED
          : // Over a length limit: by how much, as the counted box says it.
            issue.code === "too_big" && issue.origin === "string" && typeof value === "string"
            ? overLimit(value, Number(issue.maximum), issue.message)
            : issue.message;
    return {
      path: issue.path,
      text: fieldProblem(fieldLabel(fields, issue.path), message),
      acrossFields: issue.code === "custom",
    };
  });
}

/**
 * The file name Decap gives a new item (the `{{slug}}` of its collection, with the `slug`
 * settings of decap-config.ts: ASCII, accents dropped, "-" for anything else), as Decap 3 makes
 * it: trimmed and lower-cased, quotes dropped, dots made dashes, accents dropped, every other
 * character but letters, digits, `_`, `~` and `-` replaced, runs of "-" made one and trimmed,
 * and a Windows device name ("con", "nul" …) emptied. Letters with no accent to drop (ø, ß) are
 * a letter in Decap and "-" here: either way a valid name, so the verdict is the same.
 */
export function newItemSlug(title: string): string {
  // eslint-disable-next-line no-restricted-syntax -- as Decap does, on the editor's page only
  const lower = title.trim().toLocaleLowerCase();
  const slug = lower
    .replace(/'/g, "")
    .replace(/\./g, "-")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w~-]/gu, "-");
  const named = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/.test(slug) ? "" : slug;
  return named.replace(/-+/g, "-").replace(/^-|-$/g, "");
}

/**
 * A folder entry (a Resource Center item, an open role): its front matter by `schema`, its body
 * and, when new, its file name, by the rules the build holds it to.
 */
function folderEntryProblems(
  entry: SavedEntry,
  fields: readonly DecapField[],
  schema: z.ZodType,
  folder: readonly FolderEntry[] | undefined,
  /** One entry of the collection in a sentence's words ("case study"). */
  kind: string,
): EntryProblem[] {
  const { body, ...frontMatter } = entry.data;
  const markdown = typeof body === "string" ? body : "";
  const charts = Array.isArray(frontMatter.charts) ? frontMatter.charts : [];
  const chartIds = charts.flatMap((chart: unknown) =>
    chart && typeof chart === "object" && "id" in chart ? [String(chart.id)] : [],
  );
  const onField = (path: readonly PropertyKey[], message: string): EntryProblem => ({
    path,
    text: fieldProblem(fieldLabel(fields, path), message),
    acrossFields: true,
  });
  const problems = [
    ...schemaProblems(schema, frontMatter, fields),
    ...bodyProblems(markdown, chartIds).map((problem) => onField(["body"], problem)),
  ];
  // A title another entry of the collection (an item's section) has, said by name: the build's
  // rule (decision 0816, third review). The entry itself (its file) is not another.
  let sameTitle = false;
  if (typeof frontMatter.title === "string") {
    const others = (folder ?? []).filter(
      (other) =>
        (entry.newRecord || other.name !== entry.slug) &&
        other.section === frontMatter.section &&
        other.title !== undefined,
    );
    const twin = duplicateTitleProblem(
      frontMatter.title,
      others.map((other) => ({ name: other.name, title: other.title! })),
      kind,
    );
    if (twin) problems.push(onField(["title"], twin));
    sameTitle = twin !== undefined;
  }
  const taken = new Set((folder ?? []).map((other) => other.name));
  if (entry.newRecord && typeof frontMatter.title === "string") {
    const slug = newItemSlug(frontMatter.title);
    const nameProblem = fileNameProblem(slug);
    if (nameProblem)
      problems.push(onField(["title"], `it makes the file name "${slug}.md": ${nameProblem}`));
    // Decap would save it as "<name>-1.md", a twin page the build takes (a duplicate published
    // unchanged): the title must make a name of its own (issue 49, decision 0810).
    // (Said once: a title another entry has makes its name too.)
    else if (taken.has(slug) && !sameTitle)
      problems.push(
        onField(
          ["title"],
          `"${frontMatter.title}" makes the file name "${slug}.md", which another item already has: give this one a title of its own`,
        ),
      );
  }
  return problems;
}

/**
 * The check the editor runs on every entry it saves: the build's problems with it, each with the
 * field it concerns, none when the build takes it. Collections the configuration does not hold
 * are not the site's: no problem.
 */
export function entryProblemChecker(
  config: DecapConfig,
  contentFiles: readonly ContentFile[],
  site?: SiteMap,
  /** The entries each folder already has (file names, titles), by the folder's path. */
  folders?: ReadonlyMap<string, readonly FolderEntry[]>,
): (entry: SavedEntry) => EntryProblem[] {
  const problemsOf = (entry: SavedEntry): EntryProblem[] => {
    const collection = config.collections.find((c) => c.name === entry.collection);
    if (!collection) return [];
    if (collection.folder)
      return folderEntryProblems(
        entry,
        collection.fields ?? [],
        collection.name === ROLES_COLLECTION ? roleFrontMatterSchema : frontMatterSchema,
        folders?.get(collection.folder),
        collection.name === ROLES_COLLECTION
          ? "open role"
          : sectionItemWord(String(entry.data.section ?? "")),
      );
    const file = collection.files?.find((f) => f.name === entry.slug);
    const schema = contentFiles.find((f) => f.name === entry.slug)?.schema;
    return file && schema ? schemaProblems(schema, entry.data, file.fields) : [];
  };
  // With the site's paths, every site path and body link is held to them, as the build's link
  // gate holds them (decision 0806).
  return site
    ? (entry) =>
        withSitePathRule(
          (href) => linkProblem(href, site),
          () => problemsOf(entry),
        )
    : problemsOf;
}

/** The same check, its problems as the save's notice lists them: each once, in order. */
export function entryChecker(
  ...inputs: Parameters<typeof entryProblemChecker>
): (entry: SavedEntry) => string[] {
  const check = entryProblemChecker(...inputs);
  // A field's own rule and a rule across fields may say the same ("where the quotes come from").
  return (entry) => [...new Set(check(entry).map((problem) => problem.text))];
}

/** Decap shows a refused save as "Failed to persist entry: <name>: <message>". */
export class EntryRefused extends Error {
  override name = "The site's build would refuse this entry";
  constructor(problems: readonly string[]) {
    super(problems.join("\n"));
  }
}
