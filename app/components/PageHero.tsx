import type { ReactNode } from "react";
import { HeroEnd } from "./HeroEnd";

/**
 * The heading band most inner pages open with: eyebrow, the page's one h1, a lead, and
 * optionally an `aside` with a purpose of its own (key figures, a status note, a search box)
 * set beside the heading on wide screens. Without one the band stays short (docs/design.md).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  aside,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="border-b border-ink-100 bg-sand-100">
      <div
        className={`container-page py-12 sm:py-16 ${
          aside
            ? "grid gap-8 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:items-end lg:gap-14"
            : ""
        }`}
      >
        <div>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className="mt-3 max-w-4xl font-display text-display text-ink-950">{title}</h1>
          {lead && <p className="mt-5 max-w-2xl text-lead text-ink-700">{lead}</p>}
          {children}
        </div>
        {aside}
      </div>
      <HeroEnd />
    </section>
  );
}
