import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import type { ServicePage } from "../../content/service-pages";
import { useInView } from "../../hooks/useInView";
import { ScrambleValue } from "./ScrambleValue";

/** Each layer sits a little further in, drawing the stack (static classes for Tailwind). */
const stackOffsets = ["sm:ml-0", "sm:ml-3", "sm:ml-6", "sm:ml-9"] as const;

/** The quality stack: layered controls on the left, display-only metrics that scramble in. */
export function QualityStack({ page }: { page: ServicePage }) {
  const { quality } = page;
  const headingId = `${page.slug}-quality`;
  const [metricsRef, inView] = useInView<HTMLDListElement>({ once: true, threshold: 0.4 });
  return (
    <Reveal
      as="section"
      aria-labelledby={headingId}
      className="on-dark relative overflow-hidden bg-ink-900 py-16 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -right-40 -bottom-40 size-[36rem] rounded-full bg-teal-600/20 blur-3xl"
      />
      <div className="container-page relative grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading
            id={headingId}
            eyebrow={quality.eyebrow}
            title={quality.heading}
            lead={quality.intro}
            tone="dark"
          />
          <ol className="mt-10 space-y-3">
            {quality.layers.map((layer, i) => (
              <li
                key={layer.title}
                className={`flex gap-4 rounded-[1rem] border border-white/10 bg-white/[0.04] p-4 backdrop-blur-sm ${stackOffsets[i % stackOffsets.length]}`}
              >
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-teal-300 font-display text-sm font-semibold text-ink-950 tabular-nums"
                >
                  {i + 1}
                </span>
                <div>
                  <h3 className="font-semibold text-white">{layer.title}</h3>
                  <p className="mt-1 text-sm text-ink-100">{layer.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="flex flex-col justify-center">
          <h3 className="text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
            {quality.metricsLabel}
          </h3>
          <dl ref={metricsRef} className="mt-5 grid grid-cols-2 gap-3 sm:gap-4">
            {quality.metrics.map((metric) => (
              <div
                key={metric.label}
                className="flex flex-col-reverse justify-end gap-2 rounded-[1rem] border border-white/10 bg-ink-800/70 p-5 sm:p-6"
              >
                <dt className="text-sm text-ink-100">{metric.label}</dt>
                <dd className="font-display text-[clamp(1.6rem,1.2rem+1.6vw,2.5rem)] leading-none font-semibold text-amber-300">
                  <ScrambleValue value={metric.value} play={inView} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-sm text-ink-200">{quality.note}</p>
        </div>
      </div>
    </Reveal>
  );
}
