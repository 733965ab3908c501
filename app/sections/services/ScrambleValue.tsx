import { SizingText } from "../../components/SizingText";
import { useScramble } from "../../hooks/useScramble";

/**
 * A metric value whose digits scramble into the final text. The final text reserves the box
 * (SizingText) and is what screen readers read (sr-only); the scrambling copy is drawn over it.
 */
export function ScrambleValue({ value, play }: { value: string; play: boolean }) {
  const text = useScramble(value, play);
  return (
    <span className="relative inline-block whitespace-nowrap tabular-nums">
      <SizingText text={value} />
      <span aria-hidden="true" className="absolute inset-0" data-final={text === value}>
        {text}
      </span>
      <span className="sr-only">{value}</span>
    </span>
  );
}
