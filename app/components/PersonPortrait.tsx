import type { PersonCard } from "../content/schemas/people";
import { Picture } from "./Picture";

/**
 * A person's portrait, a drawing in the site's style (decision 0906), or, without one or when it
 * fails to load, the designed stand-in: the initials on a navy tile with the teal light of the
 * drawings. Decorative either way: the name is written beside it.
 */
export function PersonPortrait({
  person,
  sizes,
  className = "",
  initialsClassName = "text-3xl",
}: {
  person: PersonCard;
  /** The `sizes` attribute: how wide the portrait is laid out. */
  sizes: string;
  /** Size and shape of the portrait and of the stand-in alike. */
  className?: string;
  /** The initials' type size, to suit the tile's. */
  initialsClassName?: string;
}) {
  const standIn = (
    <span
      aria-hidden="true"
      data-initials=""
      className={`relative grid aspect-square place-items-center overflow-hidden bg-ink-900 ${className}`}
    >
      <span className="absolute -top-1/3 -right-1/3 size-full rounded-full bg-teal-600/45 blur-2xl" />
      <span className="absolute inset-x-[18%] bottom-[16%] h-[3px] rounded-full bg-teal-300/70" />
      <span className={`relative font-display font-semibold text-sand-100 ${initialsClassName}`}>
        {person.initials}
      </span>
    </span>
  );
  if (!person.portrait) return standIn;
  return (
    <Picture
      name={person.portrait}
      alt=""
      width={480}
      height={480}
      sizes={sizes}
      className={`block aspect-square h-auto object-cover ${className}`}
      fallback={standIn}
    />
  );
}
