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

/**
 * A call-to-action band: eyebrow, heading, one line and one link (content comes as props).
 * `tile` lays it out as one half of a BannerPair (docs/design.md, "Bands").
 */
export function Banner({
  eyebrow,
  title,
  text,
  cta,
  tone = "dark",
  headingId,
  tile = false,
}: BannerProps & { tile?: boolean }) {
  const dark = tone === "dark";
  const card = (
    <div
      className={`relative flex h-full overflow-hidden rounded-card ${
        tile ? "px-6 py-9 sm:px-10 sm:py-11" : "px-6 py-10 sm:px-12 sm:py-14"
      } ${dark ? "on-dark bg-ink-900 text-white" : "border border-sand-200 bg-sand-100 text-ink-900"}`}
    >
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute -top-28 -right-20 size-80 rounded-full blur-3xl ${
          dark ? "bg-teal-600/35" : "bg-teal-100/70"
        }`}
      />
      <div
        className={`relative flex w-full flex-col gap-8 ${
          tile ? "justify-between" : "lg:flex-row lg:items-center lg:justify-between"
        }`}
      >
        <div className="max-w-2xl">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2
            id={headingId}
            className={`mt-3 font-display ${tile ? "text-band" : "text-h2"} ${
              dark ? "text-white" : "text-ink-950"
            }`}
          >
            {title}
          </h2>
          {text && (
            <p className={`mt-4 text-lead ${dark ? "text-ink-100" : "text-ink-700"}`}>{text}</p>
          )}
        </div>
        {/* In a tile the label may wrap: the pair's column is as wide as its widest button. */}
        <ButtonLink
          to={cta.to}
          wrap={tile}
          variant={dark ? "accent" : "primary"}
          className={`shrink-0 self-start ${tile ? "" : "lg:self-center"}`}
        >
          {cta.label}
        </ButtonLink>
      </div>
    </div>
  );
  return tile ? (
    <section aria-labelledby={headingId} className="h-full min-w-0">
      {card}
    </section>
  ) : (
    <section aria-labelledby={headingId} className="container-page py-10 sm:py-14">
      {card}
    </section>
  );
}

/**
 * Two call-to-action banners that end a page, set side by side (stacked on a phone): never two
 * identical-looking bands in a row. The first is light, the second dark.
 */
export function BannerPair({ first, second }: { first: BannerProps; second: BannerProps }) {
  return (
    <div className="container-page grid gap-5 py-12 sm:py-16 lg:grid-cols-2 lg:gap-6">
      <Banner {...first} tone="light" tile />
      <Banner {...second} tone="dark" tile />
    </div>
  );
}
