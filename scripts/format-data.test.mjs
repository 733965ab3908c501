// @ts-check
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { decapConfig, orderLikeForm, PAGES_COLLECTION } from "../app/cms/decap-config.ts";
import { contentFiles } from "../app/content/schemas/registry.ts";
import { editorYaml } from "./format-data.mjs";

// Issue 49 item 4, decision 0810: a data file is stored as the editor writes it, so a save
// changes only what was typed. A hand edit in another form fails here: `npm run format:data`.
describe("the data files", () => {
  const config = decapConfig({
    contentFiles,
    resourceSections: [],
    images: [],
    backend: { kind: "local", url: "" },
  });
  const files = config.collections.find((c) => c.name === PAGES_COLLECTION)?.files ?? [];

  it("are every editable file of the registry", () => {
    expect(files.map((f) => f.file)).toEqual(
      contentFiles.filter((f) => f.editable).map((f) => f.file),
    );
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files.map((f) => [f.file, f]))("%s is in the form the editor writes", (_, entry) => {
    const text = readFileSync(entry.file, "utf8");
    const formed = editorYaml(
      orderLikeForm(parse(text), entry.fields),
      entry.fields.map((f) => f.name),
    );
    expect(formed).toBe(text);
  });
});

describe("the editor's form", () => {
  it("orders keys as the form's fields at every depth and folds long text near 80 columns", () => {
    const fields = [
      { name: "b", label: "B", widget: "string" },
      {
        name: "a",
        label: "A",
        widget: "list",
        fields: [
          { name: "y", label: "Y", widget: "string" },
          { name: "x", label: "X", widget: "string" },
        ],
      },
    ];
    const data = orderLikeForm({ a: [{ x: 1, y: 2 }], b: "word ".repeat(30).trim() }, fields);
    expect(editorYaml(data, ["b", "a"])).toBe(
      `b: word word word word word word word word word word word word word word word
  word word word word word word word word word word word word word word word
a:
  - y: 2
    x: 1
`,
    );
  });
});
