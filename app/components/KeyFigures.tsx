/** A hero's key figures: a small grid of figure + label, in the one figure style. */
export function KeyFigures({
  label,
  items,
}: {
  label: string;
  items: readonly { value: string; label: string }[];
}) {
  return (
    <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-7">
      <p className="eyebrow">{label}</p>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-5">
        {items.map((item) => (
          <div key={item.label} className="flex flex-col-reverse justify-end gap-1.5">
            <dt className="text-sm text-ink-600">{item.label}</dt>
            <dd className="figure text-ink-950">{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
