import type { ElementType } from "react";
import { useEnteredView } from "../hooks/useEnteredView";
import { useTyping } from "../hooks/useTyping";

/**
 * Text typed in character by character. The full text is always in the document (a visually
 * hidden copy read by screen readers and search engines); the typed copy is aria-hidden and
 * keeps the untyped rest laid out but invisible, so nothing moves while it types.
 * `play` omitted: types once when it scrolls into view after hydration (never blanks text
 * already on screen).
 */
export function TypedText({
  text,
  speedMs,
  play,
  as: Tag = "span",
  className = "",
  id,
}: {
  text: string;
  speedMs: number;
  play?: boolean;
  as?: ElementType;
  className?: string;
  id?: string;
}) {
  const [ref, entered] = useEnteredView<HTMLElement>();
  const count = useTyping(text, speedMs, play ?? entered);
  const typing = count < text.length;
  return (
    <Tag ref={ref} id={id} className={className} data-typing={typing ? "true" : "false"}>
      <span className="sr-only">{text}</span>
      <span aria-hidden="true">
        {text.slice(0, count)}
        {typing && (
          // A plain inline, not an inline-block: an atomic box is a line-break opportunity, so
          // the caret could split a word and add a line while typing (issue 27.4).
          <span className="-mr-[2px] border-l-2 border-current" />
        )}
        <span className="invisible">{text.slice(count)}</span>
      </span>
    </Tag>
  );
}
