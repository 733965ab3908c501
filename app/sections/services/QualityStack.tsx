import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import type { ServicePage } from "../../content/service-pages";
import { useInView } from "../../hooks/useInView";
import { ScrambleValue } from "./ScrambleValue";
import { serviceAccentOnDark } from "./service-accent";

/**
 * The quality stack, on its service's deep band (decision 0952): the heading across the band,
 * then the layered controls and the display-only metrics side by side, both starting on the
 * same line.
 */
export function QualityStack({ page }: { page: ServicePage }) {
  const { quality } = page;
  const headingId = `${page.slug}-quality`;
  const accent = serviceAccentOnDark[page.slug];
  const [metricsRef, inView] = useInView<HTMLDListElement>({ once: true, threshold: 0.4 });
  return (
    <Reveal
      as="section"
      aria-labelledby={headingId}
      className={`on-dark relative overflow-hidden py-12 text-white sm:py-24 ${accent.band} ${accent.eyebrow}`}
    >
      {/* The site's one light (docs/design.md), on every service's band. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-40 size-[36rem] rounded-full bg-teal-600/30 blur-3xl"
      />
      <div className="container-page relative">
        <SectionHeading
          id={headingId}
          eyebrow={quality.eyebrow}
          title={quality.heading}
          lead={quality.intro}
          tone="dark"
        />
        <div className="mt-8 grid gap-12 sm:mt-10 lg:grid-cols-2 lg:gap-16">
          <ol className="quality-layers">
            {quality.layers.map((layer, i) => (
              <li key={layer.title}>
                <span aria-hidden="true" className={accent.marker}>
                  {i + 1}
                </span>
                <div>
                  <h3 className="card-title">{layer.title}</h3>
                  <p>{layer.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <div>
            <h3 className="eyebrow">{quality.metricsLabel}</h3>
            <dl ref={metricsRef} className="mt-5 figure-tiles">
              {quality.metrics.map((metric) => (
                <div
                  key={metric.label}
                  className="flex flex-col gap-2 rounded-[1rem] border border-white/10 bg-white/[0.06] p-4 sm:p-6"
                >
                  {/* Seen as figure, label, plain words; read as a term and its definitions. */}
                  <dt className="order-2 text-sm text-ink-100">{metric.label}</dt>
                  <dd className={`figure order-1 ${accent.figure}`}>
                    <ScrambleValue value={metric.value} play={inView} />
                  </dd>
                  {metric.means && (
                    <dd className="order-3 text-sm text-white/70">{metric.means}</dd>
                  )}
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </Reveal>
  );
}
