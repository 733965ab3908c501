import type { ElementType } from "react";
import { useEnteredView } from "../hooks/useEnteredView";
import { useTyping } from "../hooks/useTyping";
import { SizingText } from "./SizingText";

/**
 * Text typed in character by character. At rest the element's text is the full text, once.
 * While it types, a visually hidden copy holds the full text for screen readers and search
 * engines, and the typed characters are drawn aria-hidden with the untyped rest laid out but
 * invisible (drawn from an attribute, so not in the page's text): nothing moves while it types,
 * and a search never finds the text twice.
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
      {typing ? (
        <>
          <span className="sr-only">{text}</span>
          <span aria-hidden="true">
            {text.slice(0, count)}
            {/* A plain inline, not an inline-block: an atomic box is a line-break opportunity,
                so the caret could split a word and add a line while typing (issue 27.4). */}
            <span className="-mr-[2px] border-l-2 border-current" />
            <SizingText text={text.slice(count)} />
          </span>
        </>
      ) : (
        text
      )}
    </Tag>
  );
}
