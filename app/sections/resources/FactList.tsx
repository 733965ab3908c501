import type { Fact } from "../../content/resources";

/** A value that opens with a number ("1.2M+", "~25–40%", "<72 h") is set as a figure. */
const startsWithFigure = /^[~<>≤≥±]?\s?\d/;

/** A definition list of label/value facts, shown as a grid of tiles. */
export function FactList({ facts, columns = 3 }: { facts: readonly Fact[]; columns?: 2 | 3 | 4 }) {
  const cols = {
    2: "grid-cols-2 last-odd-wide",
    3: "grid-cols-2 max-lg:last-odd-wide lg:grid-cols-3",
    4: "grid-cols-2 max-lg:last-odd-wide lg:grid-cols-4",
  }[columns];
  return (
    <dl className={`grid gap-3 ${cols}`}>
      {facts.map((fact) => (
        <div key={fact.label} className="rounded-2xl border border-ink-100 bg-white p-4 sm:p-5">
          <dt className="text-sm text-ink-600">{fact.label}</dt>
          <dd
            className={`mt-2 text-ink-950 ${
              startsWithFigure.test(fact.value) ? "figure" : "text-lg leading-snug font-medium"
            }`}
          >
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
