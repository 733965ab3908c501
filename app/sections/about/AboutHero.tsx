import { Icon } from "../../components/Icon";
import { Picture } from "../../components/Picture";
import { aboutPage } from "../../content/about";

/** About hero: heading and lead, an illustration, then story, mission and vision. */
export function AboutHero() {
  const { hero } = aboutPage;
  const blocks = [
    { ...hero.story, icon: "compass" as const },
    { ...hero.mission, icon: "target" as const },
    { ...hero.vision, icon: "eye" as const },
  ];
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-[28rem] rounded-full bg-teal-100/70 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
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
        <div className="mt-12 grid gap-5 md:grid-cols-3">
          {blocks.map((b) => (
            <article key={b.heading} className="rounded-card bg-white/80 p-7 shadow-card">
              <span className="flex size-10 items-center justify-center rounded-xl bg-ink-900 text-amber-300">
                <Icon name={b.icon} size={19} />
              </span>
              <h2 className="mt-5 font-display text-h3 text-ink-950">{b.heading}</h2>
              <p className="mt-3 text-ink-700">{b.text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
