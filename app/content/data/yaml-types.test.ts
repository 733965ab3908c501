import { describe, expect, it } from "vitest";
import { contentFiles } from "../schemas/registry";

/**
 * Each content data file's module type, declared from the registry (decision 0808): a page's
 * loading module imports its YAML and gets the schema's type, with no cast. The declarations
 * are this function's output, kept in yaml.d.ts; `npx vitest run app/content/data -u` rewrites
 * the file after a file is added to the registry.
 */
function declarations(names: readonly string[]): string {
  const header = [
    "// Generated from app/content/schemas/registry.ts by app/content/data/yaml-types.test.ts",
    "// (`npx vitest run app/content/data -u` rewrites it). A content data file is a module whose",
    "// default export is its data as its schema checked it (scripts/build/content-data.mjs); a",
    "// YAML file the registry does not list has no type, and the content plugin refuses it.",
  ];
  const modules = names.map((name) =>
    [
      `declare module "*/data/${name}.yaml" {`,
      `  const data: import("../schemas/registry").ContentData<"${name}">;`,
      "  export default data;",
      "}",
    ].join("\n"),
  );
  return `${header.join("\n")}\n${modules.join("\n")}\n`;
}

describe("the types of the content data files", () => {
  it("declares every file of the registry, each typed by its own schema", async () => {
    const names = contentFiles.map((file) => file.name).sort();
    await expect(declarations(names)).toMatchFileSnapshot("./yaml.d.ts");
  });

  it("names each file where the content plugin finds it", () => {
    for (const file of contentFiles) expect(file.file).toBe(`app/content/data/${file.name}.yaml`);
  });
});
