/**
 * The data file app/content/data/sample-labels.yaml (decisions 0916, 0936): the quiet label that
 * every build shows beside content whose status is `sample` (decision 0805), one short shape for
 * every kind ("Illustrative case study", "Illustrative figures"): what it qualifies, said to be
 * invented for the example. Read at build only (app/catalog/sample-label.server.tsx), so no page's
 * script carries it.
 */
import { z } from "zod";
import { text } from "./common.ts";

/**
 * One short label: 28 characters keep it on one line in a card at 320 px (the label is never
 * broken: about 190 px of text at its 12 px size, measured); a label, not a sentence.
 */
const label = (what: string) =>
  text
    .max(28, "at most 28 characters: the label stays on one line on a phone")
    .regex(/[^.!?;:,]$/, "no full stop at the end: a short label, not a sentence")
    .describe(`Beside ${what}. A few words, such as "Illustrative figures".`);

export const sampleLabelsSchema = z.strictObject({
  figures: label("invented figures: charts, a typical study's timeline and budget"),
  quotes: label("invented quotes, under the quotes on a service page and on /clients"),
  caseStudy: label(
    "an invented case study: in its page's hero, on its card on /case-studies and on /solutions",
  ),
  resource: label("an invented panel book, guide book or article, in its page's hero").meta({
    label: "Panel book, guide book or article",
  }),
  role: label("an example role, on its card on /careers and in its page's hero"),
  clients: label("the kinds of client on /clients, when invented"),
});

export type SampleLabelsData = z.infer<typeof sampleLabelsSchema>;
/** What a sample label qualifies. */
export type SampleKind = keyof SampleLabelsData;
