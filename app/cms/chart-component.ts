/**
 * A chart placed in an item's body from the rich-text toolbar (issue 49, decision 0813): the
 * "+" button's "Chart" inserts a block, chosen from the item's own charts by title, and saves it
 * in the form the build reads and the content already uses (three lines: ```chart, the chart's
 * short name, ```; app/catalog/resource-rules.ts). The one-line form (```chart id```) and the id on
 * the fence's line open as the same block. Built with Decap's own React (`h`, `createClass`).
 */

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

interface ChoiceProps {
  value?: string;
  forID: string;
  classNameWrapper: string;
  onChange(value: string): void;
}

/** The choice's control: a select of the open entry's charts (`charts()`, read when drawn). */
export function chartChoiceControl(
  h: H,
  createClass: (spec: { render(this: { props: ChoiceProps }): unknown }) => unknown,
  charts: () => unknown,
) {
  return createClass({
    render() {
      const { value = "", forID, classNameWrapper, onChange } = this.props;
      const choices = chartChoices(charts());
      if (choices.length === 0)
        return h(
          "p",
          { id: forID, className: classNameWrapper },
          "This item has no chart yet: add one under Charts above, then choose it here.",
        );
      const known = choices.some((choice) => choice.value === value);
      return h(
        "select",
        {
          id: forID,
          className: classNameWrapper,
          value: known ? value : "",
          onChange: (event: { target: { value: string } }) => onChange(event.target.value),
        },
        h("option", { value: "", disabled: true }, "Choose a chart…"),
        ...choices.map((choice) =>
          h("option", { key: choice.value, value: choice.value }, choice.label),
        ),
      );
    },
  });
}
