#!/usr/bin/env node
// @ts-check
/**
 * `npm run format:data`: rewrites every data file of the registry (app/content/data/*.yaml) in
 * the exact form the content editor writes when it saves it (docs/decisions/0810-clean-saves.md),
 * so that saving a file unchanged in the editor changes no byte, and changing one field changes
 * only that field's lines. `--check` rewrites nothing and exits 1 naming each file not in that form.
 *
 * Decap CMS 3 saves a YAML entry as `entryToRaw` → `formats/yaml.toFile` of decap-cms-core do:
 * `yaml.createNode` of the `yaml` 1.x library on the entry's data, the top-level keys sorted in
 * the order of the form's fields, `Document#toString()` (strings folded at 80 columns, quoted
 * only where needed) and a final line break. The editor puts every nested object's keys in the
 * form's order before it saves (admin.ts, `orderLikeForm`; Decap alone would write Immutable.js's
 * hash order). This module does the same with the `yaml` that decap-cms-core itself declares,
 * resolved from it, so the form follows the installed editor; the editor's own test
 * (tests/cms/editor.spec.ts) saves every data file unchanged and finds no diff.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// The editor's core and the `yaml` it resolves (1.x; the site reads YAML with 2.x).
const fromEditor = createRequire(createRequire(import.meta.url).resolve("decap-cms-core"));
/** @type {{ createNode(value: unknown): { items: { key?: unknown }[] }, Document: new () => { contents: unknown, toString(): string } }} */
const yaml1 = fromEditor("yaml");

/**
 * The text the editor writes for `data`, a data file's content with its keys in the form's
 * order; `fieldOrder` is the order of the file's top-level fields in the form.
 * @param {unknown} data
 * @param {readonly string[]} fieldOrder
 */
export function editorYaml(data, fieldOrder) {
  const contents = yaml1.createNode(data);
  const rank = (/** @type {{ key?: unknown }} */ item) => fieldOrder.indexOf(String(item.key));
  contents.items.sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    return ra === -1 || rb === -1 ? 0 : ra - rb;
  });
  const doc = new yaml1.Document();
  doc.contents = contents;
  const text = doc.toString();
  return text.endsWith("\n") ? text : `${text}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes("--check");
  const { parse } = await import("yaml");
  const { importAppModule } = await import("./build/site-data.mjs");
  const [{ contentFiles }, { decapConfig, orderLikeForm, PAGES_COLLECTION }] = await Promise.all([
    importAppModule("app/content/schemas/registry.ts"),
    importAppModule("app/cms/decap-config.ts"),
  ]);
  // The data files' forms, as the editor is configured (its other collections play no part).
  const config = decapConfig({
    contentFiles,
    resourceSections: [],
    images: [],
    backend: { kind: "local", url: "" },
  });
  /** @type {{ name: string, files?: { file: string, fields: { name: string }[] }[] }[]} */
  const collections = config.collections;
  const files = collections.find((c) => c.name === PAGES_COLLECTION)?.files ?? [];
  const stale = [];
  for (const entry of files) {
    const file = path.join(root, entry.file);
    const text = readFileSync(file, "utf8");
    const data = orderLikeForm(parse(text), entry.fields);
    const formed = editorYaml(
      data,
      entry.fields.map((field) => field.name),
    );
    if (formed === text) continue;
    stale.push(entry.file);
    if (!check) writeFileSync(file, formed);
  }
  if (check && stale.length) {
    console.error(
      `Not in the editor's form (npm run format:data rewrites them):\n${stale.map((f) => `  ${f}`).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(
    check ? "Every data file is in the editor's form." : `Rewrote ${stale.length} data file(s).`,
  );
  process.exit(0);
}
