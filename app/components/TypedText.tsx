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
          <span className="-mr-[2px] inline-block h-[1em] w-0 border-l-2 border-current align-[-0.12em]" />
        )}
        <span className="invisible">{text.slice(count)}</span>
      </span>
    </Tag>
  );
}
