import ArrowRight from "lucide-react/icons/arrow-right";
import type { ReactNode } from "react";
import { Link } from "react-router";

const variants = {
  primary: "bg-ink-900 text-white hover:bg-ink-800",
  accent: "bg-amber-300 text-ink-950 hover:bg-amber-500",
  outline: "border border-ink-200 bg-white text-ink-900 hover:border-ink-900",
  light: "bg-white text-ink-900 hover:bg-ink-50",
} as const;

/**
 * A button-like link's classes, for the rare link that is not a router `Link` (an in-page anchor,
 * such as /careers' link down to its roles) but must look like the others.
 */
export function buttonLinkClass(variant: keyof typeof variants = "primary", wrap = false) {
  return `inline-flex items-center justify-center gap-2 rounded-full px-5 py-3 text-[0.95rem] font-semibold transition-colors sm:px-6 ${wrap ? "text-center text-balance" : "whitespace-nowrap"} ${variants[variant]}`;
}

export function ButtonLink({
  to,
  children,
  variant = "primary",
  arrow = true,
  wrap = false,
  className = "",
}: {
  to: string;
  children: ReactNode;
  variant?: keyof typeof variants;
  arrow?: boolean;
  /**
   * A label that may take two lines (balanced) when a wider font needs it, for a full-width
   * action in a narrow card; every other label stays on one line (decision 0510).
   */
  wrap?: boolean;
  className?: string;
}) {
  return (
    <Link discover="none" to={to} className={`${buttonLinkClass(variant, wrap)} ${className}`}>
      {children}
      {arrow && <ArrowRight aria-hidden="true" size={17} />}
    </Link>
  );
}
