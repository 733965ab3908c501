import { Info } from "lucide-react";

/** A quiet, clearly marked note (e.g. "this page is a placeholder"). */
export function Notice({ children }: { children: string }) {
  return (
    <p className="flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-100 px-5 py-4 text-[0.95rem] text-ink-900">
      <Info aria-hidden="true" size={20} className="mt-0.5 shrink-0 text-ink-700" />
      <span>{children}</span>
    </p>
  );
}
