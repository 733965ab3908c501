import { ButtonLink } from "../../components/ButtonLink";

export interface CtaBandProps {
  heading: string;
  text: string;
  cta: { label: string; to: string };
  secondary?: { label: string; to: string };
  /** id of the heading, for aria-labelledby (unique per page). */
  id?: string;
}

/** A dark closing band with one primary and an optional secondary action. */
export function CtaBand({ heading, text, cta, secondary, id = "cta-band-heading" }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="container-page py-16 sm:py-20">
      <div className="on-dark relative overflow-hidden rounded-[1.75rem] bg-ink-900 px-6 py-12 text-white sm:px-12 sm:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-28 -right-20 size-80 rounded-full bg-teal-600/35 blur-3xl"
        />
        <div className="relative flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
          <div className="max-w-2xl">
            <h2 id={id} className="font-display text-h2">
              {heading}
            </h2>
            <p className="mt-4 text-lead text-ink-100">{text}</p>
          </div>
          <div className="cta-row">
            <ButtonLink to={cta.to} variant="accent">
              {cta.label}
            </ButtonLink>
            {secondary && (
              <ButtonLink
                to={secondary.to}
                variant="outline"
                className="!border-white/30 !bg-transparent !text-white hover:!border-white"
              >
                {secondary.label}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
