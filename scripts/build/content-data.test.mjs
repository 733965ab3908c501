// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contentFiles } from "../../app/content/schemas/registry";
import { checkContentFile, contentData } from "./content-data.mjs";
import { contentPath } from "./content-dir.mjs";

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

describe("the content switch (CONTENT_DIR, decision 0915)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  /** The plugin's resolveId, as Vite calls it, with Vite's own resolution of `source`. */
  function resolveId(source, importer) {
    const plugin = contentData(contentFiles);
    plugin.configResolved({ root: process.cwd() });
    const context = { resolve: async () => ({ id: path.resolve(path.dirname(importer), source) }) };
    return plugin.resolveId.call(context, source, importer, {});
  }

  it("leaves every path alone by default", async () => {
    expect(contentPath("app/content/data/footer.yaml")).toBe("app/content/data/footer.yaml");
    expect(await resolveId("./data/footer.yaml", `${process.cwd()}/app/content/footer.ts`)).toBe(
      null,
    );
  });

  it("reads a page's YAML import and the build-time readers' files from the folder it names", async () => {
    vi.stubEnv("CONTENT_DIR", "tests/visual/content/");
    expect(contentPath("app/content/resources")).toBe("tests/visual/content/resources");
    expect(await resolveId("./data/footer.yaml", `${process.cwd()}/app/content/footer.ts`)).toBe(
      `${process.cwd()}/tests/visual/content/data/footer.yaml`,
    );
    // Checked by its schema under the name it is read from.
    const text = readFileSync("tests/visual/content/data/industries.yaml", "utf8");
    expect(() =>
      transform(text.replace(/^(\s+blurb:).*(?:\n {6,}\S.*)*$/m, "$1 Too short."), "tests/visual/content/data/industries.yaml"),
    ).toThrow("tests/visual/content/data/industries.yaml: industries.0.blurb:");
  });

  it("refuses a folder outside the repository", () => {
    vi.stubEnv("CONTENT_DIR", "../elsewhere");
    expect(() => contentPath("app/content/data/footer.yaml")).toThrow(
      'CONTENT_DIR: expected a folder inside the repository (e.g. tests/visual/content), received "../elsewhere"',
    );
  });
});

describe("every registered content file", () => {
  it("passes its schema as committed", () => {
    for (const file of contentFiles) {
      expect(() => checkContentFile(file.file, readFileSync(file.file, "utf8"), file.schema), file.file).not.toThrow();
    }
  });
});
