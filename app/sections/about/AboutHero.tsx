import { IconTile } from "../../components/IconTile";
import { ImageHero } from "../../components/ImageHero";
import { aboutPage } from "../../content/about";
import type { AboutTeam } from "../../content/schemas/people";

/**
 * About hero: heading and lead with the firm's own proof (founded, team size: people.yaml), an
 * illustration, then story, mission and vision. The story is
 * read as a paragraph; mission and vision are the firm's two statements, set as such (Fraunces
 * behind a teal rule), so their shorter texts fill their cards instead of ending half-way.
 */
export function AboutHero({ team }: { team: AboutTeam }) {
  const { hero } = aboutPage;
  const blocks = [
    { ...hero.story, icon: "compass" as const, statement: false },
    { ...hero.mission, icon: "target" as const, statement: true },
    { ...hero.vision, icon: "eye" as const, statement: true },
  ];
  return (
    <ImageHero
      eyebrow={hero.eyebrow}
      title={hero.heading}
      lead={hero.lead}
      image={hero.image}
      proof={
        <dl className="mt-8 flex gap-x-10 border-l-4 border-teal-600 pl-6">
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-ink-600">{team.copy.foundedLabel}</dt>
            <dd className="figure text-ink-950">{team.founded}</dd>
          </div>
          <div className="flex flex-col-reverse gap-1">
            <dt className="text-sm text-ink-600">{team.copy.teamSizeLabel}</dt>
            <dd className="figure text-ink-950">{team.teamSize}</dd>
          </div>
        </dl>
      }
    >
      {/* On a phone each card's tile sits beside its title, not above it (decision 0947). */}
      <div className="mt-10 grid gap-3 sm:mt-12 sm:gap-5 md:grid-cols-3">
        {blocks.map((b) => (
          <article key={b.heading} className="rounded-card bg-white/80 p-5 shadow-card sm:p-7">
            <div className="tile-head">
              <IconTile name={b.icon} />
              <h2 className="card-title sm:mt-5">{b.heading}</h2>
            </div>
            <p
              className={
                b.statement
                  ? "mt-4 border-l-2 border-teal-600 pl-4 font-display text-lead text-ink-900"
                  : "mt-4 text-ink-700 sm:mt-3"
              }
            >
              {b.text}
            </p>
          </article>
        ))}
      </div>
    </ImageHero>
  );
}
