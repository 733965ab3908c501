import ArrowRight from "lucide-react/icons/arrow-right";
import { SampleLabel } from "../../components/SampleLabel";
import type { ResourceSummary } from "../../content/resources";
import { ResultFigure } from "../resources/ResultFigure";

/**
 * A hero's proof card: the page's own evidence beside its heading (decision 0911). The sample
 * label goes under the card, as wide as the hero's column: inside a 320 px card it wrapped.
 */
function ProofCard({
  label,
  sampleNote,
  children,
}: {
  label: string;
  sampleNote: string | undefined;
  children: React.ReactNode;
}) {
  return (
    <>
      <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-7">
        <p className="eyebrow">{label}</p>
        {children}
      </div>
      {sampleNote && <SampleLabel text={sampleNote} className="mt-3" />}
    </>
  );
}

export interface TypicalStudy {
  service: string;
  timeline: string;
  budget: string;
}

/**
 * /services: what a study of each service typically takes, from the service pages' own proof
 * (service-sections.yaml); the cards just below link to the pages.
 */
export function TypicalStudies({
  label,
  timelineLabel,
  budgetLabel,
  studies,
  sampleNote,
}: {
  label: string;
  timelineLabel: string;
  budgetLabel: string;
  studies: readonly TypicalStudy[];
  sampleNote?: string;
}) {
  return (
    <ProofCard label={label} sampleNote={sampleNote}>
      <table className="mt-4 w-full text-left text-sm">
        <thead className="sr-only">
          <tr>
            <td />
            <th scope="col">
              {timelineLabel}, {budgetLabel}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {studies.map((s) => (
            <tr key={s.service}>
              <th scope="row" className="py-2.5 pr-4 font-semibold text-ink-900">
                {s.service}
              </th>
              <td className="py-2.5 text-right whitespace-nowrap tabular-nums">
                <span className="block font-display text-lg text-ink-950">{s.timeline}</span>
                <span className="block text-ink-600">{s.budget}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ProofCard>
  );
}

/** /solutions: one case study's headline result, linking to the study. */
export function HeroResult({
  label,
  result,
  title,
  to,
  sampleNote,
}: {
  label: string;
  result: NonNullable<ResourceSummary["result"]>;
  title: string;
  to: string;
  sampleNote?: string;
}) {
  return (
    <ProofCard label={label} sampleNote={sampleNote}>
      <ResultFigure result={result} className="mt-5" />
      <a
        href={to}
        className="mt-5 inline-flex items-center gap-1.5 font-semibold text-teal-700 hover:underline"
      >
        {title} <ArrowRight aria-hidden="true" size={16} className="shrink-0" />
      </a>
    </ProofCard>
  );
}
