import { DrawnText } from "./DrawnText";

/**
 * Invisible text that holds the room a changing value needs (the widest word, the final
 * figure), so the value can change over it without moving anything. Drawn from an attribute,
 * it is not in the page's text: a search or a screen reader finds only what is shown.
 */
export function SizingText({ text, className = "" }: { text: string; className?: string }) {
  return <DrawnText text={text} className={`invisible ${className}`} />;
}
