// @vitest-environment node
import { execFile } from "node:child_process";
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { collectLaunchItems, launchReport } from "./launch-check.mjs";

const root = path.resolve(import.meta.dirname, "..");
const DATA = "app/content/data";
const RESOURCES = "app/content/resources";
const ROLES = "app/content/roles";
const CONTENT_DIRS = [DATA, RESOURCES, ROLES];
const STATUS_LINE = /^\s*(?:- )?status: (sample|to-confirm|placeholder)\s*$/gm;

/** Every `status:` line of the content, counted by kind: what the check must list. */
function statusLines(dir) {
  const counts = { sample: 0, "to-confirm": 0, placeholder: 0 };
  for (const dirName of CONTENT_DIRS)
    for (const name of readdirSync(path.join(dir, dirName)).filter((n) => /\.(ya?ml|md)$/.test(n)))
      for (const [, kind] of readFileSync(path.join(dir, dirName, name), "utf8").matchAll(
        STATUS_LINE,
      ))
        counts[kind] += 1;
  return counts;
}

/** Removes what a firm removes once an item is confirmed or replaced. */
function finalise(value) {
  if (Array.isArray(value)) return value.map(finalise);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !["status", "confirm", "today"].includes(key))
      .map(([key, v]) => [key, finalise(v)]),
  );
}

/** A copy of the content where every item is confirmed or replaced, but `keep` files as they are. */
function scratchCopy(keep = []) {
  const dir = mkdtempSync(path.join(tmpdir(), "launch-check-"));
  cpSync(path.join(root, DATA), path.join(dir, DATA), { recursive: true });
  cpSync(path.join(root, RESOURCES), path.join(dir, RESOURCES), { recursive: true });
  cpSync(path.join(root, ROLES), path.join(dir, ROLES), { recursive: true });
  // The catalogue checks each item's illustration is rendered: the repository's images.
  symlinkSync(path.join(root, "public"), path.join(dir, "public"));
  for (const dirName of CONTENT_DIRS)
    for (const name of readdirSync(path.join(dir, dirName))) {
      const file = path.join(dir, dirName, name);
      if (keep.includes(`${dirName}/${name}`)) continue;
      if (/\.ya?ml$/.test(name))
        writeFileSync(file, stringify(finalise(parse(readFileSync(file, "utf8")))));
      if (name.endsWith(".md")) {
        const [, fm, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(file, "utf8"));
        writeFileSync(file, `---\n${stringify(finalise(parse(fm)))}---\n${body}`);
      }
    }
  return dir;
}

const run = (dir) =>
  promisify(execFile)(process.execPath, ["scripts/launch-check.mjs", "--root", dir], {
    cwd: root,
  }).then(
    ({ stdout }) => ({ code: 0, stdout }),
    (error) => ({ code: error.code, stdout: error.stdout }),
  );

describe("launch-check's report", () => {
  const items = [
    {
      file: "app/content/data/esomar-37.yaml",
      editor: "/admin/#/collections/pages/entries/esomar-37",
      field: "sections.4.questions.6",
      status: "to-confirm",
      name: "Information security",
      note: "ISO 27001 certification",
    },
    {
      file: "app/content/data/pages.yaml",
      editor: "/admin/#/collections/pages/entries/pages",
      field: "clientsPlaceholder",
      status: "placeholder",
    },
    {
      file: "app/content/resources/uk-b2b.md",
      editor: "/admin/#/collections/resource-items-panel-books/entries/uk-b2b",
      field: "charts.0",
      status: "sample",
      name: "Verified members by role",
    },
  ];

  it("lists each item by file, field and editor link, with a count per kind, and fails", () => {
    const { text, exitCode } = launchReport(items);
    expect(exitCode).toBe(1);
    expect(text).toContain(
      "3 item(s) still to confirm or replace: 1 to-confirm, 1 sample, 1 placeholder",
    );
    expect(text).toContain(
      "app/content/data/esomar-37.yaml  (editor: /admin/#/collections/pages/entries/esomar-37)",
    );
    expect(text).toContain(
      'to-confirm  sections.4.questions.6 "Information security": ISO 27001 certification',
    );
    expect(text).toContain("placeholder clientsPlaceholder");
    expect(text).toContain("/admin/#/collections/resource-items-panel-books/entries/uk-b2b");
    expect(text).toContain('sample      charts.0 "Verified members by role"');
  });

  it("passes when nothing is left", () => {
    expect(launchReport([]).exitCode).toBe(0);
  });
});

describe("launch-check on the content", () => {
  it("lists every status the content carries, read through the build's schemas and catalogue", async () => {
    const items = await collectLaunchItems(root);
    const counts = statusLines(root);
    for (const kind of Object.keys(counts))
      expect(items.filter((i) => i.status === kind).length, kind).toBe(counts[kind]);
    expect(items.length).toBeGreaterThan(0);
    // Each resource item is reached in the editor through its section's collection.
    for (const item of items.filter((i) => i.file.startsWith(RESOURCES)))
      expect(item.editor).toMatch(
        new RegExp(
          `^/admin/#/collections/resource-items-[a-z-]+/entries/${path.basename(item.file, ".md")}$`,
        ),
      );
    // Each item and role carries its title, the editor's name for it (decision 0816).
    for (const item of items.filter((i) => !i.file.includes("/data/")))
      expect(item.title, item.file).toMatch(/\w/);
    // Each open role (issue 50.6: every role invented for the example firm is listed), through
    // the roles' collection.
    const roles = items.filter((i) => i.file.startsWith(ROLES));
    expect(roles.length).toBe(readdirSync(path.join(root, ROLES)).length);
    for (const item of roles)
      expect(item.editor).toBe(
        `/admin/#/collections/role-items/entries/${path.basename(item.file, ".md")}`,
      );
  }, 60_000);

  it("exits 0 on a copy where each item is confirmed or replaced, and 1 while one remains", async () => {
    const [done, oneLeft] = await Promise.all([
      run(scratchCopy()),
      run(scratchCopy([`${DATA}/privacy.yaml`])),
    ]);
    expect(done.stdout).toContain("nothing left to confirm or replace");
    expect(done.code).toBe(0);
    expect(oneLeft.stdout).toContain(
      "1 item(s) still to confirm or replace: 0 to-confirm, 0 sample, 1 placeholder",
    );
    expect(oneLeft.stdout).toContain("placeholder privacyDocument");
    expect(oneLeft.code).toBe(1);
  }, 120_000);
});
