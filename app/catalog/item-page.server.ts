/**
 * Build time only: what an item page's side column needs beyond the catalog (its contents and
 * labels; docs/decisions/0902).
 */
import { decodeHTML } from "entities";
import { itemPageSchema, type ItemPage } from "../content/schemas/item-page";
import { readDataFile } from "./data-files.server";

const ITEM_PAGE_FILE = "app/content/data/item-page.yaml";
/** The labels of an item page's side column (decision 0902). */
export const loadItemPageLabels = (root?: string): ItemPage =>
  readDataFile(ITEM_PAGE_FILE, itemPageSchema, root);

/**
 * An item body's sections, from the ids its Markdown renderer gives each `##` heading
 * (`<h2 id="x"><a href="#x">Text</a></h2>`), for the item page's contents.
 */
export function sectionsOf(html: string): { id: string; label: string }[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<\/h2>/g)].map(([, id, inner]) => ({
    id: id!,
    label: decodeHTML(inner!.replace(/<[^>]*>/g, "")).trim(),
  }));
}
