import { SectionHeading } from "../../components/SectionHeading";
import { SnapRow } from "../../components/SnapRow";
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
    <section aria-labelledby={id} className="mt-10 sm:mt-12">
      <h3 id={id} className="eyebrow">
        {heading}
      </h3>
      {/* On a phone one row that scrolls sideways (snap-row, decision 0947), so eight people
          take two cards' height; a link to a person (an author's card) scrolls the row to them. */}
      <SnapRow label={heading} className="mt-4 sm:mt-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {people.map((person) => (
          <li key={person.id} id={person.id} className="scroll-mt-28">
            <TeamCard person={person} />
          </li>
        ))}
      </SnapRow>
    </section>
  );
}

/**
 * /about's team (issue 50): the leadership and the senior researchers from people.yaml (the
 * firm's founding year and team size lead the page, in its hero: decision 0911). Rendered at
 * build from the route's data; hidden when the file lists no one to show.
 */
export function TeamSection({ team }: { team: AboutTeam }) {
  if (team.leadership.length + team.research.length === 0) return null;
  const { copy } = team;
  return (
    <section aria-labelledby="about-team" className="container-page py-12 sm:py-24">
      <SectionHeading
        id="about-team"
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
      />
      <PeopleGroup
        id="about-team-leadership"
        heading={copy.leadershipHeading}
        people={team.leadership}
      />
      <PeopleGroup id="about-team-research" heading={copy.researchHeading} people={team.research} />
    </section>
  );
}
