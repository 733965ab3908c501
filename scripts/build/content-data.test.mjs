// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { contentFiles } from "../../app/content/schemas/registry";
import { checkContentFile, contentData } from "./content-data.mjs";

const industries = contentFiles.find((f) => f.name === "industries");
if (!industries) throw new Error("the registry lists no industries file");
const goodText = readFileSync(industries.file, "utf8");

/** The plugin's transform, as Vite calls it, with a context whose error() throws. */
function transform(text, id, files = contentFiles) {
  const plugin = contentData(files);
  plugin.configResolved({ root: process.cwd() });
  const context = {
    error(message) {
      throw new Error(message);
    },
  };
  return plugin.transform.call(context, text, `${process.cwd()}/${id}`);
}

describe("the content data plugin", () => {
  it("turns a good file into a module whose default export is the file's data", () => {
    const result = transform(goodText, industries.file);
    const json = result.code.replace(/^export default /, "").replace(/;\n$/, "");
    const data = JSON.parse(json);
    expect(data.industries[0].name).toBe("Consumer Durables");
    expect(data.industries).toHaveLength(12);
    expect(typeof data.industries[0].blurb).toBe("string");
  });

  it("fails a file that breaks its schema, naming the file, the field and the rule", () => {
    const bad = goodText.replace(/^(\s+blurb:).*(?:\n {6,}\S.*)*$/m, "$1 Too short.");
    expect(() => transform(bad, industries.file)).toThrow(
      "app/content/data/industries.yaml: industries.0.blurb: at least 80 characters",
    );
  });

  it("refuses an edit to what the specification fixes, with the rule's message", () => {
    const bad = goodText.replace("name: Spirits", "name: Wine");
    expect(() => transform(bad, industries.file)).toThrow(
      /app\/content\/data\/industries\.yaml: industries\.6\.name: one of the specification's industries/,
    );
  });

  it("names the file when it is not YAML at all", () => {
    expect(() => transform("industries: [unclosed", industries.file)).toThrow(
      /^app\/content\/data\/industries\.yaml: not valid YAML/,
    );
  });

  it("refuses a YAML file the registry does not list, and leaves other modules alone", () => {
    expect(() => transform("a: 1", "app/content/data/unlisted.yaml")).toThrow(
      "app/content/data/unlisted.yaml: not a content file",
    );
    expect(transform("export const a = 1;", "app/content/site.ts")).toBeNull();
  });
});

describe("every registered content file", () => {
  it("passes its schema as committed", () => {
    for (const file of contentFiles) {
      expect(() => checkContentFile(file.file, readFileSync(file.file, "utf8"), file.schema), file.file).not.toThrow();
    }
  });
});
