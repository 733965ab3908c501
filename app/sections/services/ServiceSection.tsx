import { SampleLabel } from "../../components/SampleLabel";
import { SnapRow } from "../../components/SnapRow";
import { StatusMark } from "../../components/StatusMark";
import type { ContentStatus } from "../../content/schemas/common";
import { BlockHeading } from "../marketing/BlockHeading";
import { contentPreview } from "../../lib/content-preview";

/**
 * The section only this service page has: a heading, a lead, and a chart drawn at build time
 * or a study's verbatims (app/catalog/service-sections.server.ts). The chart's figure is the
 * build's own markup, from content checked by zod; the section needs no script.
 */
export function ServiceSection({
  slug,
  section,
}: {
  slug: string;
  section: {
    eyebrow: string;
    heading: string;
    lead: string;
    link?: { label: string; to: string };
    html?: string;
    quotes?: readonly { text: string; who: string }[];
    source?: string;
    status?: ContentStatus;
    /** The one wording of sample evidence, where the quotes are sample (the loader's). */
    sampleNote?: string;
  };
}) {
  const id = `${slug}-unique-heading`;
  const intro = (
    <div>
      <BlockHeading id={id} eyebrow={section.eyebrow} title={section.heading} />
      <p className="mt-5 max-w-xl text-lead text-ink-700">{section.lead}</p>
      {/* A plain link in the section, where a banner would repeat another page's (0952). */}
      {section.link && (
        <a
          href={section.link.to}
          className="mt-5 inline-block font-semibold text-teal-700 underline underline-offset-4"
        >
          {section.link.label}
        </a>
      )}
    </div>
  );
  if (section.html)
    return (
      <section aria-labelledby={id} className="py-12 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
          {intro}
          <div dangerouslySetInnerHTML={{ __html: section.html }} />
        </div>
      </section>
    );
  return (
    <section aria-labelledby={id} className="py-12 sm:py-20">
      <div className="container-page">
        {intro}
        {/* On a phone a row that scrolls sideways (snap-row, decision 0944). */}
        <SnapRow label={section.eyebrow} className="mt-8 sm:mt-10 sm:gap-6 md:grid-cols-3">
          {section.quotes?.map((q) => (
            <li key={q.who}>
              <figure className="flex h-full flex-col rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-6">
                <blockquote className="border-l-4 border-teal-600 pl-4 font-display text-[1.125rem] leading-snug text-ink-950 sm:text-[1.25rem]">
                  <p>“{q.text}”</p>
                </blockquote>
                <figcaption className="mt-auto pt-5 text-sm text-ink-600">{q.who}</figcaption>
              </figure>
            </li>
          ))}
        </SnapRow>
        {section.source && (
          <p className="mt-6 flex max-w-3xl flex-wrap items-center gap-x-3 gap-y-2 text-sm text-ink-600">
            {section.source}
            {/* Invented quotes say so in every build, in one wording (decisions 0805, 0910). */}
            {section.sampleNote && <SampleLabel text={section.sampleNote} />}
          </p>
        )}
        {contentPreview && <StatusMark status={section.status} />}
      </div>
    </section>
  );
}
