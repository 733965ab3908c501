import type { CareersRolesCopy } from "../../content/schemas/careers-roles";
import { SnapRow } from "../../components/SnapRow";
import type { PersonCard } from "../../content/schemas/people";
import { AuthorCard } from "../people/PersonCards";

/**
 * /careers beyond the specification's sections (decision 0916): what working here is like, and
 * how hiring goes with who hires. Rendered to HTML at build (app/catalog/role-pages.server.ts),
 * so no page's script carries it.
 */
export function WorkingHere({ copy }: { copy: CareersRolesCopy["life"] }) {
  return (
    <section aria-labelledby="careers-life" className="container-page py-12 sm:py-24">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16">
        <div>
          <p className="eyebrow">{copy.eyebrow}</p>
          <h2 id="careers-life" className="mt-3 font-display text-h2 text-ink-950">
            {copy.heading}
          </h2>
          <p className="mt-4 text-lead text-ink-700">{copy.lead}</p>
        </div>
        <ul className="grid gap-6">
          {copy.points.map((point) => (
            <li key={point.title} className="border-l-2 border-teal-600 pl-5">
              <h3 className="card-title">{point.title}</h3>
              <p className="mt-2 text-ink-700">{point.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function Hiring({
  copy,
  hirers,
}: {
  copy: CareersRolesCopy["hiring"];
  hirers: readonly PersonCard[];
}) {
  return (
    <section aria-labelledby="careers-hiring" className="container-page py-12 sm:py-24">
      <p className="eyebrow">{copy.eyebrow}</p>
      <h2 id="careers-hiring" className="mt-3 font-display text-h2 text-ink-950">
        {copy.heading}
      </h2>
      {/* On a phone one card of steps, each number beside its title (tile-rows, decision 0947). */}
      <ol className="mt-8 tile-rows sm:mt-10 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
        {copy.steps.map((step, i) => (
          <li key={step.title}>
            <span
              aria-hidden="true"
              className="pt-1 font-display text-base text-teal-700 tabular-nums"
            >{`0${i + 1}`}</span>
            <h3 className="card-title sm:mt-3">{step.title}</h3>
            <p className="text-sm text-ink-700">{step.text}</p>
          </li>
        ))}
      </ol>
      {hirers.length > 0 && (
        <div className="mt-12 sm:mt-14">
          <h3 className="font-display text-band text-ink-950">{copy.hirersHeading}</h3>
          <p className="mt-2 text-ink-700">{copy.hirersLead}</p>
          {/* Rows of two, then three, the last row centred: no empty cell beside a short row. On
              a phone one row that scrolls sideways (snap-row, decision 0947). */}
          <SnapRow
            label={copy.hirersHeading}
            className="mt-6 hirer-cards sm:flex sm:flex-wrap sm:justify-center sm:gap-4"
          >
            {hirers.map((person) => (
              <li
                key={person.id}
                className="grid sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-2rem)/3)]"
              >
                <AuthorCard author={person} atBuild />
              </li>
            ))}
          </SnapRow>
        </div>
      )}
    </section>
  );
}
