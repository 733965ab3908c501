/**
 * The editor's read-only field for what the specification fixes (the home headline's words, the
 * rotating words, the stats band, the top bar: `pinned` in the schemas; docs/decisions/0810-clean-saves.md).
 * A marketer sees the words the page shows and, in the field's hint, why they cannot be changed
 * here; the value is never changed, so Decap saves it back as it was. Drawn with Decap's own
 * `h` (its React), like the previews.
 */

/** Decap's values are Immutable.js lists and maps, or plain text and numbers. */
type Shown = string | number | boolean | null | undefined | { toJS(): unknown };

/** One fixed value as words: a list entry's parts joined ("Projects Delivered · 27 · +"). */
function words(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object")
    return Object.values(value)
      .map(words)
      .filter((part) => part !== "")
      .join(" · ");
  return String(value);
}

type Render = (...args: unknown[]) => unknown;

/** The control Decap draws in the form: the value as text, a list as a list; no input. */
export function fixedControl(h: Render) {
  return (props: {
    value?: Shown;
    forID?: string;
    classNameWrapper?: string;
    field?: { get(key: "label"): string | undefined };
  }) => {
    const raw = props.value;
    const value =
      raw !== null && typeof raw === "object" && "toJS" in raw ? raw.toJS() : (raw as unknown);
    const content = Array.isArray(value)
      ? h(
          "ul",
          { style: { margin: 0, paddingLeft: "1.25rem" } },
          ...value.map((entry, index) => h("li", { key: index }, words(entry))),
        )
      : words(value);
    return h(
      "div",
      {
        id: props.forID,
        className: props.classNameWrapper,
        role: "group",
        "aria-label": props.field?.get("label"),
        "aria-readonly": "true",
        style: { background: "#f4f4f5", cursor: "default" },
      },
      content,
    );
  };
}
