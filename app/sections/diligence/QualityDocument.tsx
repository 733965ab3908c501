import { Link } from "react-router";
import { StatusMark } from "../../components/StatusMark";
import type { ContentStatus } from "../../content/schemas/common";
import { DocumentToc } from "./DocumentParts";
import { ReviewedDate } from "./DocumentParts";
import { contentPreview } from "../../lib/content-preview";

interface QualitySection {
  id: string;
  heading: string;
  text: readonly string[];
  items: readonly {
    term: string;
    text: string;
    status?: ContentStatus | undefined;
    confirm?: string | undefined;
  }[];
  figures: {
    caption: string;
    columns: readonly [string, string, string];
    rows: readonly { measure: string; value: string; scope: string }[];
  } | null;
  links: readonly { label: string; to: string }[];
}

export interface QualityDocumentProps {
  reviewedLabel: string;
  reviewed: string;
  tocLabel: string;
  printLabel: string;
  sections: readonly QualitySection[];
}

/** The quality and data-protection page's body: its sections beside a table of contents. */
export function QualityDocument(doc: QualityDocumentProps) {
  return (
    <div className="container-page py-14 sm:py-20 print:py-0">
      <div className="max-w-3xl space-y-4">
        <ReviewedDate label={doc.reviewedLabel} date={doc.reviewed} />
      </div>
      <div className="mt-10 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[17rem_minmax(0,1fr)] lg:gap-14">
        <DocumentToc
          label={doc.tocLabel}
          printLabel={doc.printLabel}
          headingId="quality-toc-heading"
          groups={doc.sections.map((s) => ({ id: s.id, title: s.heading, entries: [] }))}
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
                {section.heading}
              </h2>
              <div className="prose-body mt-5 text-lead text-ink-700 print:text-black">
                {section.text.map((p) => (
                  <p key={p.slice(0, 48)}>{p}</p>
                ))}
              </div>
              {section.items.length > 0 && (
                <dl className="mt-8 divide-y divide-ink-100 border-y border-ink-100">
                  {section.items.map((item) => (
                    <div
                      key={item.term}
                      className="grid gap-1 py-5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6 print:break-inside-avoid"
                    >
                      <dt className="font-semibold text-ink-950">{item.term}</dt>
                      <dd className="text-ink-800 print:text-black">
                        {item.text}
                        {contentPreview && <StatusMark status={item.status} note={item.confirm} />}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {section.figures && (
                <div className="mt-10 overflow-x-auto rounded-card border border-ink-100 bg-white print:overflow-visible">
                  <table className="w-full text-left text-sm">
                    <caption className="px-3 pt-5 pb-3 sm:px-5 text-left font-semibold text-ink-900">
                      {section.figures.caption}
                    </caption>
                    <thead className="border-b border-ink-100 text-ink-600">
                      <tr>
                        {section.figures.columns.map((c) => (
                          <th key={c} scope="col" className="px-3 py-3 sm:px-5 font-medium">
                            {c}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-ink-100">
                      {section.figures.rows.map((row) => (
                        <tr
                          key={`${row.measure} ${row.scope}`}
                          className="print:break-inside-avoid"
                        >
                          <th scope="row" className="px-3 py-3 sm:px-5 font-medium text-ink-900">
                            {row.measure}
                          </th>
                          <td className="px-3 py-3 sm:px-5 font-display text-lg font-medium whitespace-nowrap text-ink-950 tabular-nums">
                            {row.value}
                          </td>
                          <td className="px-3 py-3 sm:px-5 text-ink-700 print:text-black">
                            {row.scope}
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              )}
              {section.links.length > 0 && (
                <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 print:hidden">
                  {section.links.map((link) => (
                    <li key={link.to}>
                      <Link
                        discover="none"
                        to={link.to}
                        className="font-semibold text-teal-700 underline-offset-4 hover:underline"
                      >
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
