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
    <div className="flex items-start gap-3 rounded-2xl border border-ink-100 border-l-teal-600 border-l-3 bg-white/80 px-5 py-4 text-ink-700">
      <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-teal-700" />
      <div>
        <p>
          {label && <strong className="block font-semibold text-ink-900">{label}</strong>}
          {children}
        </p>
        {action && (
          <ButtonLink to={action.to} className="mt-3">
            {action.label}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
