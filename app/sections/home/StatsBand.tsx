import { SizingText } from "../../components/SizingText";
import { type Stat, stats } from "../../content/home";
import { useCountUp } from "../../hooks/useCountUp";
import { useInView } from "../../hooks/useInView";
import { useReducedMotion } from "../../hooks/useReducedMotion";
import { StatusMark } from "../../components/StatusMark";
import { contentPreview } from "../../lib/content-preview";

function StatItem({
  stat,
  armed,
  run,
  reduced,
}: {
  stat: Stat;
  armed: boolean;
  run: boolean;
  reduced: boolean;
}) {
  const value = useCountUp(stat.value, {
    durationMs: stat.duration,
    delayMs: stat.delay,
    armed,
    run,
    reduced,
  });
  const final = `${stat.value}${stat.suffix}`;
  return (
    // The label is first in the markup (a dl's order) and shown under its figure.
    <div className="flex flex-col gap-2 border-t border-ink-200 pt-6">
      <dt className="order-2 text-sm font-medium tracking-wide text-ink-700">{stat.label}</dt>
      <dd className="figure order-1 text-ink-950">
        {/* The final value reserves the width; the count is drawn in it. Printed: the final
            value, whatever the count shows (the .figure print rule, decision 0530). */}
        <span className="inline-grid" data-testid="stat-value">
          <SizingText text={final} className="col-start-1 row-start-1" />
          <span className="col-start-1 row-start-1">
            {value}
            <span className="text-teal-700">{stat.suffix}</span>
          </span>
        </span>
      </dd>
      {stat.label === stats.noteUnder && (
        <dd className="order-3 text-sm leading-snug text-ink-600">
          {stats.note}
          {/* Fixed by the specification: shown in every build, marked in a preview (0805). */}
          {contentPreview && <StatusMark status={stats.status} inline />}
        </dd>
      )}
    </div>
  );
}

/**
 * 2. Stats band: four numbers counting up once when the band scrolls into view. The figures are
 * the page's text (one copy each): the final values until the band comes near the viewport,
 * then 0 until it is in view, then the count (decision 0100).
 */
export function StatsBand() {
  const [ref, inView] = useInView<HTMLElement>({ once: true, threshold: 0.35 });
  const [nearRef, near] = useInView<HTMLDivElement>({ once: true, rootMargin: "0px 0px 25% 0px" });
  const reduced = useReducedMotion();
  return (
    <section
      ref={ref}
      aria-labelledby="home-stats-title"
      data-counting={inView ? "true" : "false"}
      className="bg-sand-100"
    >
      {/* The band says whose figures these are beside the hero's reach (decision 0910), in a
          line under the figure it explains (decision 0961). */}
      <div ref={nearRef} className="container-page py-12 sm:py-14">
        <h2 id="home-stats-title" className="font-display text-2xl text-ink-950">
          {stats.heading}
        </h2>
        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4 lg:gap-x-10">
          {stats.items.map((stat) => (
            <StatItem key={stat.label} stat={stat} armed={near} run={inView} reduced={reduced} />
          ))}
        </dl>
      </div>
    </section>
  );
}
