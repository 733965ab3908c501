/**
 * The front matter every Resource Center Markdown file must carry, checked at build time
 * (resources-catalog.server.ts). A file that breaks it fails the build with its path, the field
 * and what was expected.
 */
import { z } from "zod";
import { chartSchema, resultSchema } from "../content/schemas/chart";
import { answeredBySite, status } from "../content/schemas/common";
import { personId } from "../content/schemas/people";
import {
  industrySlugs,
  type ResourceSectionSlug,
  serviceSlugs,
  resourceSectionSlugs,
  resourceTints,
} from "../content/vocabulary";
import { topicId } from "../content/schemas/topics";
import { uploadBase } from "../lib/uploads";

/** Page titles get " | Northfield Insights" (22 characters) and must stay within 70. */
const MAX_TITLE_LENGTH = 48;

/** Why an uploaded photo needs its description, in the editor's and the build's words. */
const UPLOAD_NEEDS_ALT =
  "a description of the uploaded photo: unlike the site's drawings, which only decorate, a photo shows something, and people who cannot see it (screen readers read it out) need to be told what";

/** A calendar date written YYYY-MM-DD (an item's date; a role's posted and closing dates). */
export const isoDate = z
  .string({ error: "a date written YYYY-MM-DD" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date written YYYY-MM-DD")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "a real calendar date (YYYY-MM-DD)");

const text = (what: string) => z.string({ error: what }).trim().min(1, what);

/** YAML reads `value: 3` as a number; a fact's value is shown as written. */
const factValue = z.union([z.string(), z.number()]).transform(String);

/** Optional fields of the front matter that a section may require. */
type RequirableField = "result" | "charts";

/**
 * What a section requires beyond the common front matter, with the message for its absence. One
 * table for the build (the superRefine below) and the editor (sectionFrontMatter, from which
 * each section's collection is generated): issue 38, "the editor's rules are the build's rules".
 */
const sectionRequires: Record<ResourceSectionSlug, Partial<Record<RequirableField, string>>> = {
  "panel-books": { charts: "at least one chart: a panel book shows its panel in figures" },
  ebooks: {},
  "case-studies": {
    result: "a headline result, its figure and its line: a case study leads with its result",
    charts: "at least one chart: a case study shows the evidence for its result",
  },
  blog: {},
};

export const frontMatterSchema = z
  .strictObject({
    title: text("a non-empty title")
      .max(
        MAX_TITLE_LENGTH,
        `a title of at most ${MAX_TITLE_LENGTH} characters (the page title adds the brand)`,
      )
      .meta({
        hint: "The page's heading and its card's. The page's address is made from the first title it is published with, and stays when the title changes later. No two items of a section may share a title.",
      }),
    section: z.enum(resourceSectionSlugs, {
      error: `one of ${resourceSectionSlugs.join(", ")}`,
    }),
    date: isoDate,
    description: text("a one- or two-sentence description").max(
      200,
      "a description of at most 200 characters",
    ),
    industries: z
      .array(z.enum(industrySlugs, { error: `an industry slug: ${industrySlugs.join(", ")}` }), {
        error: "a list of industry slugs (may be empty: [])",
      })
      .default([]),
    /** Topics' ids from app/content/data/topics.yaml; the catalogue refuses one not there. */
    topics: z
      .array(topicId, { error: "a list of topics' ids from app/content/data/topics.yaml" })
      .min(1, "at least one topic (an id from app/content/data/topics.yaml)"),
    /** People's ids from app/content/data/people.yaml; the catalogue refuses one not there. */
    authors: z
      .array(personId, { error: "a list of people's ids from app/content/data/people.yaml" })
      .min(1, "at least one author (a person's id from app/content/data/people.yaml)"),
    /**
     * The services the item is proof of: a case study tagged here is linked from those service
     * pages (decision 0908). A closed list, so an unknown service stops the build.
     */
    services: z
      .array(z.enum(serviceSlugs, { error: `a service: ${serviceSlugs.join(", ")}` }), {
        error: "a list of services (may be empty: [])",
      })
      .meta({
        hint: "A case study tagged with a service is linked from that service's page, as its proof.",
      })
      .default([]),
    /**
     * A drawing's base name, or an upload by the path the editor writes (decision 0811): the
     * build renders an upload to AVIF and WebP like a drawing, never serving it as uploaded.
     */
    image: z
      .string({ error: "the base name of an illustration in public/images" })
      .regex(
        /^(?:[a-z0-9-]+|\/images\/uploads\/[A-Za-z0-9][\w.-]*\.(?:jpe?g|png|webp|JPE?G|PNG|WEBP))$/,
        "the base name of an illustration in public/images (e.g. res-uk-b2b), or an uploaded JPEG, PNG or WebP (/images/uploads/<file>)",
      ),
    /**
     * What an uploaded photo shows, for the item page's hero (issue 49). A drawing only
     * decorates and needs none; on cards the picture stays decorative beside the linked title.
     */
    imageAlt: z
      .string({ error: "a sentence describing the picture" })
      .trim()
      .max(150, "a picture's description of at most 150 characters")
      .meta({
        label: "Picture's description",
        hint: "What the photo shows, for people who cannot see it (read out by screen readers) on the item's page. Required for an uploaded photo; leave empty for one of the site's drawings: it only decorates.",
      })
      .optional(),
    tag: text("a short card label").meta({
      hint: "Shown on the card before the title, e.g. Shelf test.",
    }),
    tint: z.enum(resourceTints, { error: `one of ${resourceTints.join(", ")}` }).default("sand"),
    facts: z
      .array(z.strictObject({ label: text("a fact label"), value: factValue }), {
        error: "a list of facts, each with its label and its value",
      })
      .optional(),
    download: z
      .strictObject({
        label: text("a button label"),
        href: z
          .string({ error: "a site path" })
          .startsWith("/", "a site path starting with /")
          .superRefine(answeredBySite),
      })
      .optional(),
    /** A case study's headline result: its hero, its cards and the home page show it. */
    result: resultSchema
      .meta({
        hint: 'The figure a case study leads with: shown at the top of its page, on its cards and, while it is one of the three newest case studies, on the home page ("What the research changed").',
      })
      .optional(),
    /** Charts drawn at build time: where a ```chart <id>``` block places them, else after the body. */
    charts: z
      .array(chartSchema, { error: "a list of charts" })
      .meta({
        hint: 'Charts drawn on the page from the figures typed here: each where the body places it (the body\'s "+" button, "Chart"), or after the body if it is not placed.',
      })
      .optional(),
    /**
     * `sample` for an invented item (a case study, a panel book): its page says so, and
     * npm run launch-check lists it until the firm replaces it (decision 0805).
     */
    status,
  })
  .superRefine(
    (fm, ctx) => {
      // Run even when another field failed (a missing date), so every problem is listed at once:
      // the editor's box at the top of a refused form names a missing result and chart too.
      for (const [field, message] of Object.entries(sectionRequires[fm.section] ?? {})) {
        const value = fm[field as RequirableField];
        if (value === undefined || (Array.isArray(value) && value.length === 0))
          ctx.addIssue({ code: "custom", path: [field], message });
      }
      // An uploaded photo shows something: people who cannot see it are told what (issue 49).
      if (
        typeof fm.image === "string" &&
        uploadBase(fm.image) !== undefined &&
        !fm.imageAlt?.trim()
      )
        ctx.addIssue({ code: "custom", path: ["imageAlt"], message: UPLOAD_NEEDS_ALT });
      const ids = (Array.isArray(fm.charts) ? fm.charts : []).map((c) => c?.id);
      ids.forEach((id, i) => {
        if (ids.indexOf(id) !== i)
          ctx.addIssue({
            code: "custom",
            path: ["charts", i, "id"],
            message: `an id used once in the item ("${id}" is used twice)`,
          });
      });
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  );

/**
 * The front matter of one section as its editor collection shows it: `section` fixed to it (a
 * literal, so a hidden field) and what the section requires no longer optional (a list with at
 * least one entry, the table's message). The build checks the same through frontMatterSchema.
 */
export function sectionFrontMatter(section: ResourceSectionSlug): z.ZodObject {
  const shape: Record<string, z.ZodType> = {
    ...frontMatterSchema.shape,
    section: z.literal(section),
  };
  for (const [field, message] of Object.entries(sectionRequires[section])) {
    const optional = frontMatterSchema.shape[field as RequirableField];
    const inner = optional.unwrap();
    shape[field] = inner instanceof z.ZodArray ? inner.min(1, message) : inner;
  }
  return z.strictObject(shape);
}

/** One line per problem: `field: expected …, received …` (of `schema`, an item's by default). */
export function describeIssues(
  error: z.ZodError,
  schema: { shape: Record<string, unknown> } = frontMatterSchema,
): string[] {
  return error.issues.map((issue) => {
    const field = issue.path.length ? issue.path.join(".") : "(front matter)";
    // A rule across fields (code "custom") would echo the whole front matter as its input.
    const received =
      "input" in issue && issue.input !== undefined && issue.code !== "custom"
        ? `, received ${JSON.stringify(issue.input)}`
        : issue.code === "invalid_type"
          ? ", received nothing"
          : "";
    const message =
      issue.code === "unrecognized_keys"
        ? `unknown field(s) ${issue.keys.join(", ")}; expected only ${Object.keys(schema.shape).join(", ")}`
        : `expected ${issue.message}${received}`;
    return `${field}: ${message}`;
  });
}
