// @vitest-environment node
/**
 * The copy lives in app/content/data (decision 0800): a TypeScript module under app/content
 * holds types, schemas and the code that loads and composes the data, never a sentence of copy.
 * Sentences that put computed figures together are copy too (issue 47, decision 0807): the data
 * holds them with `{name}` for each figure, filled in by lib/fill. A template literal may join
 * values and punctuation, paths and ids, not words.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const contentDir = path.resolve(__dirname);

/** A string literal this long with a space in it is copy, not an id, path or token. */
const MAX_LITERAL = 40;

/**
 * Two words in a template literal's own text (its parts joined, each value a space): a sentence,
 * not a path, an id, a query or punctuation ("Slide ${n}: ${title}" has one word).
 */
const WORDS = /\p{L}{2,}[^\p{L}/{}$:?=&#.-]+\p{L}{2,}/u;

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
    if (ts.isTemplateExpression(node)) {
      const own = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (WORDS.test(own.join(" "))) found.push(node.getText());
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

  it("finds a sentence around computed figures, not a path or punctuation", () => {
    const sample =
      "export const a = (name: string) => `${name} in Google Maps`;\n" +
      "export const b = (n: number) => `Plan fieldwork for ${n}`;\n" +
      "export const c = (slug: string) => `/services/${slug}`;\n" +
      "export const d = (p: string) => `= ${p}`;\n" +
      "export const e = (a: string, b: string) => `${a}: ${b}`;\n" +
      "export const f = (a: string, q: string) => `mailto:${a}?subject=${q}`;\n" +
      "export const g = (k: string) => `home-industry-${k}`;\n" +
      "export const h = (f: string, t: string, n: string) => `Showing ${f}–${t} of ${n}`;\n";
    expect(copyIn("sample.ts", sample)).toEqual([
      "`${name} in Google Maps`",
      "`Plan fieldwork for ${n}`",
      "`Showing ${f}–${t} of ${n}`",
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
