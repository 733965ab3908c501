import { Pill } from "../../components/Pill";
import { TypedText } from "../../components/TypedText";
import type { ServicePage } from "../../content/service-pages";
import { TYPING_SPEED_MS } from "../../lib/motion";

/** The highlight card: a typed statement, a paragraph and the service's pills. */
export function HighlightCard({ page }: { page: ServicePage }) {
  const { highlight } = page;
  const headingId = `${page.slug}-highlight`;
  return (
    <section aria-labelledby={headingId} className="container-page relative z-10 -mt-8 sm:-mt-12">
      <div className="grid gap-8 overflow-hidden rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-[1.3fr_1fr] lg:gap-12">
        <div>
          <p className="eyebrow">{highlight.eyebrow}</p>
          <TypedText
            as="h2"
            id={headingId}
            text={highlight.statement}
            speedMs={TYPING_SPEED_MS[highlight.statementSpeed]}
            className="mt-3 font-display text-h2 text-ink-950"
          />
          <p className="mt-5 text-lead text-ink-700">{highlight.text}</p>
        </div>
        <div className="self-start rounded-[1rem] bg-sand-100 p-6">
          <h3 className="text-sm font-semibold tracking-wide text-ink-700 uppercase">
            {highlight.pillsLabel}
          </h3>
          <ul className="mt-4 flex flex-wrap gap-2">
            {highlight.pills.map((pill) => (
              <li key={pill}>
                <Pill>{pill}</Pill>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
