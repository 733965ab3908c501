import { ButtonLink } from "../../components/ButtonLink";
import { SnapRow } from "../../components/SnapRow";
import Quote from "lucide-react/icons/quote";
import { SampleLabel } from "../../components/SampleLabel";
import type { ResourceSummary } from "../../content/resource-routes";
import type { HoldingProofCopy } from "../../content/schemas/holding-proof";
import { ResultFigure } from "../resources/ResultFigure";
import { BlockHeading } from "./BlockHeading";

/** A case study as the holding pages show it (app/catalog/holding-pages.server.tsx). */
export interface HoldingStudy {
  title: string;
  to: string;
  /** Base name of its drawing (public/images/<image>-480.webp, and its -wide- crop). */
  image: string;
  desc: string;
  result?: ResourceSummary["result"];
  /** Invented for the example (status `sample`): its card carries the sample label. */
  sample?: boolean;
}

/** A kind of client by sector, as /clients shows it (no client named: decision 0912). */
export interface ClientSector {
  name: string;
  clients: string;
  decisions: string;
  /** Its industry on /industries: the link's words and address. */
  link?: { label: string; to: string };
}

/** A pull quote of a case study: its words, its credit and the study it comes from. */
export interface HoldingQuote {
  text: string;
  credit: string;
  title: string;
  to: string;
}

/**
 * Columns of a 6-column grid for the i-th of n cards: the first n % 3 cards share a row of their
 * own (two halves, or one whole row), the rest come three to a row, so no row has a hole.
 */
function span(i: number, n: number): string {
  const lead = n % 3;
  if (i < lead) return lead === 1 ? "lg:col-span-6" : "lg:col-span-3";
  return "lg:col-span-2";
}

/**
 * /case-studies: a few case studies with their drawing and headline result, three to a row, and
 * one link to the full list (decisions 0910, 0941). Rendered to HTML at build, so no script
 * carries it; plain links.
 */
export function CaseStudyResults({
  copy,
  studies,
  all,
  sampleNote,
}: {
  copy: HoldingProofCopy["caseStudies"];
  studies: readonly HoldingStudy[];
  /** The link to every case study: its words (with the count filled in) and its address. */
  all: { label: string; to: string };
  /** The case studies' sample label, set on each invented study's card. */
  sampleNote?: string;
}) {
  if (studies.length === 0) return null;
  const n = studies.length;
  return (
    <section aria-labelledby="case-studies-results-heading">
      <BlockHeading id="case-studies-results-heading" eyebrow={copy.eyebrow} title={copy.heading} />
      <p className="mt-4 max-w-2xl text-lead text-ink-700">{copy.lead}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {studies.map((study, i) => {
          const wide = i < n % 3;
          // An odd last card of the two-column rows takes the row, with the wide crop there.
          const wideInPairs = !wide && i === n - 1 && n % 2 === 1;
          return (
            <li
              key={study.to}
              className={`grid ${span(i, n)} ${wideInPairs ? "sm:max-lg:col-span-2" : ""}`}
            >
              <article className="relative flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-3 has-[a:focus-visible]:outline-teal-600">
                {/* A card with a row to itself or a half row shows the drawing's wide crop. */}
                <picture>
                  {wideInPairs && (
                    <source
                      media="(min-width: 40rem) and (max-width: 63.99rem)"
                      srcSet={`/images/${study.image}-wide-960.webp`}
                      width={960}
                      height={480}
                    />
                  )}
                  <img
                    src={`/images/${study.image}${wide ? "-wide-960" : "-480"}.webp`}
                    alt=""
                    width={wide ? 960 : 480}
                    height={wide ? 480 : 300}
                    loading="lazy"
                    className={`block w-full bg-sand-100 object-cover ${wide ? "aspect-[2/1]" : `aspect-[16/10] ${wideInPairs ? "sm:max-lg:aspect-[2/1]" : ""}`}`}
                  />
                </picture>
                <div className="flex flex-1 flex-col p-6">
                  {study.result && <ResultFigure result={study.result} size="small" />}
                  <h3 className="card-title mt-5">
                    <a
                      href={study.to}
                      className="after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:outline-none"
                    >
                      {study.title}
                    </a>
                  </h3>
                  <p className="mt-3 text-[0.95rem] leading-relaxed text-ink-600">{study.desc}</p>
                  {/* Each invented study says so on its own card, at its foot (decision 0936). */}
                  {sampleNote && study.sample && (
                    <p className="mt-auto pt-5">
                      <SampleLabel text={sampleNote} />
                    </p>
                  )}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
      {/* The one way on to the rest: the Resource Center's list, which holds them all (0941). */}
      <p className="mt-10">
        <ButtonLink to={all.to}>{all.label}</ButtonLink>
      </p>
    </section>
  );
}

/**
 * /clients: what clients said (the case studies' pull quotes, each with its credit and its
 * study; decisions 0910, 0934). Rendered to HTML at build.
 */
export function ClientQuotes({
  copy,
  readStudy,
  quotes,
  sampleNote,
}: {
  copy: HoldingProofCopy["clients"];
  readStudy: string;
  quotes: readonly HoldingQuote[];
  sampleNote?: string;
}) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="clients-quotes-heading">
      <BlockHeading id="clients-quotes-heading" eyebrow={copy.eyebrow} title={copy.heading} />
      <p className="mt-4 max-w-2xl text-lead text-ink-700">{copy.lead}</p>
      {/* The first n mod 3 quotes lead, dark and wide; the rest are light cards three to a row,
          so seven quotes are not a wall of navy slabs (decision 0933). On a phone one row that
          scrolls sideways (snap-row), so seven quotes take one card's height (decision 0947). */}
      <SnapRow
        label={copy.eyebrow}
        className="mt-8 sm:mt-10 sm:gap-6 sm:grid-cols-2 sm:max-lg:last-odd-wide lg:grid-cols-6"
      >
        {quotes.map((quote, i) => {
          const lead = i < quotes.length % 3;
          return (
            <li key={quote.to + quote.credit} className={`grid ${span(i, quotes.length)}`}>
              <figure
                className={`relative flex flex-col overflow-hidden rounded-card ${lead ? "on-dark bg-ink-900 p-6 text-white sm:p-10" : "border border-ink-100 bg-white p-6 shadow-card sm:p-7"}`}
              >
                {lead && (
                  <div
                    aria-hidden="true"
                    className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-teal-600/35 blur-3xl"
                  />
                )}
                <Quote
                  aria-hidden="true"
                  size={lead ? 32 : 24}
                  className={`relative ${lead ? "text-amber-300" : "text-teal-600"}`}
                />
                <blockquote
                  className={`relative mt-5 font-display leading-snug ${lead ? "text-[clamp(1.25rem,1.1rem+0.6vw,1.6rem)]" : "text-lg text-ink-950"}`}
                >
                  <p>{quote.text}</p>
                </blockquote>
                <figcaption
                  className={`relative mt-auto pt-6 text-sm sm:pt-8 ${lead ? "text-ink-100" : "text-ink-600"}`}
                >
                  <span className={`block font-semibold ${lead ? "text-white" : "text-ink-900"}`}>
                    {quote.credit}
                  </span>
                  <a
                    href={quote.to}
                    className={`mt-2 inline-block font-semibold underline underline-offset-4 ${lead ? "text-teal-300 hover:text-white" : "text-teal-700 hover:text-teal-800"}`}
                  >
                    {readStudy}: {quote.title}
                  </a>
                </figcaption>
              </figure>
            </li>
          );
        })}
      </SnapRow>
      {/* Under the quotes, as the sectors' label is under theirs: a caption of what it covers,
          not a notice above it (decisions 0932, 0936). */}
      {sampleNote && (
        <p className="mt-6">
          <SampleLabel text={sampleNote} />
        </p>
      )}
    </section>
  );
}

/**
 * /clients: the kinds of organisation served, by sector, each with the decisions they bring and a
 * link to its industry (decision 0912). Text first, as the specification's page is; rendered to
 * HTML at build.
 */
export function ClientSectors({
  heading,
  lead,
  decisionsLabel,
  sectors,
  sampleNote,
}: {
  heading: string;
  lead: string;
  decisionsLabel: string;
  sectors: readonly ClientSector[];
  sampleNote?: string;
}) {
  if (sectors.length === 0) return null;
  return (
    <section aria-labelledby="clients-sectors-heading">
      <BlockHeading id="clients-sectors-heading" title={heading} />
      <p className="mt-4 max-w-2xl text-lead text-ink-700">{lead}</p>
      {/* On a phone one row that scrolls sideways (snap-row, decision 0947). Focusable and named:
          the last kind has no link for the keyboard to stop on. */}
      <SnapRow label={heading} className="mt-8 sm:mt-10 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {sectors.map((sector) => (
          <li
            key={sector.name}
            className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card"
          >
            <h3 className="border-l-3 border-teal-600 pl-3 text-lg leading-snug font-semibold text-ink-950">
              {sector.name}
            </h3>
            <p className="mt-4 text-[0.95rem] leading-relaxed text-ink-700">{sector.clients}</p>
            <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">
              {decisionsLabel}
            </p>
            <p className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-700">{sector.decisions}</p>
            {sector.link && (
              <a
                href={sector.link.to}
                className="mt-auto pt-5 text-sm font-semibold text-balance text-teal-700 underline-offset-4 hover:underline"
              >
                {sector.link.label}
              </a>
            )}
          </li>
        ))}
      </SnapRow>
      {sampleNote && (
        <p className="mt-6">
          <SampleLabel text={sampleNote} />
        </p>
      )}
    </section>
  );
}
