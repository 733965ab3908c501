import ArrowRight from "lucide-react/icons/arrow-right";
import { SampleLabel } from "../../components/SampleLabel";
import { StatusMark } from "../../components/StatusMark";
import type { ResourceSummary } from "../../content/resource-routes";
import type { ContentStatus } from "../../content/schemas/common";
import type { PersonCard } from "../../content/schemas/people";
import { BlockHeading } from "../marketing/BlockHeading";
import { ResultFigure } from "../resources/ResultFigure";

/** A case study as the proof links it (app/catalog/service-sections.server.ts). */
interface ProofStudy {
  title: string;
  to: string;
  /** Base name of its drawing (public/images/<image>-480.webp). */
  image: string;
  /** Its one- or two-sentence description. */
  desc: string;
  result?: ResourceSummary["result"];
}

/** What a service page's proof shows, built at build time by its loader (decision 0908). */
export interface ServiceProofData {
  copy: {
    eyebrow: string;
    caseStudies: string;
    empty: string;
    emptyLink: { label: string; href: string };
    ledBy: string;
    typical: string;
    timeline: string;
    budget: string;
  };
  heading: string;
  timeline: string;
  budget: string;
  status?: ContentStatus;
  /** The one wording of sample content, when the band is sample (decision 0805). */
  sampleNote?: string;
  leads: readonly PersonCard[];
  studies: readonly ProofStudy[];
}

/**
 * The person's portrait over the stand-in, their monogram (decisions 0914, 0921). A portrait that
 * fails to load leaves the monogram showing (app.css keeps the browser's broken-image icon out),
 * so the tile needs no script.
 */
function LeadTile({ person }: { person: PersonCard }) {
  return (
    <span aria-hidden="true" className="relative size-20 shrink-0 overflow-hidden rounded-2xl">
      <span data-stand-in="" data-initials={person.initials} className="person-stand-in" />
      {person.portrait && (
        <img
          src={`/images/${person.portrait}-480.webp`}
          alt=""
          loading="lazy"
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}

/**
 * A case study's card: its title (the link) and its headline result; a lone study, with the
 * room, also its drawing and what it was about. Two side by side drop the drawing: at 128 px a
 * study's drawing could not be read (a review), and the figure is the card's proof.
 */
function StudyCard({ study, lone }: { study: ProofStudy; lone: boolean }) {
  return (
    <article
      className={`relative grid items-center gap-x-4 gap-y-3 rounded-card border border-ink-100 bg-white shadow-card ${lone ? "grid-cols-[5rem_1fr] p-3 sm:grid-cols-[15rem_1fr] sm:gap-x-6 sm:pr-5" : "grid-rows-[auto_auto_1fr] p-5"}`}
    >
      {lone && (
        <img
          src={`/images/${study.image}-480.webp`}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          className="w-full rounded-xl sm:row-span-3"
        />
      )}
      <h4 className="font-display text-lg leading-snug text-ink-950 sm:text-xl">
        <a
          href={study.to}
          className="after:absolute after:inset-0 after:content-[''] hover:underline"
        >
          {study.title}
        </a>
      </h4>
      {/* A lone case study has the room to say what it was about. */}
      {lone && <p className="col-span-2 text-sm text-ink-700 sm:col-span-1">{study.desc}</p>}
      {study.result && (
        <ResultFigure
          result={study.result}
          size="small"
          className={lone ? "col-span-2 sm:col-span-1" : ""}
        />
      )}
      {/* The whole card is the study's link: an arrow says so, as on the home page's cards. */}
      <ArrowRight
        aria-hidden="true"
        size={18}
        className={`justify-self-end text-teal-700 ${lone ? "col-span-2 sm:col-span-1" : "self-end"}`}
      />
    </article>
  );
}

/**
 * A service page's proof, right under its highlight card (issue 50, decision 0908): the case
 * studies tagged for the service, then who leads it and what a typical study takes. Rendered to
 * HTML at build time with the page's own section, so no page's JavaScript carries it; its links
 * are plain links for the same reason.
 */
export function ServiceProof({ slug, proof }: { slug: string; proof: ServiceProofData }) {
  const { copy, studies } = proof;
  const id = `${slug}-proof-heading`;
  return (
    <section aria-labelledby={id} className="container-page pt-14">
      <BlockHeading id={id} eyebrow={copy.eyebrow} title={proof.heading} />
      <div className="mt-8 grid gap-8 lg:grid-cols-3 lg:gap-10">
        <div className="lg:col-span-2">
          <h3 className="eyebrow">{copy.caseStudies}</h3>
          {studies.length ? (
            <ul className={`mt-3 grid gap-4 ${studies.length > 1 ? "md:grid-cols-2" : ""}`}>
              {studies.map((study) => (
                <li key={study.to} className="grid">
                  <StudyCard study={study} lone={studies.length === 1} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="mt-3 rounded-card border-2 border-dashed border-ink-200 p-6">
              <p className="max-w-prose text-ink-700">{copy.empty}</p>
              <a
                href={copy.emptyLink.href}
                className="mt-4 inline-block font-semibold text-teal-700 underline underline-offset-4"
              >
                {copy.emptyLink.label}
              </a>
            </div>
          )}
        </div>
        <div className="grid content-start gap-8 sm:grid-cols-2 lg:grid-cols-1">
          {proof.leads.length > 0 && (
            <div>
              <h3 className="eyebrow">{copy.ledBy}</h3>
              <ul className="mt-3 grid gap-3">
                {proof.leads.map((person) => (
                  <li key={person.id} className="flex items-start gap-4">
                    <LeadTile person={person} />
                    <p className="min-w-0 pt-1 text-sm text-ink-700">
                      <span className="block font-display text-lg text-ink-950">
                        {person.profile ? (
                          <a
                            href={person.profile}
                            className="underline-offset-4 hover:text-teal-700 hover:underline"
                          >
                            {person.name}
                          </a>
                        ) : (
                          person.name
                        )}
                      </span>
                      <span className="block font-semibold text-teal-700">{person.role}</span>
                      {/* The lead's credential, why a buyer trusts them with the study; from 1024 px
                          the name links to it on /about, and the page's own section stays within
                          its first 1,800 px (issue 50). */}
                      <span className="mt-1 block lg:hidden">{person.credential}</span>
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div>
            <h3 className="eyebrow">{copy.typical}</h3>
            <dl className="mt-3 flex flex-wrap gap-x-10 gap-y-3">
              <div>
                <dt className="text-sm text-ink-600">{copy.timeline}</dt>
                <dd className="figure text-[1.75rem] text-ink-950">{proof.timeline}</dd>
              </div>
              <div>
                <dt className="text-sm text-ink-600">{copy.budget}</dt>
                <dd className="figure text-[1.75rem] text-ink-950">{proof.budget}</dd>
              </div>
            </dl>
            {proof.sampleNote && (
              <p className="mt-3">
                <SampleLabel text={proof.sampleNote} />
              </p>
            )}
            <StatusMark status={proof.status} />
          </div>
        </div>
      </div>
    </section>
  );
}
