/**
 * A chart's rows pasted from a spreadsheet or typed as a table (issue 49, decision 0813): one
 * line per row, the row's name then its figures, one per series, separated by tabs (what a
 * spreadsheet copies), semicolons, bars or two or more spaces, and, given the chart's series,
 * optionally one more: the number of people asked (the row's base, n). A first line of words (the
 * spreadsheet's heading row) is skipped. The rows replace the list's; a row whose name is kept
 * keeps its base (n) and margins. Shown above Decap's own list of rows (`pasteRowsControl`).
 */

import { UNCERTAINTY_NEEDED } from "../content/schemas/chart";

type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

export interface PastedRow {
  label: string;
  values: number[];
  /** The number of people asked (the row's base, n), when given as a last column. */
  n?: number;
}

/** A figure as a spreadsheet copies it: "42", "42%", "1,204", "3.5", "3,5", "−2". */
function figure(cell: string): number | undefined {
  let text = cell.trim().replace(/%$/, "").replace(/^−/, "-").replace(/\s/g, "");
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, "");
  else if (/^-?\d+,\d+$/.test(text)) text = text.replace(",", ".");
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return undefined;
  return Number(text);
}

/**
 * The rows of the pasted text, or the first problem as a sentence naming its line. Given the
 * chart's number of series, a row with more or fewer figures is refused by its line (decision
 * 0816: one figure short was taken, and the chart waited for a figure nobody saw missing).
 */
export function parseRows(
  text: string,
  series?: number,
): { rows: PastedRow[] } | { problem: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line, i) => ({ number: i + 1, cells: line.split(/\t| *[;|] *| {2,}/) }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  const rows: PastedRow[] = [];
  for (const [index, { number, cells }] of lines.entries()) {
    const [label = "", ...rest] = cells.map((cell) => cell.trim());
    const figures = rest.filter((cell) => cell !== "").map(figure);
    // The spreadsheet's heading row: names, not figures, over the columns.
    if (index === 0 && figures.length > 0 && figures.every((f) => f === undefined)) continue;
    if (!label) return { problem: `Line ${number}: the row's name comes first, then its figures.` };
    const bad = rest.find((cell) => cell !== "" && figure(cell) === undefined);
    if (bad !== undefined)
      return { problem: `Line ${number}: "${bad}" is not a figure (a number such as 42 or 3.5).` };
    if (figures.length === 0)
      return { problem: `Line ${number}: "${label}" has no figures after its name.` };
    // One figure past the series: the number of people asked (n), said in the box's words.
    if (series && figures.length === series + 1) {
      const n = figures.at(-1)!;
      if (!Number.isInteger(n) || n <= 0)
        return {
          problem: `Line ${number}: "${label}" ends with ${n}, read as the number of people asked; that is a whole number above zero, such as 1204.`,
        };
      rows.push({ label, values: figures.slice(0, -1) as number[], n });
      continue;
    }
    if (series && figures.length !== series)
      return {
        problem: `Line ${number}: "${label}" has ${figures.length} ${figures.length === 1 ? "figure" : "figures"}; this chart has ${series} series, so each row needs ${series} (one per series, in their order), or ${series + 1} with the number of people asked last.`,
      };
    rows.push({ label, values: figures as number[] });
  }
  if (rows.length === 0) return { problem: "Nothing to take: paste one row per line." };
  return { rows };
}

/**
 * The chart's rows as the box shows them (fifth marketer review, decision 0816: a chart was ten
 * fields and a card per row): one line a row, its name then its figures, then its number of
 * people asked when it has one, in columns two spaces apart, as `parseRows` takes them back.
 */
export function rowsTable(rows: readonly unknown[] | undefined): string {
  const cells = (rows ?? []).map((row) => {
    const { label, values, n } = (row ?? {}) as { label?: unknown; values?: unknown; n?: unknown };
    const figures = Array.isArray(values) ? values.map((v) => (v == null ? "" : String(v))) : [];
    return [String(label ?? ""), ...figures, ...(typeof n === "number" ? [String(n)] : [])];
  });
  const widths: number[] = [];
  for (const line of cells)
    line.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return cells
    .map((line) =>
      line
        .map((cell, i) => (i === line.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

/** Decap's Immutable values, as far as they are used here. */
interface ImmutableValue {
  get(key: string | number): unknown;
  set(key: string, value: unknown): ImmutableValue;
  clear(): ImmutableValue;
  push(...values: unknown[]): ImmutableValue;
  find(predicate: (row: ImmutableValue) => boolean): ImmutableValue | undefined;
  toJS(): unknown;
}

interface ListProps {
  value?: ImmutableValue;
  forID: string;
  field: ImmutableValue;
  parentIds?: readonly (string | undefined)[];
  onChange(value: unknown): void;
  onValidateObject(id: string, errors: unknown[]): void;
}
/** Decap's list control, as far as the wrapper hands on to it. */
interface DecapList {
  state: { keys: string[] };
  setState(state: { keys: string[] }): void;
  validate(): void;
  validateSize(): unknown[];
  focus?(path: string): void;
}
interface PasteThis {
  props: ListProps;
  /**
   * `text`: what was typed or pasted in the box, undefined while it shows the chart's rows;
   * `said`: the answer to the last paste; `taken`: its rows' count, when it was taken.
   */
  state: { text?: string; said: string; taken?: string; shown?: string };
  setState(state: Partial<PasteThis["state"]>): void;
  list?: DecapList | null;
  stop?: () => void;
}

/**
 * What a list reports besides Decap's own checks (decision 0815): a list's keys are registered
 * by its id, so the controls inside it can tell which entry they are in, and the problems of a
 * rule across fields at the list's own place are added to the list's errors.
 */
export interface ListChecks {
  register(id: string, keys: () => readonly string[] | undefined): void;
  problems(props: { field: ImmutableValue; parentIds?: readonly (string | undefined)[] }): string[];
  /**
   * What the chart of these rows would still need with `rows` as its rows before it can be
   * drawn (the form's words), or undefined when it could be drawn.
   */
  stillNeeded?(
    props: { field: ImmutableValue; parentIds?: readonly (string | undefined)[] },
    rows: readonly unknown[],
  ): string | undefined;
  /**
   * Calls `listener` after each change of the entry (Decap's store), until the returned function
   * is called: the answer under the box follows the chart's other fields (fourth review).
   */
  watch?(listener: () => void): () => void;
  /** How many series the chart of these rows has, when known. */
  series?(props: {
    field: ImmutableValue;
    parentIds?: readonly (string | undefined)[];
  }): number | undefined;
}

/**
 * The line under the paste box: the last paste's problem, or its rows taken and, with the chart
 * as the form has it now, whether it can be drawn or what it still needs (third review), worked
 * out at each drawing, not only at the paste (fourth review).
 */
function answerWith(checks: ListChecks | undefined, paste: PasteThis): string {
  const { taken, said } = paste.state;
  if (taken === undefined) return said;
  const rows = (paste.props.value?.toJS() as unknown[] | undefined) ?? [];
  const needed = checks?.stillNeeded?.(paste.props, rows);
  return needed === undefined
    ? `${taken}: the chart in the preview is drawn from them.`
    : `${taken}; the chart cannot be drawn yet. Still needed: ${needed}.`;
}

/**
 * Decap's list control `inner`, with the paste box above it when the field asks for it. Decap
 * talks to a list's control (validation of its entries, focus, updates of the entries inside)
 * through the control it registered: the wrapper hands each call on to Decap's own list.
 */
export function pasteRowsControl(
  h: H,
  createClass: (spec: Record<string, unknown>) => unknown,
  inner: unknown,
  checks?: ListChecks,
) {
  const answer = (paste: PasteThis) => answerWith(checks, paste);
  return createClass({
    getInitialState: () => ({ text: undefined, said: "", taken: undefined }),
    // As Decap's list: always updated, so the entries inside show their problems.
    shouldComponentUpdate: () => true,
    // The answer to a paste says what the chart still needs as its fields are filled in (a
    // field outside the rows, its title, its base, changes no prop of this list): drawn again
    // when that changes (fourth review: "Still needed: Who was asked" stayed once filled in).
    componentDidMount(this: PasteThis) {
      this.stop = checks?.watch?.(() => {
        if (this.state.taken === undefined) return;
        const shown = answer(this);
        if (shown !== this.state.shown) this.setState({ shown });
      });
    },
    componentWillUnmount(this: PasteThis) {
      this.stop?.();
    },
    validate(this: PasteThis) {
      if (!this.list) return;
      this.list.validate();
      const found = checks?.problems(this.props) ?? [];
      if (found.length)
        this.props.onValidateObject(this.props.forID, [
          ...this.list.validateSize(),
          { type: "CUSTOM", parentIds: this.props.parentIds, message: found.join("\n") },
        ]);
    },
    focus(this: PasteThis, path: string) {
      this.list?.focus?.(path);
    },
    render(this: PasteThis) {
      checks?.register(this.props.forID, () => this.list?.state.keys);
      const list = h(inner, {
        ...(this.props as unknown as Record<string, unknown>),
        ref: (control: DecapList | null) => {
          this.list = control;
        },
      });
      const { field, forID, value, onChange } = this.props;
      if (!field.get("paste_rows")) return list;
      // The box shows the chart's rows until it is typed or pasted in (fifth review).
      const shownRows = rowsTable(value?.toJS() as unknown[] | undefined);
      const text = this.state.text ?? shownRows;
      const take = () => {
        const parsed = parseRows(text, checks?.series?.(this.props));
        if ("problem" in parsed) return this.setState({ said: parsed.problem, taken: undefined });
        // Decap's own Immutable kinds: an empty map from the field, an empty list from its fields.
        const emptyMap = field.clear();
        const emptyList = (field.get("fields") as ImmutableValue).clear();
        const rows = parsed.rows.map(({ label, values, n }) => {
          const kept = value?.find((row) => row.get("label") === label);
          const row = (kept ?? emptyMap.set("label", label)).set(
            "values",
            emptyList.push(...values),
          );
          return n === undefined ? row : row.set("n", n);
        });
        onChange(emptyList.push(...rows));
        // Decap's list keys its entries by ids it makes only when it mounts or adds one itself:
        // pasted rows beyond them had none, and what was typed into them was lost at once (a
        // new entry's chart). One id a row, the ones it had kept (unique in the list is enough).
        const keys = this.list?.state.keys ?? [];
        const pastedAt = Date.now();
        this.list?.setState({ keys: rows.map((_, i) => keys[i] ?? `pasted-${pastedAt}-${i}`) });
        // What it still needs is said at each drawing, below (fourth review).
        // The box shows the rows as taken again, following the row cards from now on.
        this.setState({
          text: undefined,
          taken: `${rows.length} ${rows.length === 1 ? "row" : "rows"} taken`,
        });
      };
      const said = answer(this);
      const boxId = `${forID}-paste`;
      return h(
        "div",
        null,
        h(
          "details",
          // Open: the table is the quick way to the figures (fifth review).
          { className: "paste-rows", open: true },
          h("summary", null, "The rows as a table: change figures or paste from a spreadsheet"),
          h(
            "label",
            { htmlFor: boxId },
            `One row per line: its name, then its figures, one per series, then, if you know it, the number of people asked (n), e.g. UK; 42; 48; 1204. Copied cells are separated by tabs; typed ones by ; or |. ${UNCERTAINTY_NEEDED.charAt(0).toUpperCase()}${UNCERTAINTY_NEEDED.slice(1)}.`,
          ),
          h("textarea", {
            id: boxId,
            rows: Math.max(5, shownRows.split("\n").length + 1),
            value: text,
            onChange: (event: { target: { value: string } }) =>
              this.setState({ text: event.target.value }),
          }),
          h("button", { type: "button", onClick: take }, "Replace the rows with these"),
          h("p", { role: "status" }, said),
        ),
        list,
      );
    },
  });
}
