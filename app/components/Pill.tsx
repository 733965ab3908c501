import type { ReactNode } from "react";

const tones = {
  teal: "border-teal-100 bg-teal-100/60 text-teal-800",
  amber: "border-amber-100 bg-amber-100 text-ink-900",
  ink: "border-ink-100 bg-ink-50 text-ink-800",
  dark: "border-white/15 bg-white/10 text-white",
} as const;

/** A small rounded label (tags, highlights). */
export function Pill({
  children,
  tone = "teal",
  className = "",
}: {
  children: ReactNode;
  tone?: keyof typeof tones;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
