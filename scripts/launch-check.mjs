#!/usr/bin/env node
// @ts-check
/**
 * `npm run launch-check` (issue 47, docs/decisions/0805-content-status-and-launch-check.md):
 * every piece of content that still carries a `status` (sample, to-confirm, placeholder), by
 * file, field and the editor's link to it, with a count per kind. Exits 1 while any remain, so a
 * host's build can make it a gate (README). Reads the content as the build does: each data file
 * through its registry schema (checkContentFile, as the content plugin), the Resource Center
 * through the catalogue's own loader (loadCatalog) and the open roles through theirs
 * (loadRoles: closed ones too, until their files are removed), all loaded by Vite's module runner.
 *
 *   npm run launch-check                 the repository
 *   npm run launch-check -- --root DIR   a copy of it (app/content/data, resources and roles)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { checkContentFile } from "./build/content-data.mjs";
import { contentPath } from "./build/content-dir.mjs";
import { importAppModule } from "./build/site-data.mjs";

/** The kinds, in the order they are counted. */
const KINDS = /** @type {const} */ (["to-confirm", "sample", "placeholder"]);

/**
 * @typedef {{ field: string, status: typeof KINDS[number], name?: string, note?: string }} Mark
 * @typedef {Mark & { file: string, editor: string, title?: string }} LaunchItem
 * `title`: a Resource Center item's or an open role's, the editor's name for its entry.
 */

/** The editor's address of a page-copy file or a Resource Center item (app/cms/decap-config.ts). */
const editorLink = (/** @type {string} */ collection, /** @type {string} */ entry) =>
  `/admin/#/collections/${collection}/entries/${entry}`;

/**
 * Every item still sample, to confirm or a placeholder, in file order.
 * @param {string} root the project (or a copy of its content)
 * @returns {Promise<LaunchItem[]>}
 */
export async function collectLaunchItems(root) {
  const [
    { contentFiles },
    { statusMarks },
    catalogModule,
    rolesModule,
    { resourceCollectionName, ROLES_COLLECTION },
  ] = await Promise.all([
    importAppModule("app/content/schemas/registry.ts"),
    importAppModule("app/catalog/content-status.ts"),
    importAppModule("app/catalog/resources-catalog.server.ts"),
    importAppModule("app/catalog/roles.server.ts"),
    importAppModule("app/cms/decap-config.ts"),
  ]);
  /** @type {LaunchItem[]} */
  const items = [];
  for (const file of contentFiles) {
    // The content folder in use (CONTENT_DIR, decision 0915), app/content by default.
    const read = contentPath(file.file);
    const data = checkContentFile(read, readFileSync(path.join(root, read), "utf8"), file.schema);
    for (const mark of /** @type {Mark[]} */ (statusMarks(data)))
      items.push({ file: read, editor: editorLink("pages", file.name), ...mark });
  }
  /** @type {{ file: string, slug: string, section: string, title: string, marks: Mark[] }[]} */
  const catalog = catalogModule.loadCatalog(root);
  for (const item of catalog.sort((a, b) => a.file.localeCompare(b.file))) {
    for (const mark of item.marks)
      items.push({
        file: item.file,
        editor: editorLink(resourceCollectionName(item.section), item.slug),
        title: item.title,
        ...mark,
        field: mark.field || "(front matter)",
      });
  }
  /** @type {{ file: string, slug: string, title: string, marks: Mark[] }[]} */
  const roles = rolesModule.loadRoles(root);
  for (const role of roles.sort((a, b) => a.file.localeCompare(b.file))) {
    for (const mark of role.marks)
      items.push({
        file: role.file,
        editor: editorLink(ROLES_COLLECTION, role.slug),
        title: role.title,
        ...mark,
        field: mark.field || "(front matter)",
      });
  }
  return items;
}

/**
 * The report: a count per kind, then each file with its editor link and its items.
 * @param {readonly LaunchItem[]} items
 * @returns {{ text: string, exitCode: 0 | 1 }}
 */
export function launchReport(items) {
  if (items.length === 0)
    return {
      text: "launch-check: nothing left to confirm or replace: every item is final.",
      exitCode: 0,
    };
  const counts = KINDS.map((kind) => `${items.filter((i) => i.status === kind).length} ${kind}`);
  const lines = [
    `launch-check: ${items.length} item(s) still to confirm or replace: ${counts.join(", ")}`,
  ];
  const files = [...new Set(items.map((i) => i.file))];
  for (const file of files) {
    const own = items.filter((i) => i.file === file);
    lines.push("", `${file}  (editor: ${own[0]?.editor})`);
    for (const item of own) {
      const name = item.name ? ` "${item.name}"` : "";
      const note = item.note ? `: ${item.note}` : "";
      lines.push(`  ${item.status.padEnd(11)} ${item.field || "(file)"}${name}${note}`);
    }
  }
  lines.push(
    "",
    "Confirm or replace each, then remove its status field (and its confirm note).",
    "Until then a production build leaves claims to confirm out and labels sample evidence.",
  );
  return { text: lines.join("\n"), exitCode: 1 };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf("--root");
  const root = path.resolve(at > 0 ? (process.argv[at + 1] ?? ".") : ".");
  try {
    const { text, exitCode } = launchReport(await collectLaunchItems(root));
    console.log(text);
    process.exitCode = exitCode;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
