/**
 * The proof on the holding pages /case-studies and /clients (decision 0910) and beside the
 * /solutions heading (decision 0911):
 * app/content/data/holding-proof.yaml. Read at build only (app/catalog/holding-pages.server.tsx),
 * so none of it reaches a page's script. The results and quotes themselves are the case
 * studies' own (their `result` and their pull quotes).
 */
import { z } from "zod";
import { industryNames } from "../vocabulary.ts";
import { sentence, sitePath, status, text } from "./common.ts";

export const holdingProofSchema = z.strictObject({
  /**
   * /case-studies, a short page beside the Resource Center (decision 0941): three studies, chosen
   * by the site, and one link to the full list.
   */
  caseStudies: z
    .strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      allLink: sentence({ count: "how many case studies there are" }).meta({
        label: "Link to every case study",
        hint: "The button under the three studies that opens the full list in the Resource Center. {count} is how many case studies there are, counted by the site: “All {count} case studies”.",
      }),
    })
    .meta({
      label: "The Case Studies page (/case-studies)",
      hint: "Shows the three newest case studies that the home page does not, then a link to all of them.",
    }),
  clients: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
  }),
  /** /clients: the kinds of client served, by sector; no client is named (decision 0912). */
  clientSectors: z.strictObject({
    heading: text,
    lead: text,
    decisionsLabel: text,
    /** "{industry}: how we work", the link from a sector to its industry on /industries. */
    link: text,
    sectors: z.array(
      z.strictObject({
        name: text,
        /** The kinds of organisation in it, never a company's name. */
        clients: text,
        /** The decisions they bring us. */
        decisions: text,
        /** Its industry, linked on /industries (one of the specification's twelve). */
        industry: z
          .enum(industryNames, {
            error: `one of the specification's industries: ${industryNames.join(", ")}`,
          })
          .optional(),
        status,
      }),
    ),
  }),
  /** The link under a quote or a result to the study it comes from. */
  readStudy: text,
  /**
   * The /solutions hero's proof (decision 0911): one case study's headline result, named by its
   * path (app/catalog/hero-proof.server.tsx refuses a path that is not a case study with a
   * result).
   */
  solutions: z.strictObject({ eyebrow: text, caseStudy: sitePath }),
});

export type HoldingProofCopy = z.output<typeof holdingProofSchema>;
