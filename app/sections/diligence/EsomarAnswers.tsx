import { StatusMark } from "../../components/StatusMark";
import type { ContentStatus } from "../../content/schemas/common";
import { site } from "../../content/site";
import { DocumentToc } from "./DocumentParts";
import { contentPreview } from "../../lib/content-preview";

interface EsomarQuestion {
  number: number;
  id: string;
  short: string;
  question: string;
  answer: readonly string[];
  list: readonly string[];
  status?: ContentStatus | undefined;
  /** What the firm must confirm: shown in a preview only (decision 0805). */
  confirm?: string | undefined;
}

export interface EsomarAnswersProps {
  tocLabel: string;
  printLabel: string;
  sections: readonly { id: string; title: string; questions: readonly EsomarQuestion[] }[];
  contactHeading: string;
  contactText: string;
}

/**
 * ESOMAR's questions for buyers of online samples, answered: each question a numbered heading
 * in ESOMAR's six sections, beside a table of contents (the edition and review date sit in the
 * hero: DocumentStatus); a preview marks the answers still to confirm. Printed, it drops the site's chrome and
 * the contents, and keeps each answer with its question.
 */
export function EsomarAnswers(doc: EsomarAnswersProps) {
  return (
    <div className="container-page py-14 sm:py-20 print:py-0">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
        <DocumentToc
          label={doc.tocLabel}
          printLabel={doc.printLabel}
          headingId="esomar-toc-heading"
          groups={doc.sections.map((section) => ({
            id: section.id,
            title: section.title,
            entries: section.questions.map((q) => ({ id: q.id, label: q.short, number: q.number })),
          }))}
        />
        <div className="min-w-0 max-w-[72ch] space-y-16 print:max-w-none print:space-y-10">
          {doc.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="scroll-mt-28"
            >
              <h2
                id={`${section.id}-heading`}
                className="font-display text-h2 text-ink-950 print:break-after-avoid print:text-black"
              >
                {section.title}
              </h2>
              <ol
                start={section.questions[0]?.number} // Each answer's box, set once here rather than 37 times in the HTML (its size).
                className="mt-8 space-y-10 *:scroll-mt-28 *:border-t *:border-ink-100 *:pt-8 print:*:break-inside-avoid print:*:pt-4"
              >
                {section.questions.map((q) => (
                  <li key={q.id} id={q.id}>
                    <h3 className="card-title print:text-black">
                      <span className="mr-2 text-teal-700 tabular-nums print:text-black">
                        {q.number}.
                      </span>{" "}
                      {q.question}
                    </h3>
                    <div className="prose-body mt-4 leading-relaxed text-ink-800 print:text-black">
                      {q.answer.map((p) => (
                        <p key={p.slice(0, 48)}>{p}</p>
                      ))}
                    </div>
                    {q.list.length > 0 && (
                      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-800 marker:text-teal-600 print:text-black">
                        {q.list.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    )}
                    {contentPreview && <StatusMark status={q.status} note={q.confirm} />}
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <section
            aria-labelledby="esomar-contact-heading"
            className="@container rounded-card bg-sand-100 p-7 print:break-inside-avoid print:border print:border-ink-300 print:bg-transparent"
          >
            <h2 id="esomar-contact-heading" className="card-title">
              {doc.contactHeading}
            </h2>
            <p className="mt-2 text-ink-800">
              {doc.contactText}{" "}
              <a
                href={`mailto:${site.email}`}
                className="text-[min(1em,5.8cqi)] font-semibold whitespace-nowrap text-teal-700 underline"
              >
                {site.email}
              </a>
              .
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
