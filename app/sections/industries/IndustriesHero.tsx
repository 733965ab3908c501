import { Picture } from "../../components/Picture";
import { findIndustryBySlug, type Industry, industriesPage } from "../../content/industries";
import { HeroEnd } from "../../components/HeroEnd";

const mosaic = industriesPage.heroMosaic
  .map((slug) => findIndustryBySlug(slug))
  .filter((i): i is Industry => i !== undefined);

/** The /industries opening band: the page's h1 and lead beside a mosaic of sector artwork. */
export function IndustriesHero() {
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-[28rem] rounded-full bg-teal-100/70 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.5fr_1fr]">
        <div>
          <p className="eyebrow">{industriesPage.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl font-display text-display text-ink-950">
            {industriesPage.heading}
          </h1>
          <p className="mt-6 max-w-2xl text-lead text-ink-700">{industriesPage.lead}</p>
        </div>
        <div aria-hidden="true" className="hidden grid-cols-2 gap-4 lg:grid">
          {mosaic.map((industry, index) => (
            <div
              key={industry.key}
              className={`overflow-hidden rounded-card shadow-card ${index % 2 === 1 ? "translate-y-8" : ""}`}
            >
              <Picture
                name={industry.heroImg}
                alt=""
                width={1440}
                height={900}
                sizes="280px"
                className="block aspect-[16/10] h-auto w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      <HeroEnd />
    </section>
  );
}
