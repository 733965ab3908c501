/**
 * The words of content status (issue 47, decision 0805): the one public wording of sample
 * evidence, and the preview's banner and marks. The marks name the firm's work, so they show only
 * in a preview build (app/lib/content-preview.ts); a production build never shows them.
 */
import { z } from "zod";
import { text } from "./common.ts";

/**
 * The data file app/content/data/content-status.yaml:
 * How content status is worded (issue 47, docs/decisions/0805-content-status-and-launch-check.md).
 * "preview" is shown only in a preview build. The label every build shows beside sample content
 * is in sample-labels.yaml (decision 0916), worded for what it qualifies.
 */
export const contentStatusSchema = z.strictObject({
  preview: z.strictObject({
    banner: text,
    checklist: text,
    marks: z.strictObject({ sample: text, "to-confirm": text, placeholder: text }),
  }),
});

export type ContentStatusData = z.infer<typeof contentStatusSchema>;
