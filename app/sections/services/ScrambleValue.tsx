import { SizingText } from "../../components/SizingText";
import { useScramble } from "../../hooks/useScramble";

/**
 * A metric value whose digits scramble into the final text. The final text reserves the box
 * (SizingText, not in the page's text); the drawn value is the one copy in the page's text: the
 * final value, but for the 900 ms of the scramble.
 */
export function ScrambleValue({ value, play }: { value: string; play: boolean }) {
  const text = useScramble(value, play);
  return (
    <span className="relative inline-block whitespace-nowrap tabular-nums">
      {/* Printed: the final value, even mid-scramble (the .figure print rule, decision 0530). */}
      <SizingText text={value} />
      <span className="absolute inset-0" data-final={text === value}>
        {text}
      </span>
    </span>
  );
}
