import type { ReactNode } from "react";
import { HeroEnd } from "./HeroEnd";

/** The heading band most inner pages open with: eyebrow, the page's one h1, a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-[28rem] rounded-full bg-teal-100/70 blur-3xl"
      />
      <div className="container-page relative py-16 sm:py-24">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className="mt-3 max-w-4xl font-display text-display text-ink-950">{title}</h1>
        {lead && <p className="mt-6 max-w-2xl text-lead text-ink-700">{lead}</p>}
        {children}
      </div>
      <HeroEnd />
    </section>
  );
}
