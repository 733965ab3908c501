import { describe, expect, it } from "vitest";
import type { DecapConfig } from "./decap-config";
import type { EntryProblem } from "./entry-check";
import { entryNumbers, FIELD_PATH, problemsAt, withFieldPaths } from "./field-problems";

// Decision 0815: a rule across fields shown on the field it concerns.
describe("withFieldPaths", () => {
  it("gives every field its place in the entry's data, a list's entries as *", () => {
    const config = withFieldPaths({
      collections: [
        {
          name: "items",
          label: "Items",
          fields: [
            { name: "title", label: "Title", widget: "string" },
            {
              name: "charts",
              label: "Charts",
              widget: "list",
              fields: [
                {
                  name: "rows",
                  label: "Rows",
                  widget: "list",
                  fields: [
                    {
                      name: "values",
                      label: "Values",
                      widget: "list",
                      field: { name: "values", label: "Values", widget: "number" },
                    },
                  ],
                },
              ],
            },
            {
              name: "result",
              label: "Result",
              widget: "object",
              fields: [{ name: "value", label: "Value", widget: "string" }],
            },
          ],
        },
      ],
    } as unknown as DecapConfig);
    const [title, charts, result] = config.collections[0]!.fields!;
    expect(title![FIELD_PATH]).toBe("title");
    const rows = charts!.fields![0]!;
    expect(rows[FIELD_PATH]).toBe("charts.*.rows");
    const values = rows.fields![0]!;
    expect(values[FIELD_PATH]).toBe("charts.*.rows.*.values");
    expect(values.field![FIELD_PATH]).toBe("charts.*.rows.*.values.*");
    expect(result!.fields![0]![FIELD_PATH]).toBe("result.value");
  });
});

describe("entryNumbers and problemsAt", () => {
  // Decap's ids: the charts list, a chart's key, (its entry's object), the rows list, a row's key.
  const keys: Record<string, string[]> = { charts: ["c-a", "c-b"], rows: ["r-a", "r-b", "r-c"] };
  const listKeys = (id: string) => keys[id];
  const problems: EntryProblem[] = [
    {
      path: ["charts", 1, "rows", 2, "values"],
      text: "Charts 2 › Rows 3 › Values: …",
      acrossFields: true,
    },
    { path: ["charts", 1, "title"], text: "Charts 2 › Title: at most 80", acrossFields: false },
  ];

  it("finds the entries a control sits in from Decap's ids, outermost first", () => {
    expect(entryNumbers(["charts", "c-b", undefined, "rows", "r-c", undefined], listKeys)).toEqual([
      1, 2,
    ]);
    expect(entryNumbers(["result"], listKeys)).toEqual([]);
    // A key the list no longer has: the place cannot be told.
    expect(entryNumbers(["charts", "gone"], listKeys)).toBeUndefined();
  });

  it("gives a field the problems across fields at its place, and no other", () => {
    expect(problemsAt(problems, "charts.*.rows.*.values", [1, 2])).toEqual([
      "Charts 2 › Rows 3 › Values: …",
    ]);
    expect(problemsAt(problems, "charts.*.rows.*.values", [1, 1])).toEqual([]);
    // A field's own rule is shown by its own check, not twice.
    expect(problemsAt(problems, "charts.*.title", [1])).toEqual([]);
    expect(problemsAt(problems, "charts.*.rows.*.values", [1])).toEqual([]);
    expect(problemsAt(problems, undefined, [])).toEqual([]);
  });
});
