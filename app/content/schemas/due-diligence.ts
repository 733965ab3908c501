/**
 * Schemas of the two due-diligence pages' data files (issue 39, docs/decisions/0901):
 * app/content/data/esomar-37.yaml and app/content/data/quality-and-data-protection.yaml.
 * Imports nothing but zod: vite.config.ts, Node scripts and tests import it.
 */
import { z } from "zod";
import { status } from "./common.ts";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ANCHOR = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * ESOMAR's "Questions to help buyers of online samples" (2021): its six sections, in its order,
 * with the number of questions each holds (37 in all). Fixed by ESOMAR's document, not by us.
 */
export const ESOMAR_SECTIONS = [
  { title: "Company profile", questions: 3 },
  { title: "Sample sources and recruitment", questions: 8 },
  { title: "Sampling and project management", questions: 11 },
  { title: "Data quality and validation", questions: 6 },
  { title: "Policies and compliance", questions: 8 },
  { title: "Metrics", questions: 1 },
] as const;

const reviewed = z
  .string()
  .regex(ISO_DATE, "Write the date of the last review as YYYY-MM-DD, e.g. 2025-11-14.");

/** Page head and hero, shared by both pages. */
const pageHead = {
  title: z
    .string()
    .min(1, "Give the page a title.")
    .max(60, "Keep the title within 60 characters."),
  description: z
    .string()
    .min(50, "Write a description of at least 50 characters for search results.")
    .max(170, "Keep the description within 170 characters."),
  eyebrow: z.string().min(1, "Give the page an eyebrow label.").max(40, "Keep the eyebrow short."),
  heading: z
    .string()
    .min(1, "Give the page a heading.")
    .max(80, "Keep the heading within 80 characters."),
  lead: z
    .string()
    .min(1, "Write a lead paragraph.")
    .max(320, "Keep the lead within 320 characters."),
  reviewedLabel: z.string().min(1, "Label the review date, e.g. 'Last reviewed'."),
  reviewed,
  tocLabel: z.string().min(1, "Label the table of contents, e.g. 'On this page'."),
  /** The button beside the contents that opens the browser's print dialog (shown with scripts). */
  printLabel: z
    .string()
    .min(1, "Label the print button, e.g. 'Print or save as PDF'.")
    .max(40, "Keep the print button's label within 40 characters."),
};

/**
 * What the firm must confirm (a certification, an audit, a legal commitment), with
 * `status: to-confirm`: shown only in a preview and listed by `npm run launch-check`
 * (decision 0805). Once confirmed, write it into the text and remove both fields.
 */
const confirm = z
  .string()
  .min(1, "Say what the firm must confirm, or leave the field out.")
  .optional();

/** `confirm` says what to confirm, and only an entry still to confirm has one. */
function checkConfirm(
  entry: { status?: string | undefined; confirm?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (entry.status === "to-confirm" && !entry.confirm)
    ctx.addIssue({ code: "custom", path: ["confirm"], message: "Say what the firm must confirm." });
  if (entry.confirm && entry.status !== "to-confirm")
    ctx.addIssue({
      code: "custom",
      path: ["status"],
      message:
        "An entry with something to confirm has status to-confirm (or drop both once confirmed).",
    });
}

const question = z
  .object({
    /** A few words naming the question in the table of contents. */
    short: z
      .string()
      .min(1, "Name the question in a few words for the table of contents.")
      .max(40, "Keep the short name within 40 characters."),
    question: z
      .string()
      .min(10, "Write the question.")
      .max(320, "Keep the question within 320 characters."),
    /** Paragraphs separated by a blank line. */
    answer: z.string().min(40, "Answer the question in at least a sentence or two."),
    list: z.array(z.string().min(1, "An empty list item.")).optional(),
    status,
    confirm,
    /**
     * The answer as it is true today, shown to visitors while the question is still to confirm
     * (a question cannot be left out). Left out, the answer itself must already be true today.
     */
    today: z.string().min(40, "Answer the question in at least a sentence or two.").optional(),
  })
  .superRefine(checkConfirm);

const esomarSection = z.object({
  title: z.enum(
    ESOMAR_SECTIONS.map((s) => s.title),
    { error: "Use one of ESOMAR's six section titles." },
  ),
  // ESOMAR fixes each section's count (checked below): the editor edits questions in place.
  questions: z.array(question).min(1, "A section has at least one question.").meta({ fixed: true }),
});

/**
 * The data file app/content/data/esomar-37.yaml:
 * Answers to ESOMAR's "Questions to help buyers of online samples" (2021 edition, 37 questions).
 * Questions are paraphrased; the six sections and the number of questions in each are ESOMAR's
 * (checked by app/content/schemas/due-diligence.ts). "status: to-confirm" with "confirm" marks a
 * certification, an audit or a legal commitment the firm must confirm: visitors read "today" (the
 * answer as true today) where given, the preview shows the mark, and npm run launch-check lists it
 * (docs/decisions/0805-content-status-and-launch-check.md).
 */
export const esomar37Schema = z
  .object({
    ...pageHead,
    statusLabel: z.string().min(1, "Label the box beside the heading, e.g. 'About these answers'."),
    edition: z.string().min(1, "Name the edition of ESOMAR's questions."),
    // ESOMAR fixes the six sections and their order (checked below): edited in place only.
    sections: z.array(esomarSection).meta({ fixed: true }),
    contactHeading: z.string().min(1, "Give the contact box a heading."),
    contactText: z.string().min(1, "Say whom to ask."),
  })
  .superRefine((doc, ctx) => {
    const titles = doc.sections.map((s) => s.title);
    const expected = ESOMAR_SECTIONS.map((s) => s.title);
    if (titles.join("|") !== expected.join("|"))
      ctx.addIssue({
        code: "custom",
        path: ["sections"],
        message: `Keep ESOMAR's six sections in its order: ${expected.join("; ")}.`,
      });
    doc.sections.forEach((section, i) => {
      const want = ESOMAR_SECTIONS.find((s) => s.title === section.title)?.questions;
      if (want !== undefined && section.questions.length !== want)
        ctx.addIssue({
          code: "custom",
          path: ["sections", i, "questions"],
          message: `ESOMAR's section "${section.title}" has ${want} questions; this one has ${section.questions.length}.`,
        });
    });
  });

export type Esomar37 = z.output<typeof esomar37Schema>;

const figureRow = z.object({
  measure: z.string().min(1, "Name the measure."),
  value: z.string().min(1, "Give the figure as the site shows it, e.g. ≥95%."),
  scope: z.string().min(1, "Say where the figure applies."),
});

const qualitySection = z.object({
  id: z.string().regex(ANCHOR, "Use lower-case words joined by hyphens for the anchor."),
  heading: z.string().min(1, "Give the section a heading."),
  /** Paragraphs separated by a blank line. */
  text: z.string().min(1, "Write the section's text."),
  items: z
    .array(
      z
        .object({
          term: z.string().min(1, "Name the item."),
          text: z.string().min(1, "Describe the item."),
          /** An item still to confirm is left out of the published page (decision 0805). */
          status,
          confirm,
        })
        .superRefine(checkConfirm),
    )
    .optional(),
  /** A table of figures (measure, value, where it applies). */
  figures: z
    .object({
      caption: z.string().min(1, "Caption the table of figures."),
      columns: z.tuple([z.string(), z.string(), z.string()]),
      rows: z.array(figureRow).min(1, "A table of figures needs at least one row."),
    })
    .optional(),
  links: z
    .array(
      z.object({
        label: z.string().min(1, "Label the link."),
        to: z.string().regex(/^\/[a-z0-9/#-]*$/, "Link to a page of this site, e.g. /contact."),
      }),
    )
    .optional(),
});

/**
 * The data file app/content/data/quality-and-data-protection.yaml:
 * The quality and data-protection page (issue 39). Figures are the specification's claims and
 * display metrics, as the service pages show them. "status: to-confirm" with "confirm" marks a
 * certification, an audit or a legal commitment the firm must confirm: such an item is left out of
 * the published page, marked in the preview and listed by npm run launch-check (decision 0805).
 */
export const qualityDataProtectionSchema = z.object({
  ...pageHead,
  keyFigures: z.object({
    label: z.string().min(1, "Label the key figures."),
    items: z
      .array(z.object({ value: z.string().min(1), label: z.string().min(1) }))
      .min(2, "Show two to four key figures.")
      .max(4, "Show two to four key figures."),
  }),
  sections: z.array(qualitySection).min(1, "The page needs at least one section."),
});

export type QualityDataProtection = z.output<typeof qualityDataProtectionSchema>;
