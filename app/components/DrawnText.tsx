/**
 * Text drawn from an attribute (`content: attr()`): seen, but not in the page's text and
 * hidden from assistive technology. For a decorative repeat of text the page states elsewhere
 * (the industries strip's looping copy, the map's placeholder), so a search or a screen reader
 * finds it once.
 */
export function DrawnText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-text={text}
      className={`before:content-[attr(data-text)] ${className}`}
    />
  );
}
