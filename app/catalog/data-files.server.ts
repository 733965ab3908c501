/**
 * Build time only: a content data file read from a copy of the repository (the working tree,
 * or `root`) and checked with its registry schema by the content plugin's own function, so it
 * fails with the same `<file>: <field path>: <message>` lines. For modules loaded without the
 * content plugin (the route table's catalogue, react-router.config.ts) and for steps that read
 * another copy (`npm run launch-check --root`, the tests' scratch copies); a page's module
 * imports its YAML instead (decision 0808). Loaders call it, so neither `yaml` nor zod reaches
 * the browser.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkContentFile } from "../../scripts/build/content-data.mjs";
import { contentPath } from "../../scripts/build/content-dir.mjs";
import {
  type ContentData,
  type ContentName,
  contentFilePath,
  contentSchema,
} from "../content/schemas/registry";

/**
 * A content file's data, typed by its schema; fails naming the file and each broken field. Read
 * from the content folder in use (CONTENT_DIR, decision 0915).
 */
export function readContentFile<N extends ContentName>(
  name: N,
  root = process.cwd(),
): ContentData<N> {
  const file = contentPath(contentFilePath(name));
  return checkContentFile(file, readFileSync(path.join(root, file), "utf8"), contentSchema(name));
}

/** Paragraphs of a block of text: separated by a blank line. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
