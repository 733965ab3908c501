import Info from "lucide-react/icons/info";
import { ButtonLink } from "../../components/ButtonLink";

/**
 * A calm status note (e.g. "this page is a placeholder"): a quiet card with a teal rule, never
 * a warning colour, since nothing is wrong. `action`: what the visitor can do about it (on
 * /clients, ask for a reference), a link under the note.
 */
export function Notice({
  children,
  label,
  action,
}: {
  children: string;
  label?: string;
  action?: { label: string; to: string };
}) {
  return (
    // On a phone the action takes the card's whole width under the icon as well, so its label
    // keeps one line in the brand font; from 640 px it sits under the text.
    <div className="grid grid-cols-[auto_1fr] gap-x-3 rounded-2xl border border-ink-100 border-l-teal-600 border-l-3 bg-white/80 px-5 py-4 text-ink-700">
      <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-teal-700" />
      <p>
        {label && <strong className="block font-semibold text-ink-900">{label}</strong>}
        {children}
      </p>
      {action && (
        // May still take two lines in a wider fallback face.
        <ButtonLink
          to={action.to}
          wrap
          className="col-span-2 mt-3 justify-self-start sm:col-span-1 sm:col-start-2"
        >
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}
