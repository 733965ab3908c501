import { Link } from "react-router";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import type { CareersRolesCopy, RoleSummary } from "../../content/schemas/careers-roles";

/**
 * /careers' open roles (docs/decisions/0907-open-roles.md): one card per role, soonest closing
 * first, each linking to its page; or a line saying none is open. Built at build time: the roles
 * and their words are this page's data, not its JavaScript.
 */
export function OpenRoles({
  copy,
  roles,
  sampleLabel,
}: {
  copy: CareersRolesCopy["list"];
  /** The open roles; `sample` when one is invented for the example (status `sample`). */
  roles: readonly (RoleSummary & { sample?: boolean })[];
  /** The sample label's HTML, set among an invented role's facts (decisions 0805, 0936). */
  sampleLabel: string | null;
}) {
  return (
    <Reveal
      as="section"
      aria-labelledby="careers-roles"
      className="border-t border-ink-100 bg-sand-100 py-12 sm:py-24"
    >
      <div className="container-page">
        <SectionHeading
          id="careers-roles"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          lead={copy.lead}
        />
        {roles.length === 0 ? (
          <p className="mt-10 max-w-3xl rounded-card border border-ink-100 bg-white p-6 text-ink-800 sm:p-8">
            {copy.noneOpen}
          </p>
        ) : (
          <ul className="mt-8 grid gap-3 sm:mt-10 sm:gap-4">
            {roles.map((role) => (
              <li key={role.slug}>
                <article aria-labelledby={`role-${role.slug}`} className="role-card">
                  <div>
                    <p className="text-sm font-semibold tracking-[0.14em] text-teal-700 uppercase">
                      {role.team}
                    </p>
                    <h3 id={`role-${role.slug}`} className="card-title mt-2">
                      {/* The whole card is the link's target area; the title is its name. */}
                      <Link
                        discover="none"
                        to={role.to}
                        className="underline decoration-ink-200 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:decoration-teal-600 focus-visible:outline-none"
                      >
                        {role.title}
                      </Link>
                    </h3>
                    <p className="mt-3 max-w-2xl text-ink-700">{role.summary}</p>
                  </div>
                  <ul>
                    <li className="font-semibold text-ink-900">{role.location}</li>
                    <li>{role.type}</li>
                    <li>
                      {copy.closesLabel}{" "}
                      <span className="font-semibold text-ink-900">{role.closes}</span>
                    </li>
                    {/* An invented role says so on its own card, with its facts (decision 0936). */}
                    {sampleLabel && role.sample && (
                      <li
                        className="basis-full sm:mt-1.5"
                        dangerouslySetInnerHTML={{ __html: sampleLabel }}
                      />
                    )}
                  </ul>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Reveal>
  );
}
