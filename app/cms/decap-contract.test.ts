import { describe, expect, it } from "vitest";
import { z } from "zod";
import { sectionFrontMatter } from "../catalog/resources-schema";
import { roleFrontMatterSchema } from "../catalog/roles-schema";
import { contentFiles } from "../content/schemas/registry.ts";
import { RESOURCE_SECTIONS } from "../../tests/spec-literals";
import {
  decapConfig,
  fieldCount,
  FIXED_WIDGET,
  LONG_FORM,
  type DecapField,
  resourceCollectionName,
  ROLES_COLLECTION,
} from "./decap-config";
import { IMAGE_WIDGET } from "./image-widget";

/**
 * The contract between the build's schemas and the editor's one adapter (decap-config.ts,
 * decision 0808): for every form the editor shows, each schema field has an editor field of the
 * same name and a widget that saves what the schema takes, and each editor field has a schema
 * field, at every depth. A schema field the adapter drops could never be edited; an editor field
 * the schema does not know would be refused by the build after every save.
 */

/** The schema under optional, default and pipe wrappers, and whether a wrapper is pinned. */
function core(schema: z.ZodType): { schema: z.ZodType; pinned: boolean } {
  let pinned = false;
  let current = schema;
  for (;;) {
    if (current.meta()?.pinned === true) pinned = true;
    if (
      current instanceof z.ZodOptional ||
      current instanceof z.ZodNullable ||
      current instanceof z.ZodNonOptional
    ) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodDefault || current instanceof z.ZodPrefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe) {
      current = current.in as z.ZodType;
    } else {
      return { schema: current, pinned };
    }
  }
}

/** Widgets that save a value a schema of this kind takes (without a form of its own). */
function widgetsFor(schema: z.ZodType): readonly string[] {
  // Strings and string formats (z.email(), z.url(), z.iso.date()) alike.
  if (schema.type === "string") {
    // Text in a line or a box, Markdown, a date picker writing YYYY-MM-DD, a choice of names
    // (an illustration), a relation saving one id (the person who hires), or a picture saving
    // a drawing's name or an upload's path (the site-image widget, decision 0811).
    return ["string", "text", "markdown", "datetime", "select", "relation", IMAGE_WIDGET];
  }
  if (schema instanceof z.ZodNumber) return ["number"];
  if (schema instanceof z.ZodBoolean) return ["boolean"];
  if (schema instanceof z.ZodEnum) return ["select"];
  // A value written as text or as a number (a fact's value): edited as text.
  if (schema instanceof z.ZodUnion) return ["string"];
  if (schema instanceof z.ZodObject) return ["object"];
  // A fixed number of values (a table's column headings): a list of that many.
  if (schema instanceof z.ZodTuple) return ["list"];
  if (schema instanceof z.ZodArray) {
    const element = core(schema.element as z.ZodType).schema;
    if (element instanceof z.ZodEnum) return ["select"];
    // Ids chosen from a list in another file (authors, topics), or a list of its own.
    if (element.type === "string") return ["relation", "list"];
    return ["list"];
  }
  return [];
}

/** Each mismatch between an object schema and the editor's fields for it, by path. */
function mismatches(schema: z.ZodObject, fields: readonly DecapField[], at: string): string[] {
  const problems: string[] = [];
  const shape = schema.shape as Record<string, z.ZodType>;
  const schemaNames = Object.keys(shape);
  const fieldNames = fields.map((f) => f.name);
  for (const name of schemaNames.filter((n) => !fieldNames.includes(n)))
    problems.push(`${at}${name}: in the schema, no editor field`);
  for (const name of fieldNames.filter((n) => !schemaNames.includes(n)))
    problems.push(`${at}${name}: an editor field the schema does not take`);
  for (const field of fields) {
    const fieldSchema = shape[field.name];
    if (fieldSchema) problems.push(...fieldMismatches(fieldSchema, field, `${at}${field.name}`));
  }
  return problems;
}

function fieldMismatches(fieldSchema: z.ZodType, field: DecapField, at: string): string[] {
  const { schema, pinned } = core(fieldSchema);
  // What the specification fixes is kept as it is: shown read-only with the reason (decision
  // 0810), or hidden where a marketer has nothing to read in it.
  if (pinned || schema instanceof z.ZodLiteral) {
    return field.widget === "hidden" || field.widget === FIXED_WIDGET
      ? []
      : [`${at}: fixed by the schema, shown as ${field.widget}`];
  }
  const allowed = widgetsFor(schema);
  if (!allowed.includes(field.widget))
    return [
      `${at}: a ${schema.type} edited with the ${field.widget} widget (${allowed.join(", ")})`,
    ];
  if (schema instanceof z.ZodObject) return mismatches(schema, field.fields ?? [], `${at}.`);
  if (schema instanceof z.ZodArray && field.widget === "list") {
    const element = core(schema.element as z.ZodType).schema;
    if (element instanceof z.ZodObject) return mismatches(element, field.fields ?? [], `${at}.*.`);
    if (!field.field) return [`${at}: a list without its entries' field`];
    return fieldMismatches(schema.element as z.ZodType, field.field, `${at}.*`);
  }
  if (schema instanceof z.ZodTuple) {
    const items = schema.def.items as z.ZodType[];
    if (!field.field) return [`${at}: a list without its entries' field`];
    if (field.min !== items.length || field.max !== items.length)
      return [`${at}: ${items.length} values, the list takes ${field.min} to ${field.max}`];
    return items.flatMap((item, i) => fieldMismatches(item, field.field!, `${at}.${i}`));
  }
  return [];
}

const config = decapConfig({
  contentFiles,
  resourceSections: RESOURCE_SECTIONS.map(([slug, label]) => ({
    slug,
    label,
    frontMatter: sectionFrontMatter(slug),
  })),
  roleFrontMatter: roleFrontMatterSchema,
  images: ["res-uk-b2b"],
  backend: { kind: "local", url: "http://localhost:8081/api/v1" },
});
const collection = (name: string) => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};

describe("the editor's forms and the build's schemas agree", () => {
  it.each(contentFiles.filter((file) => file.editable).map((file) => [file.name, file] as const))(
    "page copy: %s",
    (_name, file) => {
      const form = collection("pages").files?.find((f) => f.name === file.name);
      expect(form?.file).toBe(file.file);
      expect(file.schema).toBeInstanceOf(z.ZodObject);
      expect(mismatches(file.schema as z.ZodObject, form?.fields ?? [], "")).toEqual([]);
    },
  );

  it.each(RESOURCE_SECTIONS.map(([slug]) => [slug]))("Resource Center items: %s", (slug) => {
    const fields = collection(resourceCollectionName(slug)).fields ?? [];
    // The body is the file's Markdown below its front matter, not a front-matter field.
    expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
    expect(mismatches(sectionFrontMatter(slug), fields.slice(0, -1), "")).toEqual([]);
  });

  it("open roles", () => {
    const fields = collection(ROLES_COLLECTION).fields ?? [];
    expect(fields.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
    expect(mismatches(roleFrontMatterSchema, fields.slice(0, -1), "")).toEqual([]);
  });

  it("finds a field the editor lacks, one the schema lacks and a widget that saves another type", () => {
    const schema = z.strictObject({
      title: z.string(),
      count: z.number(),
      nested: z.strictObject({ when: z.string(), fixed: z.literal("x") }),
    });
    const fields: DecapField[] = [
      { name: "count", label: "Count", widget: "string" },
      { name: "extra", label: "Extra", widget: "string" },
      {
        name: "nested",
        label: "Nested",
        widget: "object",
        fields: [
          { name: "when", label: "When", widget: "datetime" },
          { name: "fixed", label: "Fixed", widget: "string" },
        ],
      },
    ];
    expect(mismatches(schema, fields, "")).toEqual([
      "title: in the schema, no editor field",
      "extra: an editor field the schema does not take",
      "count: a number edited with the string widget (number)",
      "nested.fixed: fixed by the schema, shown as string",
    ]);
  });
});

// Decision 0815: a long form opens with its groups closed, each named when closed by a text of
// its own, so a marketer finds one page's part (the qualitative page's hero) without scrolling
// through every service.
// Fifth marketer review (decision 0816): a chart was ten fields and a card per row; its rows are
// edited in the table above them, their cards closed, each named by its row and figures.
it("a chart's row cards open closed, each showing its name and figures", () => {
  const charts = collection("resource-items-case-studies").fields!.find(
    (f) => f.name === "charts",
  )!;
  const rows = charts.fields!.find((field) => field.name === "rows")!;
  expect(rows).toMatchObject({
    paste_rows: true,
    collapsed: true,
    summary: "{{fields.label}}: {{fields.values}}",
  });
});

describe("long page-copy forms are navigable", () => {
  const files = collection("pages").files ?? [];
  const long = files.filter((file) => fieldCount(file.fields) > LONG_FORM);

  /** Each group below the top level that is not closed, or named by a text it lacks, by path. */
  function openGroups(fields: readonly DecapField[], at: string, depth: number): string[] {
    return fields.flatMap((field) => {
      if (!field.fields) return [];
      const here = `${at}${field.name}`;
      const inner = openGroups(field.fields, `${here}.`, depth + 1);
      if (depth === 0) return inner;
      // The summary's field, at any depth of the group ("Qualitative: {{fields.hero.title}}").
      const named = /\{\{fields\.([\w.]+)\}\}$/.exec(String(field.summary ?? ""))?.[1];
      const has = (within: readonly DecapField[], names: string[]): boolean => {
        const found = within.find((f) => f.name === names[0]);
        return !!found && (names.length === 1 || has(found.fields ?? [], names.slice(1)));
      };
      return [
        ...(field.collapsed === true ? [] : [`${here}: open`]),
        ...(field.summary === undefined || (named && has(field.fields, named.split(".")))
          ? []
          : [`${here}: named by ${String(field.summary)}, which it does not have`]),
        ...inner,
      ];
    });
  }

  it("the twelve industries open closed, each named by its industry (decision 0816)", () => {
    const industries = files
      .find((file) => file.name === "industries")!
      .fields.find((field) => field.name === "industries")!;
    expect(industries).toMatchObject({ collapsed: true, summary: "{{fields.name}}" });
    // Which industry a block is, read-only: not a choice that could rename it (fifth review).
    expect(industries.fields!.find((field) => field.name === "name")).toMatchObject({
      label: "Industry",
      widget: "fixed",
    });
  });

  // Fifth marketer review (decision 0816): no field said how a new case study gets into "New
  // this season" on /resources.
  it("the featured pages of /resources say how a new item gets there, and so does its section", () => {
    const page = files
      .find((file) => file.name === "resources")!
      .fields.find((field) => field.name === "resourcesPage")!;
    const featured = page.fields!.find((field) => field.name === "featured")!;
    const items = featured.fields!.find((field) => field.name === "items")!;
    expect(items.label).toBe("Featured pages (the first shown large)");
    expect(items.hint).toContain("New this season");
    expect(items.hint).toContain("add its address here");
    const path = ["Page copy", "Resource Center", page.label, featured.label, items.label];
    expect(collection("resource-items-case-studies").description).toContain(path.join(" › "));
  });

  it("the services pages' copy is long; a short form stays open", () => {
    expect(long.map((file) => file.name)).toContain("service-pages");
    const short = files.find((file) => fieldCount(file.fields) <= LONG_FORM)!;
    expect(JSON.stringify(short.fields)).not.toContain('"collapsed":true');
  });

  it.each(long.map((file) => [file.name, file] as const))(
    "%s: every group below the top level is closed, named by a text of its own",
    (_name, file) => {
      expect(openGroups(file.fields, "", 0)).toEqual([]);
    },
  );

  it("the qualitative page is closed, named by its service; its hero by the service and its title", () => {
    const servicePages = long
      .find((file) => file.name === "service-pages")!
      .fields.find((field) => field.name === "servicePages")!;
    const qualitative = servicePages.fields!.find((field) => field.name === "qualitative")!;
    expect(qualitative.collapsed).toBe(true);
    // Closed, each names its service (decision 0816's fourth review): not "Hero" five times.
    expect(qualitative.summary).toBe("Qualitative: {{fields.hero.title}}");
    const hero = qualitative.fields!.find((field) => field.name === "hero")!;
    expect(hero).toMatchObject({
      collapsed: true,
      summary: "Qualitative › Hero: {{fields.title}}",
    });
    // Each page's own sub-heading names its page, and /services' its own (fifth review).
    expect(hero.fields!.map((field) => field.label)).toContain("Qualitative page — sub-heading");
    const index = long
      .find((file) => file.name === "service-pages")!
      .fields.find((field) => field.name === "servicesIndex")!;
    expect(index.fields!.map((field) => field.label)).toContain(
      "Services page (/services) — sub-heading",
    );
  });
});
