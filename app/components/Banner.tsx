import type { ReactNode } from "react";
import { ButtonLink } from "./ButtonLink";

export interface BannerProps {
  eyebrow?: string;
  title: string;
  text?: ReactNode;
  cta: { label: string; to: string };
  /** dark: ink band with an amber button; light: sand band with a dark button. */
  tone?: "dark" | "light";
  /** Id of the heading, for the section's aria-labelledby. */
  headingId: string;
}

/** A call-to-action band: eyebrow, heading, one line and one link (content comes as props). */
export function Banner({ eyebrow, title, text, cta, tone = "dark", headingId }: BannerProps) {
  const dark = tone === "dark";
  return (
    <section aria-labelledby={headingId} className="container-page py-10 sm:py-14">
      <div
        className={`relative overflow-hidden rounded-card px-6 py-10 sm:px-12 sm:py-14 ${
          dark ? "on-dark bg-ink-900 text-white" : "border border-sand-200 bg-sand-100 text-ink-900"
        }`}
      >
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute -top-28 -right-20 size-80 rounded-full blur-3xl ${
            dark ? "bg-teal-600/35" : "bg-amber-300/40"
          }`}
        />
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute -bottom-32 left-1/3 size-72 rounded-full blur-3xl ${
            dark ? "bg-amber-500/15" : "bg-teal-100"
          }`}
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            {eyebrow && <p className="eyebrow">{eyebrow}</p>}
            <h2
              id={headingId}
              className={`mt-3 font-display text-h2 ${dark ? "text-white" : "text-ink-950"}`}
            >
              {title}
            </h2>
            {text && (
              <p className={`mt-4 text-lead ${dark ? "text-ink-100" : "text-ink-700"}`}>{text}</p>
            )}
          </div>
          <ButtonLink to={cta.to} variant={dark ? "accent" : "primary"} className="shrink-0">
            {cta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
