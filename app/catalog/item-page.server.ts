/**
 * Build time only: what an item page's side column needs beyond the catalog: its labels
 * (docs/decisions/0902; its contents are collected as the body renders, in the catalog).
 */
import { itemPageSchema, type ItemPage } from "../content/schemas/item-page";
import { readDataFile } from "./data-files.server";

const ITEM_PAGE_FILE = "app/content/data/item-page.yaml";
/** The labels of an item page's side column (decision 0902). */
export const loadItemPageLabels = (root?: string): ItemPage =>
  readDataFile(ITEM_PAGE_FILE, itemPageSchema, root);
