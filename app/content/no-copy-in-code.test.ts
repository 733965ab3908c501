// @vitest-environment node
/**
 * The copy lives in app/content/data (decision 0800): a TypeScript module under app/content
 * holds types, schemas and the code that loads and composes the data, never a sentence of copy.
 * Sentences that put computed figures together (template literals with `${…}`) may stay.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const contentDir = path.resolve(__dirname);

/** A string literal this long with a space in it is copy, not an id, path or token. */
const MAX_LITERAL = 40;

/** The string literals of a module that read like copy. */
function copyIn(file: string, source: string): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      node.text.length > MAX_LITERAL &&
      node.text.includes(" ")
    ) {
      found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return found;
}

/** Loading code, types and constants: every .ts module here but the schemas and the tests. */
const modules = readdirSync(contentDir).filter(
  (name) => name.endsWith(".ts") && !name.endsWith(".test.ts") && !name.endsWith(".d.ts"),
);

describe("app/content's TypeScript modules", () => {
  it("finds the copy a module would hold", () => {
    const sample = `export const page = { lead: "We reply to every message within one business day.", id: "a-b" };`;
    expect(copyIn("sample.ts", sample)).toEqual([
      "We reply to every message within one business day.",
    ]);
  });

  it("hold no copy: it is in app/content/data", () => {
    expect(modules).toContain("industries.ts");
    expect(modules).toContain("service-pages.ts");
    for (const name of modules) {
      const source = readFileSync(path.join(contentDir, name), "utf8");
      expect(copyIn(name, source), name).toEqual([]);
    }
  });
});
