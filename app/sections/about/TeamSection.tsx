import { SectionHeading } from "../../components/SectionHeading";
import type { AboutTeam, PersonCard } from "../../content/schemas/people";
import { TeamCard } from "../people/PersonCards";

function PeopleGroup({
  id,
  heading,
  people,
}: {
  id: string;
  heading: string;
  people: readonly PersonCard[];
}) {
  if (people.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h3 id={id} className="eyebrow">
        {heading}
      </h3>
      <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {people.map((person) => (
          <li key={person.id} id={person.id} className="scroll-mt-28">
            <TeamCard person={person} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /about's team (issue 50): the leadership and the senior researchers from people.yaml, with the
 * firm's founding year and team size. Rendered at build from the route's data; hidden when the
 * file lists no one to show.
 */
export function TeamSection({ team }: { team: AboutTeam }) {
  if (team.leadership.length + team.research.length === 0) return null;
  const { copy } = team;
  return (
    <section aria-labelledby="about-team" className="container-page py-16 sm:py-24">
      <div className="flex flex-col justify-between gap-8 lg:flex-row lg:items-end">
        <SectionHeading
          id="about-team"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          lead={copy.lead}
        />
        <dl className="grid shrink-0 grid-cols-2 gap-x-10 gap-y-2 border-l-4 border-teal-600 pl-6">
          <div className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm text-ink-600">{copy.foundedLabel}</dt>
            <dd className="figure text-ink-950">{team.founded}</dd>
          </div>
          <div className="flex flex-col-reverse justify-end gap-1">
            <dt className="text-sm text-ink-600">{copy.teamSizeLabel}</dt>
            <dd className="figure text-ink-950">{team.teamSize}</dd>
          </div>
        </dl>
      </div>
      <PeopleGroup
        id="about-team-leadership"
        heading={copy.leadershipHeading}
        people={team.leadership}
      />
      <PeopleGroup id="about-team-research" heading={copy.researchHeading} people={team.research} />
    </section>
  );
}
