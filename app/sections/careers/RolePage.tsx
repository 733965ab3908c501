import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import { Icon } from "../../components/Icon";
import { PageHero } from "../../components/PageHero";
import type { CareersRolesCopy, RoleSummary } from "../../content/schemas/careers-roles";
import type { PersonCard } from "../../content/schemas/people";
import { AuthorCard } from "../people/PersonCards";

/**
 * A role's page (/careers/<slug>; docs/decisions/0907-open-roles.md): the hero with the role at a
 * glance, its description (Markdown rendered at build), the person who hires and how to apply
 * by e-mail (the role and the resume in the subject) or phone. Everything arrives as the page's
 * data; this module only places it.
 */
type Words = CareersRolesCopy["role"];

const asideHeading = "text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase";

/** The description's styles: paragraphs, self-linking headings and lists of the role's Markdown. */
const bodyClasses = [
  "max-w-[68ch] text-[1.0625rem] leading-relaxed text-ink-800",
  "[&>p:first-child]:font-display [&>p:first-child]:text-[clamp(1.2rem,1.1rem+0.5vw,1.45rem)] [&>p:first-child]:leading-snug [&>p:first-child]:text-ink-900",
  "[&>*+*]:mt-4 [&>h2]:mt-10 [&>h3]:mt-8",
  "[&_h2]:font-display [&_h2]:text-h3 [&_h2]:text-ink-950 [&_h3]:font-semibold [&_h3]:text-ink-950",
  "[&_:is(h2,h3)]:scroll-mt-28 [&_:is(h2,h3)>a]:text-inherit [&_:is(h2,h3)>a]:no-underline [&_:is(h2,h3)>a:hover]:underline",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-2 [&_:is(ul,ol)]:pl-6 [&_li]:marker:text-teal-600",
  "[&_a]:font-semibold [&_a]:text-teal-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-ink-950",
].join(" ");

export function RoleHero({
  role,
  facts,
  words,
  mailto,
  sampleLabel,
}: {
  role: RoleSummary;
  facts: readonly { label: string; value: string }[];
  words: Words;
  mailto: string;
  /** The sample label's HTML when the role is invented (decisions 0805, 0936), under its facts. */
  sampleLabel: string | null;
}) {
  return (
    <PageHero
      eyebrow={role.team}
      title={role.title}
      lead={role.summary}
      aside={
        <div>
          <dl className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white px-6 py-2 shadow-card">
            {facts.map((fact) => (
              <div key={fact.label} className="flex items-baseline justify-between gap-6 py-3">
                <dt className="text-sm text-ink-600">{fact.label}</dt>
                <dd className="text-right font-semibold text-ink-950">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {/* Under the role's facts, as a hero's proof card carries it: not a line of its own
              between the summary and the buttons (decision 0936). */}
          {sampleLabel && <p className="mt-3" dangerouslySetInnerHTML={{ __html: sampleLabel }} />}
        </div>
      }
    >
      <p className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-4">
        <a
          href={mailto}
          className="inline-flex items-center gap-2 rounded-full bg-ink-900 px-5 py-3 text-[0.95rem] font-semibold whitespace-nowrap text-white transition-colors hover:bg-ink-800 sm:px-6"
        >
          <Icon name="mail" size={17} />
          {words.emailLabel}
        </a>
        <Link
          discover="none"
          to="/careers"
          className="inline-flex items-center gap-2 font-semibold text-teal-700 underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden="true" size={17} />
          {words.backLabel}
        </Link>
      </p>
    </PageHero>
  );
}

export function RoleBody({
  html,
  words,
  manager,
  apply,
}: {
  html: string;
  words: Words;
  manager: PersonCard;
  apply: { email: string; mailto: string; phone: string; tel: string };
}) {
  return (
    <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div>
        {/* The role's own Markdown, rendered at build time with raw HTML refused. */}
        <div className={bodyClasses} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      <div className="space-y-8 self-start">
        <section aria-labelledby="role-manager-heading">
          <h2 id="role-manager-heading" className={asideHeading}>
            {words.hiringManagerHeading}
          </h2>
          <div className="mt-3">
            <AuthorCard author={manager} />
          </div>
        </section>
        <section
          id="role-apply"
          aria-labelledby="role-apply-heading"
          className="on-dark rounded-card bg-ink-900 p-6 text-white sm:p-8"
        >
          <h2 id="role-apply-heading" className="font-display text-h3 text-white">
            {words.applyHeading}
          </h2>
          <p className="mt-3 text-ink-100">{words.applyLead}</p>
          <ul className="mt-6 grid gap-5">
            <li className="@container">
              <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
                <Icon name="mail" size={16} />
                {words.emailLabel}
              </p>
              <a
                href={apply.mailto}
                className="mt-2 block text-[min(1.15rem,6.4cqi)] font-semibold whitespace-nowrap text-white underline decoration-white/30 underline-offset-4 hover:decoration-amber-300"
              >
                {apply.email}
              </a>
            </li>
            <li>
              <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-teal-300 uppercase">
                <Icon name="phone" size={16} />
                {words.phoneLabel}
              </p>
              <a
                href={apply.tel}
                className="mt-2 block text-[1.15rem] font-semibold whitespace-nowrap text-white underline decoration-white/30 underline-offset-4 hover:decoration-amber-300"
              >
                {apply.phone}
              </a>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
