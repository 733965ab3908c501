/**
 * Schema of app/content/data/item-page.yaml: the labels of a Resource Center item page's side
 * column (its contents and its author; issue 39, docs/decisions/0902). Imports nothing but zod.
 */
import { z } from "zod";

/**
 * The data file app/content/data/item-page.yaml:
 * Labels of a Resource Center item page's side column (docs/decisions/0902).
 */
export const itemPageSchema = z.object({
  tocLabel: z.string().min(1, "Label the item's contents, e.g. 'On this page'."),
  authorLabel: z.string().min(1, "Label the author box, e.g. 'Written by'."),
});

export type ItemPage = z.output<typeof itemPageSchema>;
