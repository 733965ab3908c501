import { IconTile } from "../../components/IconTile";
import { DrawnText } from "../../components/DrawnText";
import type { IconCard } from "../../content/icons";
import { useStaggeredReveal } from "../../hooks/useStaggeredReveal";
import { VALUES_REVEAL_INTERVAL_MS } from "../../lib/motion";
import { stepNumber } from "../../lib/step-number";

/**
 * Our Values, revealed one by one every VALUES_REVEAL_INTERVAL_MS (550 ms) when the list
 * scrolls into view; all at once under reduced motion; all visible in the prerendered HTML.
 * Hidden items keep their space (opacity only), so nothing moves.
 */
export function ValuesList({ values }: { values: readonly (IconCard & { key: string })[] }) {
  const [ref, shown] = useStaggeredReveal<HTMLOListElement>(
    values.length,
    VALUES_REVEAL_INTERVAL_MS,
  );
  return (
    <ol ref={ref} className="grid gap-3 sm:gap-5 md:grid-cols-3">
      {values.map((value, i) => {
        const visible = i < shown;
        return (
          <li
            key={value.key}
            data-revealed={visible ? "true" : "false"}
            className={`tile-card transition duration-500 ease-out motion-reduce:transition-none print:translate-y-0 print:opacity-100 ${
              visible ? "translate-y-0 opacity-100" : "translate-y-4 opacity-0"
            }`}
          >
            {/* On a phone a smaller numeral, and the tile beside the title (decision 0947). */}
            <DrawnText text={stepNumber(i)} className="tile-numeral" />
            <div className="tile-head pr-8 sm:pr-0">
              <IconTile name={value.icon} />
              <h3 className="card-title sm:mt-6">{value.title}</h3>
            </div>
            <p className="mt-4 text-ink-700 sm:mt-3">{value.text}</p>
          </li>
        );
      })}
    </ol>
  );
}
