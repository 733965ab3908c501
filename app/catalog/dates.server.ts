/**
 * Build time: dates as the site writes them ("July 1, 2025"), the words read from
 * app/content/data/dates.yaml with node:fs, for modules the route table loads without the Vite
 * plugin that imports YAML (roles.server.ts). Pages use app/content/dates.ts.
 */
import type { DatesData } from "../content/schemas/dates";
import { formatLongDate } from "../lib/dates";
import { readContentFile } from "./data-files.server";

let words: DatesData | undefined;

/** "2025-07-01" → "July 1, 2025"; anything that is not a calendar date comes back as given. */
export function longDate(iso: string): string {
  words ??= readContentFile("dates");
  return formatLongDate(iso, words);
}
