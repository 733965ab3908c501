import { SectionHeading } from "../../components/SectionHeading";
import { sampleSizePage } from "../../content/sample-size";
import { FormulaMath } from "./FormulaMath";

const copy = sampleSizePage.formulas;

/** A short explanation of each formula the calculator uses, for the reader who checks it. */
export function FormulaNotes() {
  return (
    <section aria-labelledby="formulas-heading" className="container-page py-12 sm:py-16">
      <SectionHeading id="formulas-heading" title={copy.heading} lead={copy.lead} />
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-5 md:grid-cols-2">
        {copy.items.map((item, index) => (
          <div
            key={item.title}
            className="rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-8"
          >
            <h3 className="card-title">{item.title}</h3>
            <FormulaMath index={index} text={item.formula} />
            <p className="mt-4 text-ink-700">{item.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
