import { Pill } from "../../components/Pill";
import { TypedText } from "../../components/TypedText";
import type { ServicePage } from "../../content/service-pages";
import { TYPING_SPEED_MS } from "../../lib/motion";

/**
 * The highlight card: the typed statement on one side, the paragraph and the service's pills
 * on the other, so neither column leaves a hole beside the other.
 */
export function HighlightCard({ page }: { page: ServicePage }) {
  const { highlight } = page;
  const headingId = `${page.slug}-highlight`;
  return (
    <section aria-labelledby={headingId} className="container-page relative z-10 -mt-8 sm:-mt-12">
      <div className="grid gap-6 overflow-hidden rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-10 lg:grid-cols-2 lg:gap-14">
        <div>
          <p className="eyebrow">{highlight.eyebrow}</p>
          <TypedText
            as="h2"
            id={headingId}
            text={highlight.statement}
            speedMs={TYPING_SPEED_MS[highlight.statementSpeed]}
            className="mt-3 font-display text-h2 text-ink-950"
          />
        </div>
        <div className="lg:pt-8">
          <p className="text-lead text-ink-700">{highlight.text}</p>
          <div className="mt-6 border-t border-ink-100 pt-5">
            <h3 className="eyebrow">{highlight.pillsLabel}</h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {highlight.pills.map((pill) => (
                <li key={pill}>
                  <Pill>{pill}</Pill>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
