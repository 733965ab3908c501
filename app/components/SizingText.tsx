/**
 * Invisible text that holds the room a changing value needs (the widest word, the final
 * figure), so the value can change over it without moving anything. Drawn from an attribute,
 * it is not in the page's text: a search or a screen reader finds only what is shown.
 */
export function SizingText({ text, className = "" }: { text: string; className?: string }) {
  return (
    <span data-text={text} className={`invisible before:content-[attr(data-text)] ${className}`} />
  );
}
