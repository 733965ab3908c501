/**
 * The Decap CMS configuration, generated from the zod schemas the build checks content with
 * (docs/decisions/0801-content-editor.md): a field's required flag, length limits, patterns and
 * choices are read from its schema, with the schema's own message, so a file the editor saves
 * passes the build and the editor refuses what the build would refuse, in the same words.
 * What the specification fixes (`.meta({ pinned: true })`: `pinned` values, `pinnedList`s) is
 * shown read-only with the reason and saved back as it was; another literal is a hidden field.
 */
import type { z } from "zod";
import type { ContentFile } from "../content/schemas/registry.ts";
import { NOT_FOUND_PRERENDER_PATH } from "../content/routes-constants";
import { UPLOADS_SOURCE, UPLOADS_URL } from "../lib/uploads";
import { fieldProblem } from "./field-help";
import { IMAGE_WIDGET } from "./image-widget";

/** The subset of Decap's field options this generator writes. */
export interface DecapField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  hint?: string;
  pattern?: [string, string];
  /** A choice's options: the saved values, or each with the name the editor shows. */
  options?: (string | { label: string; value: string })[];
  /** A text's length limit, shown by its character counter (counted-widget.ts). */
  max_length?: number;
  /** The schema's message for the limit, said when a counted box is over it. */
  max_length_message?: string;
  multiple?: boolean;
  min?: number;
  max?: number;
  default?: unknown;
  fields?: DecapField[];
  field?: DecapField;
  /** Widget-specific options (datetime formats, Markdown buttons …). */
  [option: string]: unknown;
}

export interface DecapCollection {
  name: string;
  label: string;
  /** One entry, as the new-entry button names it: "New case study" (decision 0816). */
  label_singular?: string;
  description?: string;
  folder?: string;
  filter?: { field: string; value: string };
  create?: boolean;
  slug?: string;
  extension?: string;
  format?: string;
  preview_path?: string;
  editor?: { preview: boolean };
  files?: {
    name: string;
    label: string;
    file: string;
    preview_path?: string;
    description?: string;
    fields: DecapField[];
  }[];
  fields?: DecapField[];
}

export interface DecapConfig {
  load_config_file: false;
  backend: Record<string, unknown>;
  site_url?: string;
  /** The login screen's logo (Decap's own otherwise). */
  logo_url?: string;
  media_folder: string;
  public_folder: string;
  publish_mode?: string;
  slug?: { encoding: "ascii" | "unicode"; clean_accents: boolean; sanitize_replacement: string };
  collections: DecapCollection[];
}

/** Where the editor saves: a local decap-server (npm run cms) or a GitHub repository. */
type EditorBackend =
  | { kind: "local"; url: string }
  | { kind: "github"; repo: string; branch: string; baseUrl?: string };

/** One Resource Center section: its front matter as the build checks it for that section. */
export interface ResourceSectionForm {
  slug: string;
  label: string;
  /** `section` a literal of the slug; what the section requires not optional. */
  frontMatter: z.ZodObject;
  /** Where its items are published (`/resources/case-studies`): `<itemPrefix>/<file name>`. */
  itemPrefix?: string;
}

export interface ConfigInputs {
  contentFiles: readonly ContentFile[];
  resourceSections: readonly ResourceSectionForm[];
  /**
   * An open role's front matter as the build checks it (app/catalog/roles-schema.ts): the
   * "Open roles" collection, when given.
   */
  roleFrontMatter?: z.ZodObject;
  /** Base names of the illustrations in public/images (each has a -960.webp rendering). */
  images: readonly string[];
  /**
   * The names an item's choices show instead of their slugs, by field (`industries`: the
   * industry's name, `services`: the service's title); the slug is what is saved.
   */
  choiceNames?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  backend: EditorBackend;
  /**
   * The site's address and the paths it answers: after a save, the editor links to the published
   * page (Decap's "View Live", named "Open the published page"; decision 0813).
   */
  site?: { url: string; paths: readonly string[] };
  /** The firm's logo on the login screen, a file the editor serves (decision 0816). */
  logoUrl?: string;
}

/**
 * The collection of one section's Resource Center items. Decap keys preview templates by a
 * folder collection's name and by a file's name alike: not "resources", a page-copy file.
 */
export const resourceCollectionName = (slug: string) => `resource-items-${slug}`;

/** The folder of Resource Center items (the file name is the item's URL slug). */
const RESOURCES_FOLDER = "app/content/resources";

/** The open roles' collection (docs/decisions/0907-open-roles.md) and its folder. */
export const ROLES_COLLECTION = "role-items";
const ROLES_FOLDER = "app/content/roles";

/** The Markdown toolbar: everything the site styles, and no level-1 heading. */
const MARKDOWN_OPTIONS = {
  buttons: [
    "bold",
    "italic",
    "code",
    "link",
    "heading-two",
    "heading-three",
    "heading-four",
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
  // "Chart" places one of the item's charts (chart-component.ts, decision 0813).
  editor_components: ["image", "chart"],
  modes: ["rich_text", "raw"],
  sanitize_preview: true,
};

// zod 4 keeps each schema's definition on `_zod.def`; only the parts read here are typed.
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
  /** An overwrite check's rewrite (`.trim()`). */
  tx?: (value: string) => unknown;
  error?: ((issue: object) => unknown) | string;
}
interface SchemaDef {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  options?: z.ZodType[];
  items?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  defaultValue?: unknown;
  error?: ((issue: object) => unknown) | string;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** The widgets whose boxes count their characters and refuse a text over the limit. */
export const COUNTED_WIDGETS: readonly string[] = ["string", "text", "markdown"];

/** A check's or a schema's own message (`.max(48, "…")`, `{ error: "…" }`). */
function messageOf(def: { error?: CheckDef["error"] }, fallback: string): string {
  const error = def.error;
  const message = typeof error === "function" ? error({}) : error;
  if (typeof message === "string") return message;
  if (message && typeof message === "object" && "message" in message) {
    return String((message as { message: unknown }).message);
  }
  return fallback;
}

/** Peels optional, default and transforms off a schema. */
function unwrap(schema: z.ZodType): {
  core: z.ZodType;
  optional: boolean;
  defaultValue?: unknown;
} {
  let core = schema;
  let optional = false;
  let defaultValue: unknown;
  // `.required()` of an optional field (an icon card's key where its list needs one).
  let required = false;
  for (;;) {
    const def = defOf(core);
    if (def.type === "nonoptional") {
      required = true;
      core = def.innerType!;
    } else if (def.type === "optional" || def.type === "nullable") {
      optional = true;
      core = def.innerType!;
    } else if (def.type === "default" || def.type === "prefault") {
      optional = true;
      defaultValue = def.defaultValue;
      core = def.innerType!;
    } else if (def.type === "pipe") {
      core = def.in!;
    } else {
      return { core, optional: optional && !required, defaultValue };
    }
  }
}

/**
 * The words a marketer knows for the fields every page has, as the pages show them (issue 49):
 * the code's names ("lead", "eyebrow", "cta") are not. A schema's `.meta({ label })` or
 * `.describe()` still wins for one field.
 */
const FIELD_WORDS: Readonly<Record<string, { label: string; hint?: string }>> = {
  lead: { label: "Sub-heading", hint: "The paragraph under the heading." },
  eyebrow: { label: "Small heading above", hint: "The short line in capitals over the heading." },
  headlineLead: { label: "Headline" },
  words: { label: "Rotating words" },
  pause: { label: "Pause button's name", hint: "Read out by screen readers; not shown." },
  play: { label: "Play button's name", hint: "Read out by screen readers; not shown." },
  primaryCta: { label: "Main button" },
  secondaryCta: { label: "Second button" },
  cta: { label: "Button" },
  to: { label: "Goes to", hint: "A page of this site, e.g. /contact." },
  href: {
    label: "Link",
    hint: "The address the button opens: a page or file of this site, e.g. /contact.",
  },
  alt: {
    label: "Picture description",
    hint: "What the picture shows, for people who cannot see it (read out by screen readers, not shown on the page).",
  },
  // Names a marketer knows, not the code's (decision 0816).
  heroAlt: {
    label: "Picture description",
    hint: "What the industry's picture at the top of its page shows, for people who cannot see it (read out by screen readers, not shown on the page).",
  },
  statementSpeed: {
    label: "Statement's typing speed",
    hint: "How fast the statement types itself in when the card scrolls into view.",
  },
  summarySpeed: {
    label: "Summaries' typing speed",
    hint: "How fast a step's summary types itself in when its tab is chosen.",
  },
  introSpeed: {
    label: "Intro's typing speed",
    hint: "How fast the intro types itself in when the section scrolls into view.",
  },
  servicePages: {
    label: "Service pages",
    hint: "One group per service page: open the one to change.",
  },
  "panels-sampling": { label: "Panels & Sampling" },
  servicePageChrome: { label: "Shared by every service page" },
  servicesIndex: { label: "The Services page (/services)" },
  homeMeta: {
    label: "Search result and browser tab",
    hint: "The page's title and description as search engines and the browser tab show them.",
  },
  claimsLabel: { label: "Claims' name", hint: "Names the list of claims for screen readers." },
  // The code's own names of an entry (third marketer review, decision 0816).
  id: {
    label: "Short name",
    hint: "The name the site knows this by (in links and addresses): lower-case words joined by hyphens. Changing it can break a link to it.",
  },
  key: {
    label: "Short name",
    hint: "Optional: the name the site knows this card by, in lower-case words joined by hyphens.",
  },
  slug: {
    label: "Address",
    hint: "The last part of the page's web address.",
  },
  status: {
    label: "Status",
    hint: "Sample: invented for the example; To confirm: the firm must confirm it; Placeholder: held until the real text is written. Leave empty when final.",
  },
};

/** A list's label for one of its entries: "Facts" → "Fact", "Industries" → "Industry". */
function singularOf(label: string): string {
  const [first = "", ...rest] = label.split(" (");
  const one = /(?:ss|us|is|series)$/i.test(first)
    ? first
    : first.replace(/ies$/, "y").replace(/s$/, "");
  return [one, ...rest].join(" (");
}

/**
 * The code's words in a field's name as a marketer says them (the third marketer review,
 * decision 0816): "seoDescription" is "Search engine description", "cardCta" "Card button",
 * "tocLabel" "Contents label"; the sample-size calculator's letters are named by what they are.
 */
const CODE_WORDS: Readonly<Record<string, string>> = {
  cta: "button",
  seo: "search engine",
  toc: "contents",
  nav: "menu",
  noscript: "without scripts",
  "no script": "without scripts",
  diff: "difference",
  href: "link",
  url: "address",
  alt: "picture description",
  moe: "margin of error",
  deff: "design effect",
  ir: "incidence rate",
  n: "sample size",
  p: "proportion",
  n1: "group A sample size",
  p1: "group A percentage",
  n2: "group B sample size",
  p2: "group B percentage",
  "p value": "p-value",
  "auto complete": "browser autofill",
  "theme color": "browser bar colour",
  locale: "language and region",
  tint: "card colour",
  landmark: "search region's name",
};

/** A field's label from its name: its words in sentence case, the code's words replaced. */
const labelFor = (name: string) => {
  if (FIELD_WORDS[name]) return FIELD_WORDS[name].label;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  const phrase = Object.keys(CODE_WORDS)
    .filter((code) => code.includes(" "))
    .reduce((text, code) => text.replace(new RegExp(`\\b${code}\\b`), CODE_WORDS[code]!), words);
  return phrase
    .split(" ")
    .map((word) => CODE_WORDS[word] ?? word)
    .join(" ")
    .replace(/^./, (c) => c.toUpperCase());
};

/**
 * Metadata a schema may carry for the editor: `.meta({ label, hint, widget })`, and its
 * `.describe()` text, which the editor shows as the field's hint (written once, in the schema).
 */
function metaOf(schema: z.ZodType): {
  label?: string;
  hint?: string;
  description?: string;
  widget?: string;
  pinned?: boolean;
  fixed?: boolean;
  pasteRows?: boolean;
  fromTitle?: boolean;
} {
  const meta = (schema as { meta?: () => unknown }).meta?.();
  return meta && typeof meta === "object" ? (meta as Record<string, string>) : {};
}

/** Names of fields that hold prose (a string field without a length limit). */
const PROSE_NAMES =
  /blurb|body|copy|description|intro|lead|message|mission|paragraph|story|summary|text|vision/i;

const isLongText = (name: string, maximum: number | undefined) =>
  maximum === undefined ? PROSE_NAMES.test(name) : maximum > 80;

/** The Decap field of one schema. */
function fieldFor(name: string, schema: z.ZodType): DecapField {
  const { core, optional, defaultValue } = unwrap(schema);
  const def = defOf(core);
  const meta = { ...metaOf(core), ...metaOf(schema) };
  const base: DecapField = {
    name,
    label: meta.label ?? labelFor(name),
    widget: "string",
    required: !optional,
    ...((meta.hint ?? meta.description ?? FIELD_WORDS[name]?.hint)
      ? { hint: meta.hint ?? meta.description ?? FIELD_WORDS[name]?.hint }
      : {}),
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
  };
  // What the specification fixes (`pinned`, a value or a whole list): shown as it is, with the
  // reason, never edited; saved back as it was (issue 49, decision 0810).
  if (meta.pinned)
    return {
      name,
      label: base.label,
      widget: FIXED_WIDGET,
      hint: [meta.hint ?? meta.description, FIXED_REASON].filter(Boolean).join(" "),
      ...(def.type === "literal" ? { default: def.values?.[0] } : {}),
    };
  switch (def.type) {
    case "literal":
      // A value the form sets, not the specification (an item's section): kept, never shown.
      return { name, label: base.label, widget: "hidden", default: def.values?.[0] };
    case "string": {
      const field: DecapField = { ...base, widget: meta.widget ?? "string" };
      // Decap's `required` refuses an empty text; a schema that takes one (a suffix, a postal
      // code "may be empty") is not required there, or the editor could not save its file.
      if (core.safeParse("").success) field.required = false;
      // Made from the title when left empty (a chart's short name, app/cms/chart-ids.ts).
      if (meta.fromTitle) field.required = false;
      const checks = (def.checks ?? []).map((c) => c._zod.def);
      // The strictest of repeated limits (`text.min(80)` on a `text` that has `.min(1)`).
      const strictest = (kind: string, key: "minimum" | "maximum", sign: 1 | -1) =>
        checks
          .filter((c) => c.check === kind)
          .sort((a, b) => sign * ((b[key] ?? 0) - (a[key] ?? 0)))[0];
      const exact = checks.find((c) => c.check === "length_equals");
      const maximum = exact
        ? { ...exact, maximum: exact.length }
        : strictest("max_length", "maximum", -1);
      // A minimum of one is Decap's `required`; a longer one is part of the pattern.
      const minimum = exact ? undefined : strictest("min_length", "minimum", 1);
      // Decap takes one pattern: several formats (a sentence's slots) become one, each a lookahead.
      const formats = checks.filter((c) => c.check === "string_format" && c.pattern);
      const pattern =
        formats.length > 1
          ? {
              ...formats[0]!,
              pattern: new RegExp(
                `^${formats.map((c) => `(?=[\\s\\S]*?(?:${c.pattern!.source}))`).join("")}`,
              ),
              error: formats.map((c) => messageOf(c, "a valid value")).join("; "),
            }
          : formats[0];
      // Long text gets a text area: a limit above a line, or prose by its name when unlimited.
      if (!meta.widget && isLongText(name, maximum?.maximum)) field.widget = "text";
      // Decap takes one pattern per field: length limits and a format become one expression.
      const low = (minimum?.minimum ?? 0) > 1 ? minimum!.minimum! : 0;
      const high = maximum?.maximum;
      // A box with a counter (counted-widget.ts) refuses a text over its limit itself, saying
      // by how much (third marketer review, decision 0816): the pattern keeps the other rules.
      const counted = high !== undefined && COUNTED_WIDGETS.includes(field.widget);
      const patternHigh = counted ? undefined : high;
      const lengthMessages = [
        ...(low ? [messageOf(minimum!, `at least ${low} characters`)] : []),
        ...(patternHigh !== undefined
          ? [messageOf(maximum!, `at most ${patternHigh} characters`)]
          : []),
      ];
      const length = lengthMessages.length
        ? {
            source: `[\\s\\S]{${low},${patternHigh ?? ""}}$`,
            message: lengthMessages.join("; "),
          }
        : undefined;
      if (pattern?.pattern && length) {
        field.pattern = [
          `^(?=${length.source})(?:${pattern.pattern.source})`,
          `${length.message}; ${messageOf(pattern, "a valid value")}`,
        ];
      } else if (pattern?.pattern) {
        field.pattern = [pattern.pattern.source, messageOf(pattern, "a valid value")];
      } else if (length) {
        field.pattern = [`^${length.source}`, length.message];
      }
      // Decap's `required` takes spaces; a schema that trims before its minimum of one does not.
      const trims = checks.some((c) => c.check === "overwrite" && c.tx?.(" x ") === "x");
      if (trims && minimum?.minimum === 1) {
        const blank = messageOf(minimum, "not blank");
        field.pattern = field.pattern
          ? [`^(?=[\\s\\S]*\\S)(?:${field.pattern[0]})`, `${blank}; ${field.pattern[1]}`]
          : ["\\S", blank];
      }
      // Shown on the field as the whole-entry check words it: the field's name, then the
      // schema's message (decision 0812; the editor's locale shows the message alone).
      if (field.pattern)
        field.pattern = [field.pattern[0], fieldProblem(field.label, field.pattern[1])];
      // A limit shows as a counter under the box.
      if (high !== undefined) field.max_length = high;
      if (counted) field.max_length_message = messageOf(maximum!, `at most ${high} characters`);
      return field;
    }
    case "number": {
      const integer = (def.checks ?? []).some((c) => c._zod.def.format === "safeint");
      return { ...base, widget: "number", value_type: integer ? "int" : "float" };
    }
    case "boolean":
      return { ...base, widget: "boolean" };
    case "enum":
      return { ...base, widget: "select", options: Object.values(def.entries ?? {}) };
    case "union": {
      // A value written as text or number (a fact's value) is edited as text.
      return { ...base, widget: meta.widget ?? "string" };
    }
    case "array": {
      const element = unwrap(def.element!).core;
      const checks = (def.checks ?? []).map((c) => c._zod.def);
      const exact = checks.find((c) => c.check === "length_equals")?.length;
      const minimum = exact ?? checks.find((c) => c.check === "min_length")?.minimum;
      const maximum = exact ?? checks.find((c) => c.check === "max_length")?.maximum;
      // A list the schema checks as a whole (the specification's industries, in order): its
      // entries are edited in place, never added, removed or moved.
      // `.meta({ fixed: true })` says the same of a list whose count a parent's check fixes.
      const fixed = checks.some((c) => c.check === "custom") || meta.fixed === true;
      const elementDef = defOf(element);
      if (elementDef.type === "enum") {
        return {
          ...base,
          widget: "select",
          multiple: true,
          options: Object.values(elementDef.entries ?? {}),
          ...(minimum ? { min: minimum } : {}),
          ...(maximum !== undefined ? { max: maximum } : {}),
        };
      }
      // Decap words a short list its own way: the hint carries the schema's message.
      const minimumMessage = checks.find((c) => c.check === "min_length");
      const hint =
        minimum && minimumMessage
          ? [base.hint, `Required: ${messageOf(minimumMessage, `at least ${minimum}`)}.`]
              .filter(Boolean)
              .join(" ")
          : base.hint;
      const list: DecapField = {
        ...base,
        widget: "list",
        // "1 fact", not "1 facts": Decap counts one entry with the singular (decision 0813).
        label_singular: singularOf(base.label),
        ...(hint ? { hint } : {}),
        ...(minimum ? { min: minimum } : {}),
        ...(maximum !== undefined ? { max: maximum } : {}),
        ...(fixed ? { allow_add: false, allow_remove: false, allow_reorder: false } : {}),
        // Rows that can be pasted from a spreadsheet (chart-rows.ts, decision 0813).
        ...(meta.pasteRows ? { paste_rows: true } : {}),
      };
      if (elementDef.type === "object") {
        list.fields = fieldsFor(element as z.ZodObject);
        // Closed, an entry is named by its content, not the list's label (decision 0816).
        Object.assign(list, summaryOf(list.fields));
        // Items open: an editor sees every text of a list without a click each. A fixed list of
        // named entries (the twelve industries) opens closed, its entries' names a list to jump
        // from (decision 0816's fourth review: twelve near-identical open blocks).
        list.collapsed =
          fixed &&
          list.fields.some(
            (f) => f.name === "name" && (f.widget === "select" || f.widget === FIXED_WIDGET),
          );
        // A chart's rows are edited in the table above them (chart-rows.ts): their cards open
        // closed, each its name and figures (fifth marketer review, decision 0816).
        if (meta.pasteRows) {
          list.collapsed = true;
          list.summary = "{{fields.label}}: {{fields.values}}";
        }
      } else {
        list.field = { ...fieldFor(name, element), label: base.label };
        // A closed entry of a list of figures or texts shows its value, not "Values".
        list.summary = `{{fields.${name}}}`;
      }
      return list;
    }
    case "tuple": {
      // A fixed number of values of one kind (a table's column headings): edited in place.
      const items = def.items ?? [];
      return {
        ...base,
        widget: "list",
        min: items.length,
        max: items.length,
        allow_add: false,
        allow_remove: false,
        ...(items[0] ? { field: { ...fieldFor(name, items[0]), label: base.label } } : {}),
      };
    }
    case "object": {
      const fields = fieldsFor(core as z.ZodObject);
      // Decap checks an optional object's required fields, at every depth, even when it is left
      // empty; none is required in the form, and one filled in half is refused before saving
      // with the schema's message (entry-check.ts, decision 0804).
      return {
        ...base,
        widget: "object",
        fields: optional ? fields.map(notRequired) : fields,
        ...(optional ? { hint: "Optional: fill in every field, or none." } : {}),
      };
    }
    default:
      return base;
  }
}

/** A field and every field inside it, none required (the fields of an optional object). */
function notRequired(field: DecapField): DecapField {
  return {
    ...field,
    required: false,
    ...(field.fields ? { fields: field.fields.map(notRequired) } : {}),
    ...(field.field ? { field: notRequired(field.field) } : {}),
  };
}

/** The Decap fields of an object schema, in its order (pinned ones hidden). */
function fieldsFor(schema: z.ZodObject): DecapField[] {
  return Object.entries(defOf(schema).shape ?? {}).map(([name, field]) => fieldFor(name, field));
}

/** The form's fields of a schema's object, as the editor shows them (the preview's words). */
export const formFields = (schema: z.ZodObject): DecapField[] => fieldsFor(schema);

/**
 * `data` with every object's keys in the order of its form's fields (the schema's), at every
 * depth; keys the form does not know keep their place after them. Decap writes a file's nested
 * objects in the order its Immutable.js maps iterate, a hash order for more than eight keys; the
 * editor hands it this order before saving (admin.ts), and `npm run format:data` stores the
 * data files in it, so a save changes only what was typed (docs/decisions/0810-clean-saves.md).
 */
export function orderLikeForm(data: unknown, fields: readonly DecapField[] | undefined): unknown {
  if (Array.isArray(data)) return data.map((item) => orderLikeForm(item, fields));
  if (!fields || data === null || typeof data !== "object") return data;
  const record = data as Record<string, unknown>;
  const known = fields.filter((field) => Object.hasOwn(record, field.name));
  const ordered: Record<string, unknown> = {};
  for (const field of known) {
    const inner = field.fields ?? field.field?.fields;
    ordered[field.name] = orderLikeForm(record[field.name], inner);
  }
  for (const [key, value] of Object.entries(record)) if (!(key in ordered)) ordered[key] = value;
  return ordered;
}

/** How many texts, choices and figures a form has, at every depth. */
export function fieldCount(fields: readonly DecapField[]): number {
  return fields.reduce(
    (count, field) =>
      count +
      (field.fields ? fieldCount(field.fields) : field.field ? fieldCount([field.field]) : 1),
    0,
  );
}

/**
 * A form with more fields than this opens with its groups closed (decision 0815): the services
 * pages' copy (four pages of about sixty fields each) opened as one long form.
 */
export const LONG_FORM = 100;

/** The fields whose text names a group when it is closed, in order of preference. */
const SUMMARY_NAMES = ["title", "heading", "label", "name", "eyebrow"];

/**
 * A closed group's summary: its first naming text (`{{fields.title}}`) or choice (an industry's
 * `name`, decision 0816's fourth review), else its first group's naming text (a service page by
 * its hero's title: `{{fields.hero.title}}`), else its first text.
 */
function summaryOf(fields: readonly DecapField[]): { summary: string } | object {
  const isText = (f: DecapField) => f.widget === "string" || f.widget === "text";
  const naming = (within: readonly DecapField[]) =>
    SUMMARY_NAMES.map((name) =>
      within.find(
        (f) => f.name === name && (isText(f) || f.widget === "select" || f.widget === FIXED_WIDGET),
      ),
    ).find(Boolean);
  const own = naming(fields);
  if (own) return { summary: `{{fields.${own.name}}}` };
  const group = fields.find((f) => f.widget === "object" && f.fields && naming(f.fields));
  if (group) return { summary: `{{fields.${group.name}.${naming(group.fields!)!.name}}}` };
  // Else the first text of the group (a quote's words, a step's line).
  const first = fields.find(isText);
  return first ? { summary: `{{fields.${first.name}}}` } : {};
}

/**
 * A long form made navigable the way Decap intends (decision 0815): below the form's top level,
 * every group (an object) and every list of groups is closed (`collapsed`), named when closed by
 * its first naming text (`summary`, e.g. a page's hero by its title); a marketer opens the page,
 * then the part of it they look for. Top-level groups stay open: each is one of the file's parts.
 */
function navigable(fields: readonly DecapField[], depth = 0, trail: string[] = []): DecapField[] {
  return fields.map((field) => {
    if (!field.fields) return field;
    const named = depth === 0 ? [] : [...trail, field.label];
    const inner = navigable(field.fields, depth + 1, named);
    if (depth === 0 || (field.widget !== "object" && field.widget !== "list"))
      return { ...field, fields: inner };
    const summary = (summaryOf(inner) as { summary?: string }).summary;
    // Decap shows a closed group's summary in place of its label: a group says whose it is
    // ("Qualitative › Hero: …", not one of five "Hero"s; decision 0816's fourth review). A
    // list's summary names each of its entries, already inside their group.
    return {
      ...field,
      fields: inner,
      collapsed: true,
      ...(summary
        ? { summary: field.widget === "object" ? `${named.join(" › ")}: ${summary}` : summary }
        : {}),
    };
  });
}

/** A page-copy file's form: long ones open with their groups closed. */
const pageCopyForm = (fields: DecapField[]) =>
  fieldCount(fields) > LONG_FORM ? navigable(fields) : fields;

/** The read-only widget of what the specification fixes (app/cms/fixed-widget.ts). */
export const FIXED_WIDGET = "fixed";
const FIXED_REASON =
  "Fixed by the website's specification: shown as the page shows it, not editable here.";

/** The collection of the page-copy files, among them the people file authors are chosen from. */
export const PAGES_COLLECTION = "pages";
/** The people file's entry in the registry (app/content/data/people.yaml, decision 0906). */
const PEOPLE_FILE_NAME = "people";
/** The topics file's entry in the registry (app/content/data/topics.yaml, decision 0807). */
const TOPICS_FILE_NAME = "topics";

/**
 * A choice among the entries of a list in a page-copy file, saved as their ids: the build
 * refuses any other (`list` is the file's key, `shown` the entries' field the editor shows).
 */
function relationField(field: DecapField, file: string, list: string, shown: string): DecapField {
  return {
    name: field.name,
    label: field.label,
    widget: "relation",
    collection: PAGES_COLLECTION,
    file,
    search_fields: [`${list}.*.${shown}`],
    value_field: `${list}.*.id`,
    display_fields: [`${list}.*.${shown}`],
    multiple: true,
    required: true,
    ...(field.min ? { min: field.min } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
  };
}

/** A choice of the people in people.yaml, saved as their ids: the build refuses any other. */
function personField(field: DecapField, multiple: boolean): DecapField {
  return {
    name: field.name,
    label: field.label,
    widget: "relation",
    collection: PAGES_COLLECTION,
    file: PEOPLE_FILE_NAME,
    search_fields: ["people.*.name"],
    value_field: "people.*.id",
    display_fields: ["people.*.name"],
    multiple,
    required: true,
    ...(field.min ? { min: field.min } : {}),
    ...(field.hint ? { hint: field.hint } : {}),
  };
}

/** A date picker writing YYYY-MM-DD; the schema's own pattern stays, checked as the build does. */
function dateField(field: DecapField): DecapField {
  const { pattern, ...rest } = field;
  return {
    ...rest,
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "YYYY-MM-DD",
    time_format: false,
    picker_utc: true,
    ...(pattern ? { pattern } : {}),
  };
}

/** The Markdown body of a folder entry (an item, a role). */
const bodyField = (hint: string): DecapField => ({
  name: "body",
  label: "Body",
  widget: "markdown",
  required: true,
  hint,
  ...MARKDOWN_OPTIONS,
});

/** The Resource Center's front matter, with the widgets the generic mapping cannot know. */
function resourceFields(
  frontMatter: z.ZodObject,
  images: readonly string[],
  choiceNames: ConfigInputs["choiceNames"] = {},
): DecapField[] {
  const fields = fieldsFor(frontMatter).map((field): DecapField => {
    const names = choiceNames[field.name];
    if (field.options && names) return withChoiceNames(field, names);
    switch (field.name) {
      case "authors":
        return personField(
          {
            ...field,
            hint: "Who wrote it: each author's name and card show on the page. At least one; a new person is added in Page copy, People.",
          },
          true,
        );
      case "topics":
        // A choice of the topics in topics.yaml, by label: a new topic is an entry there.
        return relationField(
          {
            ...field,
            hint: "What it is about: the Resource Center's topic filters list it under each. At least one; a new topic is added in Page copy, Topics.",
          },
          TOPICS_FILE_NAME,
          "topics",
          "label",
        );
      case "date":
        return dateField(field);
      case "image": {
        // A drawing, shown as thumbnails, or the editor's own upload (decision 0811): one widget
        // (image-widget.ts) replaces the schema's name pattern.
        const picker: DecapField = { ...field, widget: IMAGE_WIDGET, drawings: [...images] };
        delete picker.pattern;
        return picker;
      }
      default:
        return field;
    }
  });
  return [
    ...fields,
    bodyField(
      'The first paragraph is the lead. A section starts with a heading: the "H" button, Heading 2 (or type "## " at the start of a line). A chart: the "+" button, Chart, then choose it by its title. A pull quote: the quote button, its last line starting with "— " to credit it: who, role, kind of organisation ("— D. L., VP Pricing, subscription streaming service").',
    ),
  ];
}

/**
 * A choice that shows names and saves slugs (issue 49: industries and services showed as slugs).
 * An option without a name keeps its slug.
 */
function withChoiceNames(field: DecapField, names: Readonly<Record<string, string>>): DecapField {
  return {
    ...field,
    options: (field.options ?? []).map((option) => {
      const value = typeof option === "string" ? option : option.value;
      return { label: names[value] ?? value, value };
    }),
  };
}

/** An open role's front matter: the person who hires chosen from people.yaml, dates picked. */
function roleFields(frontMatter: z.ZodObject): DecapField[] {
  const fields = fieldsFor(frontMatter).map((field): DecapField => {
    switch (field.name) {
      case "hiringManager":
        return personField(field, false);
      case "posted":
      case "closes":
        return dateField(field);
      default:
        return field;
    }
  });
  return [
    ...fields,
    bodyField(
      'The role\'s full description (also what job search engines show): the first paragraph is the lead; sections start at "##".',
    ),
  ];
}

/** The open roles: one file per role in app/content/roles (docs/decisions/0907-open-roles.md). */
function rolesCollection(frontMatter: z.ZodObject): DecapCollection {
  return {
    name: ROLES_COLLECTION,
    label: "Open roles",
    label_singular: "open role",
    description:
      "Careers: one file per role; the file name (from the title) is its URL, /careers/<name>. After its closing date a role leaves the site; delete its file later (until then its address answers 410 Gone).",
    folder: ROLES_FOLDER,
    preview_path: "careers/{{slug}}",
    create: true,
    slug: "{{slug}}",
    extension: "md",
    format: "frontmatter",
    fields: roleFields(frontMatter),
  };
}

/** The whole configuration: one collection per Resource Center section, one entry per editable file. */
export function decapConfig({
  contentFiles,
  resourceSections,
  roleFrontMatter,
  images,
  choiceNames,
  backend,
  site,
  logoUrl,
}: ConfigInputs): DecapConfig {
  const editable = contentFiles.filter((file) => file.editable);
  // A page-copy file's page (the registry's `page`: `/industries`, `/` for the footer), as
  // Decap's `preview_path` (no leading slash; empty for `/`, Decap's site address). Only a path
  // the site answers (or its 404 page, any unknown address): a page a file names wrongly gets
  // no link rather than a 404.
  const pageOf = (file: ContentFile) =>
    file.page &&
    (file.page === "/" || file.page === NOT_FOUND_PRERENDER_PATH || site?.paths.includes(file.page))
      ? file.page.replace(/^\//, "")
      : undefined;
  return {
    load_config_file: false,
    backend:
      backend.kind === "local"
        ? { name: "proxy", proxy_url: backend.url, branch: "main" }
        : {
            name: "github",
            repo: backend.repo,
            branch: backend.branch,
            ...(backend.baseUrl ? { base_url: backend.baseUrl } : {}),
          },
    // Uploads are kept out of public/ and served only as the build renders them (decision 0811).
    ...(site ? { site_url: site.url } : {}),
    ...(logoUrl ? { logo_url: logoUrl } : {}),
    media_folder: UPLOADS_SOURCE,
    public_folder: UPLOADS_URL,
    // File names from titles as the build takes them: "Café Insights" → cafe-insights, not café-….
    slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
    collections: [
      // One folder, one collection per section: each shows its section's items and its rules.
      ...resourceSections.map((section): DecapCollection => ({
        name: resourceCollectionName(section.slug),
        label: section.label,
        label_singular: singularOf(section.label).toLowerCase(),
        // How to feature one (fifth marketer review, decision 0816).
        description: `Resource Center: ${section.label}. The file name (from the title) is the item's URL. To show one among the featured pages at the top of /resources, add its address under Page copy › Resource Center › Resources page › Featured › Featured pages (the first shown large).`,
        folder: RESOURCES_FOLDER,
        filter: { field: "section", value: section.slug },
        ...(section.itemPrefix
          ? { preview_path: `${section.itemPrefix.replace(/^\//, "")}/{{slug}}` }
          : {}),
        create: true,
        slug: "{{slug}}",
        extension: "md",
        format: "frontmatter",
        fields: resourceFields(section.frontMatter, images, choiceNames),
      })),
      ...(roleFrontMatter ? [rolesCollection(roleFrontMatter)] : []),
      ...(editable.length
        ? [
            {
              name: PAGES_COLLECTION,
              label: "Page copy",
              description: "The copy of the site's pages and shared blocks.",
              files: editable.map((file) => ({
                name: file.name,
                label: file.label,
                file: file.file,
                ...(pageOf(file) !== undefined ? { preview_path: pageOf(file) } : {}),
                ...(file.description ? { description: file.description } : {}),
                fields: pageCopyForm(fieldsFor(file.schema as z.ZodObject)),
              })),
            },
          ]
        : []),
    ],
  };
}

/**
 * The address of a saved item's published page, as Decap makes its "View Live" link: the site's
 * address, then the collection's `preview_path` with the item's file name (a page-copy file's
 * own `preview_path`). Undefined without a site address or a page for the collection or file.
 */
export function publishedPageUrl(
  config: DecapConfig,
  collection: string,
  slug: string,
): string | undefined {
  const found = config.collections.find((c) => c.name === collection);
  // A page-copy file's own page first, as Decap takes it (a file's `preview_path`).
  const previewPath =
    found?.files?.find((file) => file.name === slug)?.preview_path ?? found?.preview_path;
  if (!config.site_url || previewPath === undefined) return undefined;
  return `${config.site_url.replace(/\/$/, "")}/${previewPath.replaceAll("{{slug}}", slug)}`;
}
