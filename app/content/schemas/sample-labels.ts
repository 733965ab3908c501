/**
 * The data file app/content/data/sample-labels.yaml (decision 0916): the quiet label that every
 * build shows beside content whose status is `sample` (decision 0805), worded for what it
 * qualifies. A sample role is an example role, not "data"; a sample quote is not a real
 * participant's. Read at build only (app/catalog/charts.server.ts), so no page's script carries it.
 */
import { z } from "zod";
import { text } from "./common.ts";

const label = (what: string) =>
  text.max(60, "at most 60 characters: one quiet line").describe(`Beside ${what}.`);

export const sampleLabelsSchema = z.strictObject({
  figures: label("invented figures: charts, a typical study's timeline and budget"),
  quotes: label("invented quotes and the results quoted with them"),
  caseStudy: label("an invented case study, in its page's hero"),
  resource: label("an invented panel book, guide book or article, in its page's hero"),
  role: label("an example role, in the list on /careers and in its page's hero"),
  clients: label("the kinds of client on /clients, when invented"),
});

export type SampleLabelsData = z.infer<typeof sampleLabelsSchema>;
/** What a sample label qualifies. */
export type SampleKind = keyof SampleLabelsData;
