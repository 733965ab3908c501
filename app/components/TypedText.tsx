import { type ElementType, useEffect, useState } from "react";
import { useEnteredView } from "../hooks/useEnteredView";
import { useTyping } from "../hooks/useTyping";
import { SizingText } from "./SizingText";

/**
 * Text typed in character by character. At rest the element's text is the full text, once.
 * While it types, a visually hidden copy holds the full text for screen readers and search
 * engines, and the typed characters are drawn aria-hidden with the untyped rest laid out but
 * invisible (drawn from an attribute, so not in the page's text): nothing moves while it types,
 * and a search never finds the text twice.
 * `play` omitted: types once when it scrolls wholly into view after hydration (never blanks
 * text already on screen). A line that leaves the view while it types is finished at once, so
 * no one (and no screenshot) comes back to half a sentence (decision 0911).
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
  const [ref, entered] = useEnteredView<HTMLElement>(1);
  const playing = play ?? entered;
  const [cut, setCut] = useState(false);
  const count = useTyping(text, speedMs, playing && !cut);
  const typing = count < text.length;

  // A new play (a workflow tab chosen again) may type again after a cut.
  useEffect(() => {
    if (!playing) setCut(false);
  }, [playing]);

  // While it types, leaving the view finishes the line.
  useEffect(() => {
    const el = ref.current;
    if (!typing || !el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => !e.isIntersecting)) setCut(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [typing, ref]);
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
