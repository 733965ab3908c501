import { CtaPair } from "../../components/CtaPair";

export interface CtaBandProps {
  heading: string;
  text: string;
  cta: { label: string; to: string };
  secondary?: { label: string; to: string };
  /** id of the heading, for aria-labelledby (unique per page). */
  id?: string;
}

/**
 * A page's closing ask, before the footer: the home page's closing band (`closing-band`: the
 * sand ground with its one teal light, centred), one main action and an optional quieter one.
 * Light, so a page no longer ends in two navy slabs, this band and the footer (decision 0972).
 */
export function CtaBand({ heading, text, cta, secondary, id = "cta-band-heading" }: CtaBandProps) {
  return (
    <section aria-labelledby={id} className="closing-band">
      <h2 id={id} className="mx-auto max-w-3xl font-display text-h2 text-ink-950">
        {heading}
      </h2>
      <p className="mx-auto mt-4 max-w-2xl text-lead text-ink-700">{text}</p>
      <CtaPair primary={cta} secondary={secondary} className="justify-center" />
    </section>
  );
}
