import { Picture } from "../../components/Picture";
import { careersPage } from "../../content/careers";

export function CareersHero() {
  const { hero } = careersPage;
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -left-24 size-[28rem] rounded-full bg-amber-300/40 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 className="mt-4 font-display text-display text-ink-950">{hero.heading}</h1>
          <p className="mt-6 max-w-xl text-lead text-ink-700">{hero.lead}</p>
        </div>
        <Picture
          name={hero.image.name}
          alt={hero.image.alt}
          width={1200}
          height={900}
          sizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, 92vw"
          priority
          className="aspect-[4/3] h-auto w-full rounded-card object-cover shadow-card"
          fallback={<div className="aspect-[4/3] w-full rounded-card bg-ink-900" />}
        />
      </div>
    </section>
  );
}
