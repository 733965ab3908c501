import { SectionHeading } from "../../components/SectionHeading";
import { sampleSizePage } from "../../content/sample-size";

const copy = sampleSizePage.formulas;

/** A short explanation of each formula the calculator uses, for the reader who checks it. */
export function FormulaNotes() {
  return (
    <section aria-labelledby="formulas-heading" className="container-page py-12 sm:py-16">
      <SectionHeading id="formulas-heading" title={copy.heading} lead={copy.lead} />
      <div className="mt-8 grid gap-5 md:grid-cols-2">
        {copy.items.map((item) => (
          <div
            key={item.title}
            className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8"
          >
            <h3 className="card-title">{item.title}</h3>
            <p className="mt-4 rounded-xl bg-ink-50 px-4 py-3 font-mono text-sm text-ink-900">
              {item.formula}
            </p>
            <p className="mt-4 text-ink-700">{item.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
