/**
 * Build time only: a YAML data file of app/content/data read and checked with its zod schema,
 * until issue 38's content plugin imports them (docs/decisions/0901). Route loaders call it, so
 * neither `yaml` nor zod reaches the browser.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";

/** Reads a YAML data file and checks it; fails with `<file>: <field path>: <message>`. */
export function readDataFile<S extends z.ZodType>(
  file: string,
  schema: S,
  root = process.cwd(),
): z.output<S> {
  const source = readFileSync(path.join(root, file), "utf8");
  let data: unknown;
  try {
    data = parseYaml(source);
  } catch (error) {
    throw new Error(`${file}: expected valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success)
    throw new Error(
      parsed.error.issues
        .map((issue) => `${file}: ${issue.path.join(".") || "(file)"}: ${issue.message}`)
        .join("\n"),
    );
  return parsed.data;
}

/** Paragraphs of a block of text: separated by a blank line. */
export const paragraphs = (text: string): string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, " ").trim())
    .filter(Boolean);
