/**
 * Build time only: what an item page's side column needs beyond the catalog: its labels
 * (docs/decisions/0902; its contents are collected as the body renders, in the catalog).
 */
import type { ItemPage } from "../content/schemas/item-page";
import { readContentFile } from "./data-files.server";

/** The labels of an item page's side column (decision 0902). */
export const loadItemPageLabels = (root?: string): ItemPage => readContentFile("item-page", root);
