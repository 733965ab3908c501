import { Reveal } from "../../components/Reveal";
import { BlockHeading } from "./BlockHeading";

/** Display-only metrics (label, value, what it means in plain words), with a footnote. */
export function MetricGrid({
  id,
  eyebrow,
  heading,
  items,
  note,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  items: readonly { label: string; value: string; means?: string }[];
  note?: string;
}) {
  return (
    <Reveal as="section" aria-labelledby={id} className="container-page py-16 sm:py-20">
      <BlockHeading id={id} eyebrow={eyebrow} title={heading} />
      <dl className="mt-10 grid grid-cols-2 gap-px overflow-hidden rounded-card border border-ink-100 bg-ink-100 lg:grid-cols-3">
        {items.map((item) => (
          <div key={item.label} className="bg-white p-6 sm:p-8">
            <dt className="text-sm text-ink-600">{item.label}</dt>
            <dd className="figure mt-2 text-ink-950">{item.value}</dd>
            {item.means && <dd className="mt-2 text-sm text-ink-600">{item.means}</dd>}
          </div>
        ))}
      </dl>
      {note && <p className="mt-4 text-sm text-ink-600">{note}</p>}
    </Reveal>
  );
}
