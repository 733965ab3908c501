/**
 * A chart placed in an item's body from the rich-text toolbar (issue 49, decision 0813): the
 * "+" button's "Chart" inserts a block, chosen from the item's own charts by title, and saves it
 * in the form the build reads and the content already uses (three lines: ```chart, the chart's
 * short name, ```; app/catalog/resource-rules.ts). The one-line form (```chart id```) and the id on
 * the fence's line open as the same block. Built with Decap's own React (`h`, `createClass`).
 */

import { withChartIds } from "./chart-ids";

type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** The widget of the block's one field: a choice among the item's charts. */
export const CHART_CHOICE_WIDGET = "chart-choice";

/** A chart block in any of the forms the build reads, from the start of a Markdown block. */
export const CHART_BLOCK = /^```chart(?:[ \t]+|\n)([a-z0-9]+(?:-[a-z0-9]+)*)\n?```/;

/** The block as saved. */
export const chartBlock = (id: string) => `\`\`\`chart\n${id}\n\`\`\``;

/** Decap's editor component: the toolbar's "Chart". */
export const chartComponent = {
  id: "chart",
  label: "Chart",
  fields: [
    {
      name: "id",
      label: "Chart",
      widget: CHART_CHOICE_WIDGET,
      hint: "One of this item's charts (under Charts above), drawn here on the page.",
    },
  ],
  pattern: CHART_BLOCK,
  fromBlock: (match: RegExpMatchArray) => ({ id: match[1] }),
  toBlock: ({ id }: { id?: string }) => chartBlock(id ?? ""),
  toPreview: ({ id }: { id?: string }) => `Chart: ${id ?? ""}`,
};

/** The item's charts as choices: each by its title (its short name until it has one). */
export function chartChoices(charts: unknown): { value: string; label: string }[] {
  if (!Array.isArray(charts)) return [];
  return charts
    .map((chart: { id?: unknown; title?: unknown }) => ({
      value: typeof chart?.id === "string" ? chart.id : "",
      label:
        typeof chart?.title === "string" && chart.title.trim()
          ? chart.title
          : typeof chart?.id === "string"
            ? chart.id
            : "",
    }))
    .filter((choice) => choice.value !== "");
}

/**
 * The block's choices from the entry's charts as they are now: a chart whose short name is still
 * empty is offered by its title, with the name the save will make from it (chart-ids.ts).
 */
export const chartOptions = (charts: unknown) => chartChoices(withChartIds(charts) ?? charts);

interface ChoiceProps {
  value?: string;
  forID: string;
  classNameWrapper: string;
  onChange(value: string): void;
}

interface ChoiceThis {
  props: ChoiceProps;
  state: { charts: unknown };
  setState(state: { charts: unknown }): void;
}

/** The words of the block's choice when the item has no chart to offer. */
const NO_CHART_YET =
  "This item has no chart yet: add one under Charts above (its title is enough), then choose it here.";

/** A node of the rich text's document (Slate's), as far as it is read here. */
interface TextNode {
  type?: string;
  children?: TextNode[];
}
/** The rich text's editor (Slate's), as far as it is used here. */
interface TextEditor {
  children: TextNode[];
  apply(operation: { type: "remove_node"; path: number[]; node: TextNode }): void;
}
type Fiber = { return?: Fiber; memoizedProps?: { element?: TextNode; editor?: TextEditor } };

/** Where `node` is in `nodes`, as Slate numbers it ([2, 0]: the first child of the third). */
function pathOf(nodes: readonly TextNode[], node: TextNode): number[] | undefined {
  for (const [index, child] of nodes.entries()) {
    if (child === node) return [index];
    const inner = child.children && pathOf(child.children, node);
    if (inner) return [index, ...inner];
  }
  return undefined;
}

/**
 * Removes the block `inside` is in from the rich text (the third marketer review, decision 0816:
 * a block is a whole in the text, reached by the keyboard only once selected, and nothing said
 * how to remove one). Decap hands the block's control neither the text's editor nor the block,
 * so both are found through the React tree Decap draws: the block (its `element`) and the
 * editor (the `editor` of Slate's provider above it); the block is then removed as one change,
 * which Decap saves as it saves any edit. True when it was removed.
 */
export function removeBlock(inside: Element): boolean {
  const key = Object.keys(inside).find((k) => k.startsWith("__reactFiber$"));
  let fiber = key ? (inside as unknown as Record<string, Fiber>)[key] : undefined;
  let block: TextNode | undefined;
  for (let depth = 0; fiber && depth < 400; depth++, fiber = fiber.return) {
    const props = fiber.memoizedProps;
    if (!block && props?.element?.type === "shortcode") block = props.element;
    const editor = props?.editor;
    if (block && editor && Array.isArray(editor.children)) {
      const path = pathOf(editor.children, block);
      if (!path) return false;
      editor.apply({ type: "remove_node", path, node: block });
      return true;
    }
  }
  return false;
}

/**
 * The choice's control: a select of the open entry's charts (`charts()`), read when the block is
 * drawn and again each time the select is opened (a press, a focus, a key): Decap draws an editor
 * component's control again only when its own value changes, so charts added or titled after the
 * block was placed were not offered (the third marketer review, decision 0816).
 */
export function chartChoiceControl(
  h: H,
  createClass: (spec: Record<string, unknown>) => unknown,
  charts: () => unknown,
) {
  return createClass({
    getInitialState(): { charts: unknown } {
      return { charts: charts() };
    },
    reread(this: ChoiceThis) {
      this.setState({ charts: charts() });
    },
    render(this: ChoiceThis & { reread(): void }) {
      const { value = "", forID, classNameWrapper, onChange } = this.props;
      const listed = this.state.charts;
      const choices = chartOptions(listed);
      const known = choices.some((choice) => choice.value === value);
      const reread = () => this.reread();
      return h(
        "div",
        null,
        h(
          "select",
          {
            id: forID,
            className: classNameWrapper,
            value: known ? value : "",
            onMouseDown: reread,
            onFocus: reread,
            onKeyDown: reread,
            onChange: (event: { target: { value: string } }) => onChange(event.target.value),
            ...(choices.length ? {} : { "aria-describedby": `${forID}-none` }),
          },
          h("option", { value: "", disabled: true }, "Choose a chart…"),
          ...choices.map((choice) =>
            h("option", { key: choice.value, value: choice.value }, choice.label),
          ),
        ),
        choices.length ? null : h("p", { id: `${forID}-none` }, NO_CHART_YET),
        h(
          "button",
          {
            type: "button",
            className: "chart-block-remove",
            // Decap's block selects itself on a click; once removed, it is not there to select.
            onClick: (event: { currentTarget: Element; stopPropagation(): void }) => {
              if (removeBlock(event.currentTarget)) event.stopPropagation();
            },
          },
          "Remove this chart from the text",
        ),
      );
    },
  });
}

/** The rich text's editor, as far as placing a block is concerned (Slate's). */
interface PlacingEditor {
  selection: { anchor: { path: number[] }; focus: { path: number[] } } | null;
  insertNodes(nodes: unknown, options?: Record<string, unknown>): void;
}

const placing = new WeakSet<object>();

/**
 * A block inserted from the toolbar ("Add Component" › "Chart") goes after the paragraph the
 * cursor is in, not into it (the fourth marketer review, decision 0816): Decap inserts it at the
 * cursor, which splits the paragraph in two, and removing the block left it split. A block put
 * with a place of its own (`at`), an inline node or a cursor across blocks is left to Slate.
 */
export function placeBlocksAfterParagraph(editor: PlacingEditor): void {
  if (placing.has(editor)) return;
  placing.add(editor);
  const insert = editor.insertNodes.bind(editor);
  editor.insertNodes = (nodes, options) => {
    const node = (Array.isArray(nodes) ? undefined : nodes) as { type?: unknown } | undefined;
    const selection = editor.selection;
    const top = selection?.anchor.path[0];
    if (
      node?.type === "shortcode" &&
      !options?.at &&
      top !== undefined &&
      selection?.focus.path[0] === top
    ) {
      insert(nodes, { ...options, at: [top + 1], select: true });
      return;
    }
    insert(nodes, options);
  };
}

/**
 * The rich-text editors on the page, found through the React tree Decap draws (the `editor` of
 * Slate's provider above each `[data-slate-editor]`), each made to place blocks after the
 * paragraph. Called before a toolbar click can insert (admin.ts); an editor is changed once.
 */
export function placeChartsAfterParagraphs(doc: Document = document): void {
  for (const element of doc.querySelectorAll("[data-slate-editor]")) {
    const key = Object.keys(element).find((k) => k.startsWith("__reactFiber$"));
    let fiber = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
    for (let depth = 0; fiber && depth < 400; depth++, fiber = fiber.return) {
      const editor = fiber.memoizedProps?.editor as unknown as PlacingEditor | undefined;
      if (editor && typeof editor.insertNodes === "function" && "selection" in editor) {
        placeBlocksAfterParagraph(editor);
        break;
      }
    }
  }
}
