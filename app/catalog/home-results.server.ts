/**
 * The home page's results band, read at build time by the home route's loader: its heading from
 * app/content/data/home-results.yaml, and the newest three case studies' headline results
 * (front matter `result`), so a new case study's figure reaches the home page by itself.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { type HomeResultsCopy, homeResultsSchema } from "../content/schemas/home-results";
import { type CatalogItem, catalog } from "./resources-catalog.server";

const HOME_RESULTS_FILE = "app/content/data/home-results.yaml";

export interface HomeResult {
  value: string;
  line: string;
  title: string;
  to: string;
}

export function homeResults(
  items: readonly CatalogItem[] = catalog,
  root = process.cwd(),
): { copy: HomeResultsCopy; results: HomeResult[] } {
  const parsed = homeResultsSchema.safeParse(
    parseYaml(readFileSync(path.join(root, HOME_RESULTS_FILE), "utf8")),
  );
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map((i) => `${HOME_RESULTS_FILE}: ${i.path.join(".") || "(file)"}: ${i.message}`)
        .join("\n"),
    );
  const results = items
    .filter((i) => i.section === "case-studies" && i.result)
    .slice(0, 3)
    .map((i) => ({ value: i.result!.value, line: i.result!.line, title: i.title, to: i.to }));
  return { copy: parsed.data, results };
}
