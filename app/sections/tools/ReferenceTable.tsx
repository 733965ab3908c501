import { SectionHeading } from "../../components/SectionHeading";
import { sampleSizePage } from "../../content/sample-size";
import { REFERENCE_TABLE, completesNeeded, formatCount } from "../../lib/sample-size";

const copy = sampleSizePage.table;

/**
 * Completes needed at 95 % by population and margin, worked out by the calculator's own
 * function when the page is prerendered: the page's answer without JavaScript.
 */
export function ReferenceTable() {
  return (
    <section aria-labelledby="reference-table-heading" className="container-page py-12 sm:py-16">
      <SectionHeading id="reference-table-heading" title={copy.heading} lead={copy.lead} />
      {/* Scrolls sideways rather than cut a column off where a larger or fallback font needs it. */}
      <div className="mt-8 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <table className="w-full text-left tabular-nums">
          <caption className="sr-only">{copy.caption}</caption>
          <thead className="bg-ink-50 text-sm text-ink-700">
            <tr>
              <th scope="col" className="px-3 py-3 sm:px-5 font-semibold">
                {copy.populationHeader}
              </th>
              {REFERENCE_TABLE.margins.map((margin) => (
                <th key={margin} scope="col" className="px-3 py-3 sm:px-5 text-right font-semibold">
                  {copy.marginHeader(margin)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100 text-ink-900">
            {REFERENCE_TABLE.populations.map((population) => (
              <tr key={population ?? "very-large"}>
                <th scope="row" className="px-3 py-3 sm:px-5 font-semibold">
                  {population === undefined ? copy.veryLarge : formatCount(population)}
                </th>
                {REFERENCE_TABLE.margins.map((moe) => (
                  <td key={moe} className="px-3 py-3 sm:px-5 text-right">
                    {formatCount(
                      completesNeeded({
                        confidence: REFERENCE_TABLE.confidence,
                        moe,
                        p: 50,
                        deff: 1,
                        population,
                      }),
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
