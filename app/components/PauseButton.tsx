import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";

/**
 * The pause/play control of something that updates by itself (WCAG 2.2.2). Hidden under reduced
 * motion, where nothing it controls moves, and without JavaScript, from the first paint (CSS:
 * no layout shift).
 */
export function PauseButton({
  paused,
  onToggle,
  pauseLabel,
  playLabel,
  className = "",
}: {
  paused: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={paused ? playLabel : pauseLabel}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full border motion-reduce:hidden noscript:hidden ${className}`}
    >
      {paused ? <Play aria-hidden="true" size={18} /> : <Pause aria-hidden="true" size={18} />}
    </button>
  );
}
