/**
 * The section only one service page has (issue 39): app/content/data/service-sections.yaml.
 * Each shows either a chart (app/content/schemas/chart.ts) or verbatims from a study.
 */
import { z } from "zod";
import { chartSchema } from "./chart.ts";
import { banner, link, sitePath, status } from "./common.ts";

const text = (what: string, max: number) =>
  z.string({ error: what }).trim().min(1, what).max(max, `${what} of at most ${max} characters`);

/**
 * The page's proof (issue 50, decision 0908): its heading, and what a typical study of this
 * service takes. The case studies come from the Resource Center (front matter `services`), the
 * lead from people.yaml (`leads`).
 */
const proofSchema = z.strictObject({
  heading: text("the proof's heading", 60),
  timeline: text("a typical study's timeline, e.g. 4–6 weeks", 24),
  budget: text("a typical study's budget band, e.g. $25k–$80k", 24),
  /** `sample` for an invented band: the page says so under it (decision 0805). */
  status,
});

/** The four sections of the specification every service page has below its proof. */
export const serviceBodySections = ["workflow", "approach", "quality", "receive"] as const;

/**
 * How a page goes on after its proof (decision 0916): its own order of the specification's four
 * sections, and its own closing pair (the resources banner, then the contact banner).
 */
const layoutSchema = {
  order: z
    .array(z.enum(serviceBodySections, { error: `one of ${serviceBodySections.join(", ")}` }))
    .refine((order) => serviceBodySections.every((s) => order.includes(s)) && order.length === 4, {
      message: `each of ${serviceBodySections.join(", ")} once, in the page's order`,
    }),
  closing: z.strictObject({ resources: banner, contact: banner }),
};

const serviceSectionSchema = z
  .strictObject({
    proof: proofSchema,
    ...layoutSchema,
    eyebrow: text("a short label above the heading", 24),
    heading: text("the section's heading", 60),
    lead: text("a lead paragraph", 240),
    chart: chartSchema.optional(),
    quotes: z
      .array(
        z.strictObject({
          text: text("the participant's words", 240),
          who: text("who said it (role, age, place, method)", 80),
        }),
        { error: "a list of quotes, each with the words and who said them" },
      )
      .min(2, "at least two quotes")
      .max(4, "at most four quotes")
      .optional(),
    /** A plain link under the lead, to a tool the section leads on to (decision 0952). */
    link: link.optional(),
    /** Where the quotes come from, shown under them. */
    source: text("where the quotes come from", 240).optional(),
    /** `sample` for invented quotes: every build says so under them (decision 0805). */
    status,
  })
  .superRefine((section, ctx) => {
    if (!section.chart === !section.quotes)
      ctx.addIssue({
        code: "custom",
        path: ["chart"],
        message: "either a chart or quotes (one of the two)",
      });
    if (section.quotes && !section.source)
      ctx.addIssue({ code: "custom", path: ["source"], message: "where the quotes come from" });
  });

/** The words every service page's proof shares (decision 0908). */
const proofCopySchema = z.strictObject({
  eyebrow: text("a short label above the heading", 24),
  caseStudies: text("the label of the case studies", 40),
  /** Shown when no case study is tagged for the service yet. */
  empty: text("what the page says while no case study is published", 200),
  emptyLink: z.strictObject({ label: text("a link label", 40), href: sitePath }),
  ledBy: text("the label of who leads the service", 40),
  typical: text("the label of a typical study", 40),
  timeline: text("the timeline's label", 24),
  budget: text("the budget's label", 24),
});

/**
 * The data file app/content/data/service-sections.yaml:
 * A section only one service page has (issue 39): a heading, a lead and a chart drawn at build time
 * (app/catalog/service-sections.server.ts; the chart's fields: app/content/schemas/chart.ts).
 * "status: sample" marks invented figures and quotes: every build says so under them (decision
 * 0805). Each service's `proof` (issue 50, decision 0908) opens its page below the highlight card:
 * the case studies tagged with the service (front matter `services`), who leads it (people.yaml
 * `leads`) and what a typical study takes. The timelines and budgets are invented (sample).
 */
export const serviceSectionsSchema = z.strictObject({
  proof: proofCopySchema,
  qualitative: serviceSectionSchema.optional(),
  quantitative: serviceSectionSchema.optional(),
  "panels-sampling": serviceSectionSchema.optional(),
  custom: serviceSectionSchema.optional(),
});

export type ServiceSectionsData = z.output<typeof serviceSectionsSchema>;
