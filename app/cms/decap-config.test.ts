// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { frontMatterSchema } from "../catalog/resources-schema";
import { contentFiles, type ContentFile } from "../content/schemas/registry.ts";
import {
  decapConfig,
  MARKDOWN_BODY_PATTERN,
  type DecapCollection,
  type DecapField,
} from "./decap-config";

/** A small registry in the shape of app/content/schemas/registry.ts. */
const fakeRegistry: ContentFile[] = [
  {
    name: "industries",
    label: "Industries",
    file: "app/content/data/industries.yaml",
    editable: true,
    schema: z.strictObject({
      heading: z.string().min(1, "a heading").max(60, "a heading of at most 60 characters"),
      industries: z
        .array(
          z.strictObject({
            name: z.string().min(1, "the industry's name"),
            slug: z.string().regex(/^[a-z0-9-]+$/, "lower-case letters, digits and hyphens"),
            blurb: z.string().min(80, "at least 80 characters").max(400, "at most 400 characters"),
            category: z.enum(["Consumer", "Regulated"], { error: "Consumer or Regulated" }),
            note: z.string().optional(),
          }),
        )
        .refine((items) => items.length === 2, "the two industries, in this order"),
      mosaic: z.array(z.string().min(1, "a name")).length(4, "exactly four"),
      width: z.number().int("a whole number").positive("a size"),
      count: z.literal(12, { error: "the specification names 12 industries" }),
      words: z.array(z.string()).meta({ pinned: true }),
    }),
  },
  {
    name: "not-found",
    label: "404 page",
    file: "app/content/data/not-found.yaml",
    editable: false,
    schema: z.strictObject({ heading: z.literal("Oops! Page not found") }),
  },
];

const config = decapConfig({
  contentFiles: fakeRegistry,
  frontMatter: frontMatterSchema,
  images: ["res-uk-b2b", "res-us-consumer"],
  backend: { kind: "local", url: "http://localhost:4323/api/v1" },
});

const collection = (name: string): DecapCollection => {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
};
const field = (fields: DecapField[] | undefined, name: string): DecapField => {
  const found = fields?.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const resource = (name: string) => field(collection("resource-items").fields, name);

/** Decap tests a field's value with `RegExp(pattern[0])` and shows pattern[1] when it fails. */
const refuses = (f: DecapField, value: string) => !new RegExp(f.pattern![0]).test(value);

/** The message the build gives for a front matter whose `name` is `value`. */
const buildMessage = (name: string, value: unknown) => {
  const result =
    frontMatterSchema.shape[name as keyof typeof frontMatterSchema.shape].safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the editor's configuration of Resource Center items", () => {
  it("saves Markdown files with front matter in the items' folder, named by the title", () => {
    expect(collection("resource-items")).toMatchObject({
      folder: "app/content/resources",
      extension: "md",
      format: "frontmatter",
      create: true,
      slug: "{{slug}}",
    });
  });

  it("refuses a 60-character title with the schema's own message; 48 pass", () => {
    const title = resource("title");
    expect(title.required).toBe(true);
    expect(refuses(title, "x".repeat(60))).toBe(true);
    expect(refuses(title, "x".repeat(48))).toBe(false);
    expect(title.pattern![1]).toBe(buildMessage("title", "x".repeat(60)));
    expect(title.pattern![1]).toBe(
      "a title of at most 48 characters (the page title adds the brand)",
    );
  });

  it("offers exactly the schema's choices for section, industries, topics and tint", () => {
    const options = (name: string) =>
      (frontMatterSchema.shape[name as "section"] as unknown as z.ZodType).safeParse("nope");
    expect(resource("section")).toMatchObject({
      widget: "select",
      required: true,
      options: ["panel-books", "ebooks", "case-studies", "blog"],
    });
    expect(options("section").success).toBe(false);
    expect(resource("industries")).toMatchObject({ widget: "select", multiple: true });
    expect(resource("industries").options).toContain("financial-services");
    expect(resource("industries").options).toHaveLength(12);
    expect(resource("industries").required).toBe(false);
    expect(resource("topics")).toMatchObject({
      widget: "select",
      multiple: true,
      min: 1,
      required: true,
    });
    for (const topic of resource("topics").options!) {
      expect(frontMatterSchema.shape.topics.safeParse([topic]).success, topic).toBe(true);
    }
    expect(frontMatterSchema.shape.topics.safeParse(["not-a-topic"]).success).toBe(false);
    expect(resource("tint")).toMatchObject({
      widget: "select",
      options: ["ink", "teal", "sand", "amber"],
      default: "sand",
      required: false,
    });
  });

  it("writes dates as the build reads them, and checks them with the build's pattern", () => {
    const date = resource("date");
    expect(date).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false });
    expect(refuses(date, "2026-11-27")).toBe(false);
    expect(refuses(date, "27/11/2026")).toBe(true);
    expect(date.pattern![1]).toBe(buildMessage("date", "27/11/2026"));
  });

  it("gives long text a text area and names a line", () => {
    expect(resource("description").widget).toBe("text");
    expect(resource("title").widget).toBe("string");
    expect(resource("author").widget).toBe("string");
  });

  it("marks optional fields as not required and required ones as required", () => {
    expect(resource("authorRole").required).toBe(false);
    expect(resource("author").required).toBe(true);
    expect(resource("facts")).toMatchObject({ widget: "list", required: false });
    expect(resource("facts").fields!.map((f) => [f.name, f.required])).toEqual([
      ["label", true],
      ["value", true],
    ]);
    const download = resource("download");
    expect(download).toMatchObject({ widget: "object", required: false });
    const href = field(download.fields, "href");
    expect(refuses(href, "/resources/ebooks")).toBe(false);
    expect(refuses(href, "https://elsewhere.example")).toBe(true);
    expect(href.pattern![1]).toBe("a site path starting with /");
  });

  it("picks the illustration from the images given, and lists every front-matter field", () => {
    expect(resource("image")).toMatchObject({
      widget: "select",
      options: ["res-uk-b2b", "res-us-consumer"],
    });
    const names = collection("resource-items").fields!.map((f) => f.name);
    expect(names).toEqual([...Object.keys(frontMatterSchema.shape), "body"]);
  });

  it("limits the body to the Markdown the build accepts", () => {
    const body = resource("body");
    expect(body).toMatchObject({ widget: "markdown", required: true });
    expect(body.buttons).not.toContain("heading-one");
    expect(body.pattern).toEqual(MARKDOWN_BODY_PATTERN);
    const accepted = [
      "A lead paragraph.\n\n## A section\n\nText with <https://example.com> and a < b.",
      "Lead.\n\n![A bar chart of show rates](/images/uploads/chart.png)",
      "Lead with a #hashtag\n\n### Smaller",
    ];
    const refused = [
      "# A second title\n\nText",
      "Lead.\n\n#\n",
      "Lead.\n\n<div>raw</div>",
      "Lead.\n\n<!-- comment -->",
      "Lead.\n\n![](/images/uploads/chart.png)",
      "   \n\n",
    ];
    for (const text of accepted) expect(refuses(body, text), text).toBe(false);
    for (const text of refused) expect(refuses(body, text), text).toBe(true);
  });
});

describe("the editor's configuration of page copy (from the registry)", () => {
  const pages = collection("pages");

  it("lists editable files only, at their paths", () => {
    expect(pages.files!.map((f) => [f.name, f.file])).toEqual([
      ["industries", "app/content/data/industries.yaml"],
    ]);
  });

  it("maps each field's rules with the schema's messages and hides what the spec fixes", () => {
    const fields = pages.files![0]!.fields;
    expect(fields.map((f) => f.name)).toEqual([
      "heading",
      "industries",
      "mosaic",
      "width",
      "count",
      "words",
    ]);
    // Kept as they are in the file, never shown.
    expect(field(fields, "count")).toMatchObject({ widget: "hidden", default: 12 });
    expect(field(fields, "words").widget).toBe("hidden");
    expect(field(fields, "mosaic")).toMatchObject({ widget: "list", min: 4, max: 4 });
    expect(field(fields, "width")).toMatchObject({ widget: "number", value_type: "int" });
    const heading = field(fields, "heading");
    expect(refuses(heading, "x".repeat(61))).toBe(true);
    expect(heading.pattern![1]).toBe("a heading of at most 60 characters");
    const list = field(fields, "industries");
    // A list the schema checks as a whole: entries edited in place only.
    expect(list).toMatchObject({
      widget: "list",
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
    });
    const blurb = field(list.fields, "blurb");
    expect(refuses(blurb, "x".repeat(79))).toBe(true);
    expect(refuses(blurb, "x".repeat(80))).toBe(false);
    expect(refuses(blurb, "x".repeat(401))).toBe(true);
    expect(blurb.pattern![1]).toBe("at least 80 characters; at most 400 characters");
    const slug = field(list.fields, "slug");
    expect(refuses(slug, "Not A Slug")).toBe(true);
    expect(slug.pattern![1]).toBe("lower-case letters, digits and hyphens");
    expect(field(list.fields, "category")).toMatchObject({
      widget: "select",
      options: ["Consumer", "Regulated"],
    });
    expect(field(list.fields, "note").required).toBe(false);
    expect(field(list.fields, "blurb")).toMatchObject({ widget: "text", required: true });
    expect(field(list.fields, "name").widget).toBe("string");
  });

  it("saves through the local decap-server or GitHub", () => {
    expect(config.backend).toEqual({
      name: "proxy",
      proxy_url: "http://localhost:4323/api/v1",
      branch: "main",
    });
    const github = decapConfig({
      contentFiles: [],
      frontMatter: frontMatterSchema,
      images: [],
      backend: { kind: "github", repo: "northfield/site", branch: "main" },
    });
    expect(github.backend).toEqual({ name: "github", repo: "northfield/site", branch: "main" });
    expect(github.collections.map((c) => c.name)).toEqual(["resource-items"]);
  });
});

describe("the editor's configuration of the site's own registry", () => {
  const real = decapConfig({
    contentFiles,
    frontMatter: frontMatterSchema,
    images: [],
    backend: { kind: "local", url: "http://localhost:8081/api/v1" },
  });
  const files = real.collections.find((c) => c.name === "pages")?.files ?? [];

  it("offers every editable file and no other", () => {
    expect(files.map((f) => f.name)).toEqual(
      contentFiles.filter((f) => f.editable).map((f) => f.name),
    );
    expect(files.map((f) => f.name)).toContain("industries");
  });

  it("hides what the specification fixes: the rotating words, the main navigation", () => {
    const fileFields = (name: string) => files.find((f) => f.name === name)?.fields;
    const hero = field(fileFields("home-hero"), "hero");
    expect(field(hero.fields, "words").widget).toBe("hidden");
    expect(field(hero.fields, "headlineLead")).toMatchObject({
      widget: "hidden",
      default: "We Decode Minds, Markets, and",
    });
    expect(field(fileFields("navigation"), "mainNav").widget).toBe("hidden");
  });

  it("holds an industry's blurb to the schema's limits, in its words", () => {
    const industries = field(files.find((f) => f.name === "industries")?.fields, "industries");
    expect(industries).toMatchObject({ widget: "list", allow_add: false, allow_remove: false });
    const blurb = field(industries.fields, "blurb");
    expect(refuses(blurb, "x".repeat(60))).toBe(true);
    expect(refuses(blurb, "x".repeat(120))).toBe(false);
    expect(refuses(blurb, "x".repeat(401))).toBe(true);
    const schema = contentFiles.find((f) => f.name === "industries")!.schema as z.ZodObject;
    const parsed = schema.shape.industries!.safeParse([{ blurb: "x".repeat(60) }]);
    const messages = parsed.success
      ? []
      : parsed.error.issues.map((issue: { message: string }) => issue.message);
    expect(messages).toContain(blurb.pattern![1].split("; ")[0]);
  });
});
