import { describe, expect, it } from "vitest";
import { chartPlaced } from "../catalog/resource-rules";
import { marked } from "marked";
import {
  chartBlock,
  placeBlocksAfterParagraph,
  chartChoices,
  chartComponent,
  chartOptions,
  CHART_BLOCK,
  removeBlock,
} from "./chart-component";

describe("the toolbar's chart block (decision 0813)", () => {
  it("saves the block in the form the build places", () => {
    const [token] = marked.lexer(chartBlock("price-switching"));
    expect(chartPlaced(token!)).toBe("price-switching");
  });

  it("opens each form the build reads as the same block", () => {
    for (const form of [
      "```chart\nprice-switching\n```",
      "```chart price-switching```",
      "```chart price-switching\n```",
    ])
      expect(chartComponent.fromBlock(CHART_BLOCK.exec(form)!)).toEqual({ id: "price-switching" });
    expect(CHART_BLOCK.exec("```js\nx\n```")).toBeNull();
  });

  it("offers the item's charts by title, a chart without one by its short name", () => {
    expect(
      chartChoices([
        { id: "trade-down", title: "Who trades down" },
        { id: "new-one", title: "" },
        { title: "No id yet" },
      ]),
    ).toEqual([
      { value: "trade-down", label: "Who trades down" },
      { value: "new-one", label: "new-one" },
    ]);
    expect(chartChoices(undefined)).toEqual([]);
  });

  // The third marketer review (decision 0816): a chart titled but not yet named is offered, by
  // the short name the save will make from its title.
  it("offers a chart whose short name is still empty, by the name its title makes", () => {
    const charts = [
      { id: "", title: "Who switched, and why?" },
      { id: "kept", title: "Who kept their bank" },
    ];
    expect(chartOptions(charts)).toEqual([
      { value: "who-switched-and-why", label: "Who switched, and why?" },
      { value: "kept", label: "Who kept their bank" },
    ]);
  });

  // The third marketer review (decision 0816): the block's own remove button.
  it("removes the block it sits in from the rich text's document, as one change", () => {
    const block = { type: "shortcode", children: [{ text: "" }] };
    const quote = { type: "quote", children: [{ type: "paragraph" }, block] };
    const applied: unknown[] = [];
    const editor = {
      children: [{ type: "paragraph" }, quote],
      apply: (op: unknown) => applied.push(op),
    };
    const button = document.createElement("button");
    // Decap's React tree above the button: the block's component, then Slate's provider.
    Object.assign(button, {
      __reactFiber$test: {
        memoizedProps: {},
        return: { memoizedProps: { element: block }, return: { memoizedProps: { editor } } },
      },
    });
    expect(removeBlock(button)).toBe(true);
    expect(applied).toEqual([{ type: "remove_node", path: [1, 1], node: block }]);
    expect(removeBlock(document.createElement("button"))).toBe(false);
  });
});

describe("placeBlocksAfterParagraph (decision 0816, fourth review)", () => {
  const editorAt = (path: number[]) => {
    const calls: unknown[] = [];
    const editor = {
      selection: { anchor: { path, offset: 3 }, focus: { path, offset: 3 } },
      insertNodes(nodes: unknown, options?: Record<string, unknown>) {
        calls.push([nodes, options]);
      },
    };
    placeBlocksAfterParagraph(editor);
    return { editor, calls };
  };
  it("puts a block after the cursor's paragraph, not into it", () => {
    const { editor, calls } = editorAt([2, 0]);
    editor.insertNodes({ type: "shortcode", children: [{ text: "" }] });
    expect(calls).toEqual([
      [
        { type: "shortcode", children: [{ text: "" }] },
        { at: [3], select: true },
      ],
    ]);
  });
  it("leaves text, inline nodes and placed inserts where Slate puts them", () => {
    const { editor, calls } = editorAt([0, 0]);
    editor.insertNodes({ text: "x" });
    editor.insertNodes({ type: "shortcode" }, { at: [5] });
    expect(calls).toEqual([
      [{ text: "x" }, undefined],
      [{ type: "shortcode" }, { at: [5] }],
    ]);
  });
});
