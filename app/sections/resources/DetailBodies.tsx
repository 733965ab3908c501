import { Quote } from "lucide-react";
import { ButtonLink } from "../../components/ButtonLink";
import { resourceLabels as L } from "../../content/resources";
import type {
  ArticleDetail,
  CaseStudyDetail,
  GuideBookDetail,
  PanelBookDetail,
  ResourceDetail,
} from "../../content/resources/types";
import { FactList } from "./FactList";
import { CheckList, Prose } from "./Prose";

const asideCard = "rounded-card border border-ink-100 bg-sand-100 p-6";
const asideHeading = "text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase";
const h2 = "font-display text-[clamp(1.5rem,1.3rem+0.8vw,2rem)] leading-tight text-ink-950";

function PanelBookBody({ detail }: { detail: PanelBookDetail }) {
  return (
    <>
      <section aria-labelledby="panel-facts-heading">
        <h2 id="panel-facts-heading" className={h2}>
          {L.panelFacts}
        </h2>
        <div className="mt-6">
          <FactList facts={detail.facts} />
        </div>
      </section>
      <div className="mt-14 grid gap-12 lg:grid-cols-[1fr_20rem]">
        <Prose sections={detail.sections} />
        <aside aria-labelledby="profiling-heading" className="self-start lg:sticky lg:top-28">
          <div className={asideCard}>
            <h2 id="profiling-heading" className={asideHeading}>
              {L.profiling}
            </h2>
            <CheckList items={detail.profiling} className="mt-4 text-[0.95rem]" />
            <ButtonLink to={L.requestPanelBook.to} className="mt-6 w-full">
              {L.requestPanelBook.label}
            </ButtonLink>
          </div>
        </aside>
      </div>
    </>
  );
}

function GuideBookBody({ detail }: { detail: GuideBookDetail }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="chapters-heading">
        <div className="prose-body max-w-[68ch] text-[1.0625rem] leading-relaxed text-ink-800">
          {detail.overview.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </div>
        <h2 id="chapters-heading" className={`${h2} mt-12`}>
          {L.chapters}
        </h2>
        <ol className="mt-6 space-y-4">
          {detail.chapters.map((chapter, index) => (
            <li
              key={chapter.title}
              className="flex gap-5 rounded-card border border-ink-100 bg-white p-6 shadow-card"
            >
              <span
                aria-hidden="true"
                className="font-display text-3xl leading-none text-teal-700 tabular-nums"
              >
                {String(index + 1).padStart(2, "0")}
              </span>
              <div>
                <h3 className="font-display text-h3 text-ink-950">{chapter.title}</h3>
                <p className="mt-2 leading-relaxed text-ink-700">{chapter.summary}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <aside aria-labelledby="guide-facts-heading" className="self-start lg:sticky lg:top-28">
        <div className={asideCard}>
          <h2 id="guide-facts-heading" className={asideHeading}>
            {L.guideFacts}
          </h2>
          <dl className="mt-4 space-y-3">
            {detail.facts.map((fact) => (
              <div
                key={fact.label}
                className="flex justify-between gap-4 border-b border-sand-200 pb-3"
              >
                <dt className="text-ink-600">{fact.label}</dt>
                <dd className="text-right font-semibold text-ink-900">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <h2 className={`${asideHeading} mt-6`}>{L.audience}</h2>
          <p className="mt-2 leading-relaxed text-ink-800">{detail.audience}</p>
          <ButtonLink to={L.requestGuide.to} className="mt-6 w-full">
            {L.requestGuide.label}
          </ButtonLink>
        </div>
      </aside>
    </div>
  );
}

function CaseStudyBody({ detail }: { detail: CaseStudyDetail }) {
  const blocks = [
    { heading: L.challenge, paragraphs: detail.challenge },
    { heading: L.approach, paragraphs: detail.approach },
    { heading: L.result, paragraphs: detail.result },
  ];
  return (
    <>
      <section aria-label={L.keyFigures}>
        <FactList facts={detail.metrics} columns={4} />
      </section>
      <div className="mt-14 grid gap-12 lg:grid-cols-[1fr_20rem]">
        <div>
          <Prose sections={blocks} />
          {detail.quote && (
            <figure className="on-dark mt-12 rounded-card bg-ink-900 p-8 text-white">
              <Quote aria-hidden="true" className="text-amber-300" size={28} />
              <blockquote className="mt-4 font-display text-[1.4rem] leading-snug">
                <p>{detail.quote.text}</p>
              </blockquote>
              <figcaption className="mt-5 text-sm text-ink-200">
                {detail.quote.attribution}
              </figcaption>
            </figure>
          )}
        </div>
        <aside aria-label={L.client} className="self-start lg:sticky lg:top-28">
          <dl className={`${asideCard} space-y-4`}>
            <div>
              <dt className={asideHeading}>{L.client}</dt>
              <dd className="mt-1 text-ink-900">{detail.client}</dd>
            </div>
            <div>
              <dt className={asideHeading}>{L.industry}</dt>
              <dd className="mt-1 text-ink-900">{detail.industry}</dd>
            </div>
            <div>
              <dt className={asideHeading}>{L.services}</dt>
              <dd className="mt-1 text-ink-900">{detail.services.join(", ")}</dd>
            </div>
          </dl>
          <ButtonLink to={L.discussCase.to} className="mt-5 w-full">
            {L.discussCase.label}
          </ButtonLink>
        </aside>
      </div>
    </>
  );
}

function ArticleBody({ detail }: { detail: ArticleDetail }) {
  return (
    <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
      <div className="max-w-[68ch]">
        <Prose sections={detail.sections} />
      </div>
      <aside aria-labelledby="takeaways-heading" className="self-start lg:sticky lg:top-28">
        <div className={asideCard}>
          <h2 id="takeaways-heading" className={asideHeading}>
            {L.takeaways}
          </h2>
          <CheckList items={detail.takeaways} className="mt-4 text-[0.95rem]" />
          <ButtonLink to={L.discussArticle.to} className="mt-6 w-full">
            {L.discussArticle.label}
          </ButtonLink>
        </div>
      </aside>
    </div>
  );
}

/** The body of a Resource Center detail page, by kind. */
export function DetailBody({ detail }: { detail: ResourceDetail }) {
  switch (detail.kind) {
    case "panel-books":
      return <PanelBookBody detail={detail} />;
    case "guide-books":
      return <GuideBookBody detail={detail} />;
    case "case-studies":
      return <CaseStudyBody detail={detail} />;
    case "articles":
      return <ArticleBody detail={detail} />;
  }
}
