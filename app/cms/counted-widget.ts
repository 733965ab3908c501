/**
 * A character counter under every text with a length limit (issue 49 item 3,
 * docs/decisions/0812-editor-help.md): Decap's own `string` and `text` controls, wrapped, with
 * "12 of 48 characters" under the box when the field carries `max_length` (the schema's maximum,
 * set by decap-config.ts). The box keeps Decap's behaviour (its cursor, its growing text area)
 * and its checks; the counter is tied to it with `aria-describedby`. Built with Decap's own React.
 */
import { characterCount, fieldProblem, overLimit } from "./field-help";

type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

/** The props Decap passes a widget's control, as far as they are read here. */
interface CountedProps {
  value?: unknown;
  forID: string;
  field: { get(key: string): unknown };
  parentIds?: readonly (string | undefined)[];
}

interface CountedThis {
  props: CountedProps;
}

/** The counter's id, beside the box's. */
const counterId = (forID: string) => `${forID}-count`;

/** Points the box (Decap's input or text area, `id` = forID) at its counter. */
function describe(this: CountedThis) {
  const { forID, field } = this.props;
  if (typeof field.get("max_length") !== "number") return;
  document.getElementById(forID)?.setAttribute("aria-describedby", counterId(forID));
}

/**
 * Decap's control `inner` with the counter under it when its field has a maximum. Given
 * `problems`, the problems of a rule across fields at this field (decision 0815) are its answer to
 * Decap's validation (`isValid`), so Decap shows them on the field, as its own rules' problems.
 */
export function countedControl(
  h: H,
  createClass: (spec: { render(this: CountedThis): unknown } & Record<string, unknown>) => unknown,
  inner: unknown,
  problems?: (props: CountedProps) => string[],
) {
  return createClass({
    componentDidMount: describe,
    componentDidUpdate: describe,
    isValid(this: CountedThis) {
      const { value, field } = this.props;
      const maximum = field.get("max_length");
      const message = field.get("max_length_message");
      // Over its limit: refused here, saying by how much (decap-config.ts leaves the limit out
      // of the field's pattern, whose message cannot count).
      const over =
        typeof maximum === "number" &&
        typeof message === "string" &&
        typeof value === "string" &&
        value.length > maximum
          ? [fieldProblem(String(field.get("label")), overLimit(value, maximum, message))]
          : [];
      const found = [...over, ...(problems?.(this.props) ?? [])];
      return found.length
        ? { error: { type: "CUSTOM", parentIds: this.props.parentIds, message: found.join("\n") } }
        : true;
    },
    render(this: CountedThis) {
      const { value, forID, field } = this.props;
      const maximum = field.get("max_length");
      const box = h(inner, this.props as unknown as Record<string, unknown>);
      if (typeof maximum !== "number") return box;
      const text = typeof value === "string" ? value : "";
      return h(
        "div",
        { className: "counted" },
        box,
        h(
          "p",
          {
            id: counterId(forID),
            className: text.length > maximum ? "char-count char-count-over" : "char-count",
          },
          characterCount(text, maximum),
        ),
      );
    },
  });
}
