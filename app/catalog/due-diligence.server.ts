/**
 * Build time only: the due-diligence pages' data files, read and checked with their schemas
 * (docs/decisions/0901). Their route loaders call these, so the text travels as page data and
 * neither `yaml` nor zod reaches the browser. Once the content plugin of issue 38 loads
 * app/content/data/*.yaml, these two readers can become plain imports of the files.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import {
  esomar37Schema,
  qualityDataProtectionSchema,
  type Esomar37,
  type QualityDataProtection,
} from "../content/schemas/due-diligence";

export const ESOMAR_37_FILE = "app/content/data/esomar-37.yaml";
export const QUALITY_FILE = "app/content/data/quality-and-data-protection.yaml";

/** Reads a YAML data file and checks it; fails with `<file>: <field path>: <message>`. */
function readDataFile<S extends z.ZodType>(
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

export const loadEsomar37 = (root?: string): Esomar37 =>
  readDataFile(ESOMAR_37_FILE, esomar37Schema, root);

export const loadQualityPage = (root?: string): QualityDataProtection =>
  readDataFile(QUALITY_FILE, qualityDataProtectionSchema, root);
