import { IconTile } from "../../components/IconTile";
import { ImageHero } from "../../components/ImageHero";
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
    <ImageHero eyebrow={hero.eyebrow} title={hero.heading} lead={hero.lead} image={hero.image}>
      <div className="mt-12 grid gap-5 md:grid-cols-3">
        {blocks.map((b) => (
          <article key={b.heading} className="rounded-card bg-white/80 p-7 shadow-card">
            <IconTile name={b.icon} />
            <h2 className="card-title mt-5">{b.heading}</h2>
            <p className="mt-3 text-ink-700">{b.text}</p>
          </article>
        ))}
      </div>
    </ImageHero>
  );
}
