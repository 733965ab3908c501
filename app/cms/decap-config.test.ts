// @vitest-environment node
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { frontMatterSchema, sectionFrontMatter } from "../catalog/resources-schema";
import { roleFrontMatterSchema } from "../catalog/roles-schema";
import { contentFiles, type ContentFile } from "../content/schemas/registry.ts";
import {
  decapConfig,
  publishedPageUrl,
  type DecapCollection,
  type DecapField,
  ROLES_COLLECTION,
} from "./decap-config";
import { fieldProblem, overLimit } from "./field-help";
import { UPLOADS_FOLDER, UPLOADS_SOURCE } from "../../scripts/build/uploads.mjs";
import { RESOURCE_SECTIONS as sections } from "../../tests/spec-literals";
import { editorSitePaths } from "../catalog/site-paths.server";

/** A small registry in the shape of app/content/schemas/registry.ts. */
const fakeRegistry: ContentFile[] = [
  {
    name: "industries",
    label: "Industries",
    file: "app/content/data/industries.yaml",
    editable: true,
    page: "/industries",
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

const resourceSections = sections.map(([slug, label]) => ({
  slug,
  label,
  frontMatter: sectionFrontMatter(slug),
}));

const config = decapConfig({
  contentFiles: fakeRegistry,
  resourceSections,
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
const resource = (name: string, section = "blog") =>
  field(collection(`resource-items-${section}`).fields, name);

/** Decap tests a field's value with `RegExp(pattern[0])` and shows pattern[1] when it fails. */
/**
 * Whether the form refuses `value` in field `f`: its pattern, or, in a box with a counter, its
 * limit (counted-widget.ts refuses a text over it, saying by how much).
 */
const refuses = (f: DecapField, value: string) =>
  (f.pattern !== undefined && !new RegExp(f.pattern[0]).test(value)) ||
  (f.max_length !== undefined && value.length > f.max_length);

/** The message the build gives for a front matter whose `name` is `value`. */
const buildMessage = (name: string, value: unknown) => {
  const result =
    frontMatterSchema.shape[name as keyof typeof frontMatterSchema.shape].safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the editor's configuration of Resource Center items", () => {
  it("has one collection per section, each the items of its section in the one folder", () => {
    expect(config.collections.map((c) => [c.name, c.label])).toEqual([
      ["resource-items-panel-books", "Panel Books"],
      ["resource-items-ebooks", "Guide Books"],
      ["resource-items-case-studies", "Case Studies"],
      ["resource-items-blog", "Articles"],
      ["pages", "Page copy"],
    ]);
    for (const [slug] of sections) {
      expect(collection(`resource-items-${slug}`)).toMatchObject({
        folder: "app/content/resources",
        filter: { field: "section", value: slug },
        extension: "md",
        format: "frontmatter",
        create: true,
        slug: "{{slug}}",
      });
      // A new item is saved with its collection's section, which is not shown.
      expect(resource("section", slug)).toEqual({
        name: "section",
        label: "Section",
        widget: "hidden",
        default: slug,
      });
    }
  });

  it("requires a case study's result and at least one chart, as the build does", () => {
    const result = resource("result", "case-studies");
    expect(result).toMatchObject({ widget: "object", required: true });
    // Where the figure shows, the home page included (the marketer's fourth review).
    expect(result.hint).toMatch(/three newest case studies, on the home page/);
    expect(result.fields!.map((f) => [f.name, f.required])).toEqual([
      ["value", true],
      ["line", true],
    ]);
    const charts = resource("charts", "case-studies");
    expect(charts).toMatchObject({ widget: "list", required: true, min: 1 });
    expect(charts.hint).toContain(
      "Required: at least one chart: a case study shows the evidence for its result.",
    );
  });

  it("requires a panel book's chart, not its result; guide books and articles need neither", () => {
    expect(resource("charts", "panel-books")).toMatchObject({ required: true, min: 1 });
    expect(resource("result", "panel-books").required).toBe(false);
    for (const slug of ["ebooks", "blog"]) {
      expect(resource("charts", slug).required, slug).toBe(false);
      expect(resource("charts", slug).min, slug).toBeUndefined();
      expect(resource("result", slug).required, slug).toBe(false);
    }
  });

  it("tells the editor that a chart no block places is drawn after the body", () => {
    for (const [slug] of sections) {
      expect(resource("charts", slug).hint).toMatch(/or after the body if it is not placed/);
    }
  });

  it("refuses a 60-character title with the schema's own message; 48 pass", () => {
    const title = resource("title");
    expect(title.required).toBe(true);
    expect(refuses(title, "x".repeat(60))).toBe(true);
    expect(refuses(title, "x".repeat(48))).toBe(false);
    // The limit is the counted box's, said with how far over (third review, decision 0816);
    // the pattern keeps only what it can say: not blank.
    expect(title.max_length_message).toBe(buildMessage("title", "x".repeat(60)));
    expect(overLimit("x".repeat(60), title.max_length!, title.max_length_message!)).toBe(
      "12 characters over the limit of 48 (60 now): a title of at most 48 characters (the page title adds the brand)",
    );
    expect(title.pattern![1]).toBe("Title: a non-empty title");
  });

  // Decap's `required` takes a value of spaces; the build trims, then needs one character.
  it("refuses a required text of spaces alone, with the build's message", () => {
    for (const name of ["title", "tag"]) {
      const f = resource(name);
      expect(refuses(f, "   "), name).toBe(true);
      expect(refuses(f, "A Name"), name).toBe(false);
      expect(f.pattern![1], name).toContain(buildMessage(name, "   ")!);
    }
    expect(buildMessage("tag", "   ")).toBe("a short card label");
  });

  it("keeps uploads where the build checks and renders them, out of public/ (0811)", () => {
    expect(config.media_folder).toBe(UPLOADS_SOURCE);
    expect(config.public_folder).toBe(`/${UPLOADS_FOLDER}`);
  });

  it("names new files as the build takes them: ASCII, accents dropped, hyphens", () => {
    expect(config.slug).toEqual({
      encoding: "ascii",
      clean_accents: true,
      sanitize_replacement: "-",
    });
  });

  it("offers exactly the schema's choices for industries and tint", () => {
    const options = (name: string) =>
      (frontMatterSchema.shape[name as "section"] as unknown as z.ZodType).safeParse("nope");
    expect(options("section").success).toBe(false);
    expect(resource("industries")).toMatchObject({ widget: "select", multiple: true });
    expect(resource("industries").options).toContain("financial-services");
    expect(resource("industries").options).toHaveLength(12);
    expect(resource("industries").required).toBe(false);
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
    expect(date.pattern![1]).toBe(fieldProblem("Date", buildMessage("date", "27/11/2026")!));
  });

  it("gives long text a text area and names a line", () => {
    expect(resource("description").widget).toBe("text");
    expect(resource("title").widget).toBe("string");
    expect(resource("tag").widget).toBe("string");
  });

  it("marks optional fields as not required and required ones as required", () => {
    expect(resource("tag").required).toBe(true);
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
    expect(href.pattern![1]).toBe(fieldProblem(href.label, "a site path starting with /"));
  });

  // Issue 50: authors are people from the people file, saved as the ids the build resolves.
  it("chooses authors from the people file's entries, saved by id, at least one", () => {
    expect(resource("authors")).toMatchObject({
      widget: "relation",
      collection: "pages",
      file: "people",
      value_field: "people.*.id",
      display_fields: ["people.*.name"],
      multiple: true,
      required: true,
      min: 1,
    });
  });

  // Issue 50: a case study names the services it is proof of, chosen from the four the site has.
  it("chooses services from the site's four, any number, saved as the build takes them", () => {
    expect(resource("services")).toMatchObject({
      widget: "select",
      multiple: true,
      required: false,
      options: ["quantitative", "qualitative", "panels-sampling", "custom"],
    });
    expect(resource("services").hint).toMatch(/linked from that service's page/);
    for (const option of resource("services").options!) {
      const service = typeof option === "string" ? option : option.value;
      expect(frontMatterSchema.shape.services.safeParse([service]).success, service).toBe(true);
    }
    expect(frontMatterSchema.shape.services.safeParse(["webinars"]).success).toBe(false);
  });

  // Issue 49: an uploaded photo's description, for the item page's hero.
  it("asks for the picture's description in words, optional, with a counter to 150", () => {
    expect(resource("imageAlt")).toMatchObject({
      label: "Picture's description",
      widget: "text",
      required: false,
      max_length: 150,
    });
    expect(resource("imageAlt").hint).toMatch(/for people who cannot see it/);
  });

  // Issue 47: topics are data; an item chooses among the topics file's entries, saved by id.
  it("chooses topics from the topics file's entries by label, saved by id, at least one", () => {
    expect(resource("topics")).toMatchObject({
      widget: "relation",
      collection: "pages",
      file: "topics",
      value_field: "topics.*.id",
      display_fields: ["topics.*.label"],
      multiple: true,
      required: true,
      min: 1,
    });
  });

  it("offers the drawings given beside uploads, and lists every front-matter field", () => {
    const image = resource("image");
    expect(image).toMatchObject({
      widget: "site-image",
      drawings: ["res-uk-b2b", "res-us-consumer"],
      required: true,
    });
    // The widget writes only a drawing's name or an upload's path: no name pattern to refuse it.
    expect(image.pattern).toBeUndefined();
    for (const [slug] of sections) {
      const names = collection(`resource-items-${slug}`).fields!.map((f) => f.name);
      expect(names).toEqual([...Object.keys(frontMatterSchema.shape), "body"]);
    }
  });

  it("leaves the body's rules to the build's own function, run before saving", () => {
    const body = resource("body");
    expect(body).toMatchObject({ widget: "markdown", required: true });
    expect(body.buttons).not.toContain("heading-one");
    // A pattern of its own refused bodies the build takes (a "# comment" in a code block,
    // inline code "a<b"); entry-check.test.ts holds the body to the build's verdicts.
    expect(body.pattern).toBeUndefined();
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
    // A literal the form sets is kept and never shown; what the specification fixes (pinned) is
    // shown read-only with the reason (decision 0810).
    expect(field(fields, "count")).toMatchObject({ widget: "hidden", default: 12 });
    expect(field(fields, "words")).toMatchObject({
      widget: "fixed",
      hint: expect.stringContaining("Fixed by the website's specification"),
    });
    expect(field(fields, "mosaic")).toMatchObject({ widget: "list", min: 4, max: 4 });
    expect(field(fields, "width")).toMatchObject({ widget: "number", value_type: "int" });
    const heading = field(fields, "heading");
    expect(refuses(heading, "x".repeat(61))).toBe(true);
    expect(heading.max_length_message).toBe("a heading of at most 60 characters");
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
    expect(blurb.pattern![1]).toBe("Blurb: at least 80 characters");
    expect(blurb.max_length_message).toBe("at most 400 characters");
    const slug = field(list.fields, "slug");
    expect(refuses(slug, "Not A Slug")).toBe(true);
    expect(slug.pattern![1]).toBe("Address: lower-case letters, digits and hyphens");
    expect(field(list.fields, "category")).toMatchObject({
      widget: "select",
      options: ["Consumer", "Regulated"],
    });
    expect(field(list.fields, "note").required).toBe(false);
    expect(field(list.fields, "blurb")).toMatchObject({ widget: "text", required: true });
    expect(field(list.fields, "name").widget).toBe("string");
  });

  // Decap refuses an empty text marked required, and checks the required fields inside an
  // optional block even when the block is absent: offices.yaml, charts.yaml and
  // service-pages.yaml could not be saved at all (decision 0804).
  it("requires no text the schema takes empty, and no field inside an optional block", () => {
    const fields = decapConfig({
      contentFiles: [
        {
          name: "offices",
          label: "Offices",
          file: "app/content/data/offices.yaml",
          editable: true,
          schema: z.strictObject({
            city: z.string().min(1, "a city"),
            postalCode: z.string({ error: "text (may be empty)" }),
            toolBanner: z
              .strictObject({
                title: z.string().min(1, "a title"),
                cta: z.strictObject({
                  label: z.string().min(1, "a label"),
                  to: z.string().regex(/^\//, "a path"),
                }),
              })
              .optional(),
          }),
        },
      ],
      resourceSections: [],
      images: [],
      backend: { kind: "local", url: "http://localhost:4323/api/v1" },
    }).collections[0]!.files![0]!.fields;
    expect(field(fields, "city").required).toBe(true);
    expect(field(fields, "postalCode").required).toBe(false);
    const banner = field(fields, "toolBanner");
    const cta = field(banner.fields, "cta");
    expect([
      banner.required,
      field(banner.fields, "title").required,
      cta.required,
      field(cta.fields, "label").required,
      field(cta.fields, "to").required,
    ]).toEqual([false, false, false, false, false]);
  });

  it("saves through the local decap-server or GitHub", () => {
    expect(config.backend).toEqual({
      name: "proxy",
      proxy_url: "http://localhost:4323/api/v1",
      branch: "main",
    });
    const github = decapConfig({
      contentFiles: [],
      resourceSections: resourceSections.slice(0, 1),
      images: [],
      backend: { kind: "github", repo: "northfield/site", branch: "main" },
    });
    expect(github.backend).toEqual({ name: "github", repo: "northfield/site", branch: "main" });
    expect(github.collections.map((c) => c.name)).toEqual(["resource-items-panel-books"]);
  });
});

describe("the editor's configuration of the site's own registry", () => {
  const real = decapConfig({
    contentFiles,
    resourceSections,
    roleFrontMatter: roleFrontMatterSchema,
    images: [],
    backend: { kind: "local", url: "http://localhost:8081/api/v1" },
  });
  const files = real.collections.find((c) => c.name === "pages")?.files ?? [];

  it("names no section's collection like a file: Decap keys previews by both", () => {
    const folders = real.collections.filter((c) => c.folder).map((c) => c.name);
    expect(folders).toHaveLength(5);
    for (const name of folders) expect(files.map((f) => f.name)).not.toContain(name);
  });

  it("offers every editable file and no other", () => {
    expect(files.map((f) => f.name)).toEqual(
      contentFiles.filter((f) => f.editable).map((f) => f.name),
    );
    expect(files.map((f) => f.name)).toContain("industries");
  });

  it("shows what the specification fixes read-only: the headline, its words, the main navigation", () => {
    const fileFields = (name: string) => files.find((f) => f.name === name)?.fields;
    const hero = field(fileFields("home-hero"), "hero");
    expect(field(hero.fields, "words")).toMatchObject({ widget: "fixed", label: "Rotating words" });
    expect(field(hero.fields, "headlineLead")).toMatchObject({
      widget: "fixed",
      label: "Headline",
      default: "We Decode Minds, Markets, and",
      hint: "Fixed by the website's specification: shown as the page shows it, not editable here.",
    });
    expect(field(fileFields("navigation"), "mainNav").widget).toBe("fixed");
  });

  it("shows the home page's closing band as its own group, its buttons named as the hero's", () => {
    const home = files.find((f) => f.name === "home");
    const closing = field(home?.fields, "closing");
    expect(closing).toMatchObject({ widget: "object", label: "Closing band (before the footer)" });
    expect(closing.hint).toMatch(/start a project/);
    expect(closing.fields?.map((f) => [f.name, f.label])).toEqual([
      ["heading", "Heading"],
      ["text", "Text"],
      ["primaryCta", "Main button"],
      ["secondaryCta", "Second button"],
    ]);
    expect(home?.fields?.at(-1)?.name).toBe("closing");
  });

  it("names fields as the pages show them and gives each schema description as its hint", () => {
    const fileFields = (name: string) => files.find((f) => f.name === name)?.fields;
    const hero = field(fileFields("home-hero"), "hero");
    expect(field(hero.fields, "lead")).toMatchObject({
      label: "Sub-heading",
      hint: "The paragraph under the heading.",
    });
    const contact = field(fileFields("contact"), "contactPage");
    const described = JSON.stringify(contact);
    expect(described).toContain("The map's title, read out by screen readers");
  });

  // ESOMAR fixes its six sections and each one's number of questions: the build refuses a
  // section or a question added or removed, so the editor offers neither.
  it("edits ESOMAR's sections and questions in place, none added or removed", () => {
    const sections = field(files.find((f) => f.name === "esomar-37")?.fields, "sections");
    const inPlace = { widget: "list", allow_add: false, allow_remove: false, allow_reorder: false };
    expect(sections).toMatchObject(inPlace);
    expect(field(sections.fields, "questions")).toMatchObject(inPlace);
  });

  // Decision 0807: a sentence with computed parts must keep each slot; Decap takes one pattern.
  it("holds a sentence to every one of its slots, with each slot's message", () => {
    const fileFields = (name: string) => files.find((f) => f.name === name)?.fields;
    const labels = field(fileFields("resources"), "pagerLabels");
    const showing = field(labels.fields, "showing");
    expect(refuses(showing, "Showing {from}–{to} of {total}")).toBe(false);
    expect(refuses(showing, "{total} in all, {to} shown from {from}")).toBe(false);
    expect(refuses(showing, "Showing {from}–{to}")).toBe(true);
    expect(refuses(showing, "Showing {to} of {total}")).toBe(true);
    expect(showing.pattern![1].split("; ")).toEqual([
      "Showing: must contain {from}, the first item's number",
      "must contain {to}, the last item's number",
      "must contain {total}, the number of items",
    ]);
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
    expect(messages.map((message: string) => fieldProblem(blurb.label, message))).toContain(
      blurb.pattern![1].split("; ")[0],
    );
  });

  // Issue 50 item 6 (decision 0907): the roles' folder, with the build's rules.
  it("edits open roles in their folder: the person who hires from people.yaml, dates picked", () => {
    const roles = real.collections.find((c) => c.name === ROLES_COLLECTION)!;
    expect(roles).toMatchObject({ folder: "app/content/roles", create: true, slug: "{{slug}}" });
    const roleField = (name: string) => field(roles.fields, name);
    expect(roleField("hiringManager")).toMatchObject({
      widget: "relation",
      file: "people",
      value_field: "people.*.id",
      multiple: false,
    });
    for (const date of ["posted", "closes"])
      expect(roleField(date)).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" });
    expect(roleField("location")).toMatchObject({
      widget: "select",
      options: ["gurugram", "dubai", "raleigh", "ipswich", "remote"],
    });
    expect(roleField("countries")).toMatchObject({ widget: "list", required: false });
    expect(roleField("body")).toMatchObject({ widget: "markdown", required: true });
    expect(refuses(roleField("title"), "x".repeat(49))).toBe(true);
  });
});

// Issue 49 item 3, decision 0812: help before mistakes.
describe("the editor's help before mistakes", () => {
  it("gives a text with a length limit its maximum for the counter; an unlimited one none", () => {
    expect(resource("title").max_length).toBe(48);
    expect(field(collection("pages").files![0]!.fields, "heading").max_length).toBe(60);
    const unlimited = field(
      field(collection("pages").files![0]!.fields, "industries").fields,
      "note",
    );
    expect(unlimited.max_length).toBeUndefined();
  });

  it("names the field in its message, as the whole-entry check and the build's words do", () => {
    const title = resource("title");
    expect(title.pattern![1]).toMatch(/^Title: /);
    expect(title.pattern![1]).toContain(buildMessage("title", "   ")!);
  });

  it("shows a choice's names and saves its slugs, where the content names them", () => {
    const named = decapConfig({
      contentFiles: fakeRegistry,
      resourceSections,
      images: [],
      choiceNames: {
        industries: { "financial-services": "Financial Services" },
        services: { quantitative: "Quantitative Research" },
      },
      backend: { kind: "local", url: "http://localhost:4323/api/v1" },
    });
    const fields = named.collections.find((c) => c.name === "resource-items-blog")!.fields!;
    const industries = field(fields, "industries");
    expect(industries.options).toContainEqual({
      label: "Financial Services",
      value: "financial-services",
    });
    // An option the content does not name keeps its slug as its name.
    expect(industries.options).toContainEqual({ label: "retail", value: "retail" });
    expect(industries.options).toHaveLength(12);
    expect(field(fields, "services").options).toContainEqual({
      label: "Quantitative Research",
      value: "quantitative",
    });
    // The values are what the build takes.
    for (const option of industries.options!)
      expect(
        frontMatterSchema.shape.industries.safeParse([(option as { value: string }).value]).success,
      ).toBe(true);
  });
});

// Decision 0813: after a save, Decap's link to the published page (its "View Live", renamed).
describe("the link to the published page", () => {
  const withSite = decapConfig({
    contentFiles: fakeRegistry,
    resourceSections: resourceSections.map((s) => ({
      ...s,
      itemPrefix: `/resources/${s.slug}`,
    })),
    images: [],
    backend: { kind: "local", url: "http://localhost:4323/api/v1" },
    site: { url: "https://example.com", paths: ["/", "/industries"] },
  });

  it("goes to an item's page and to the page a page-copy file names", () => {
    expect(withSite.site_url).toBe("https://example.com");
    const blog = withSite.collections.find((c) => c.name === "resource-items-blog")!;
    expect(blog.preview_path).toBe("resources/blog/{{slug}}");
    const pages = withSite.collections.find((c) => c.files)!;
    expect(pages.files!.find((f) => f.name === "industries")!.preview_path).toBe("industries");
  });

  // The third marketer review (decision 0816): "Open the published page" of a page-copy file
  // went to the home page unless the file was named like its page.
  it("goes to the page that shows each page-copy file, the home page for what every page shows", () => {
    const paths = editorSitePaths();
    const real = decapConfig({
      contentFiles,
      resourceSections,
      images: [],
      backend: { kind: "local", url: "http://localhost:4323/api/v1" },
      site: { url: "https://example.com", paths },
    });
    const files = real.collections.find((c) => c.files)!.files!;
    const link = (name: string) => {
      const file = files.find((f) => f.name === name)!;
      return publishedPageUrl(real, "pages", name) ?? `(none for ${file.label})`;
    };
    // Worked out from where each file's copy shows on the site (the spec's pages).
    expect(link("industries")).toBe("https://example.com/industries");
    expect(link("about")).toBe("https://example.com/about");
    expect(link("careers")).toBe("https://example.com/careers");
    expect(link("people")).toBe("https://example.com/about");
    expect(link("offices")).toBe("https://example.com/contact");
    expect(link("service-pages")).toBe("https://example.com/services");
    expect(link("privacy")).toBe("https://example.com/privacy-policy");
    expect(link("sample-size")).toBe("https://example.com/tools/sample-size");
    expect(link("esomar-37")).toBe("https://example.com/esomar-37-questions");
    expect(link("footer")).toBe("https://example.com/");
    expect(link("navigation")).toBe("https://example.com/");
    expect(link("home-hero")).toBe("https://example.com/");
    expect(link("not-found")).toBe("https://example.com/404");
    // Every file has a page, and it is one the site answers.
    for (const file of contentFiles.filter((f) => f.editable)) {
      expect(file.page, file.name).toBeDefined();
      expect(
        file.page === "/" || file.page === "/404" || paths.includes(file.page!),
        `${file.name}: ${file.page}`,
      ).toBe(true);
    }
  });
});

// Decision 0815: the link is set straight after a new item's first save, at the same address.
describe("publishedPageUrl", () => {
  const config = decapConfig({
    contentFiles: fakeRegistry,
    resourceSections: resourceSections.map((s) => ({ ...s, itemPrefix: `/resources/${s.slug}` })),
    images: [],
    backend: { kind: "local", url: "http://localhost:4323/api/v1" },
    site: { url: "https://example.com", paths: ["/"] },
  });

  it("is the site's address, then the item's page", () => {
    expect(publishedPageUrl(config, "resource-items-blog", "field-notes")).toBe(
      "https://example.com/resources/blog/field-notes",
    );
  });

  it("is none for a collection without a page or a configuration without the site", () => {
    expect(publishedPageUrl(config, "no-such-collection", "x")).toBeUndefined();
    expect(
      publishedPageUrl({ ...config, site_url: undefined }, "resource-items-blog", "x"),
    ).toBeUndefined();
  });
});
