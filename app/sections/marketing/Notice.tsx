import Info from "lucide-react/icons/info";

/**
 * A calm status note (e.g. "this page is a placeholder"): a quiet card with a teal rule, never
 * a warning colour, since nothing is wrong.
 */
export function Notice({ children, label }: { children: string; label?: string }) {
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-ink-100 border-l-teal-600 border-l-3 bg-white/80 px-5 py-4 text-ink-700">
      <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-teal-700" />
      <p>
        {label && <strong className="block font-semibold text-ink-900">{label}</strong>}
        {children}
      </p>
    </div>
  );
}
