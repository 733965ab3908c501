import { StatusMark } from "../../components/StatusMark";
import { privacyDocument as doc } from "../../content/privacy";
import { site } from "../../content/site";
import { longDate } from "../../content/dates";
import { Notice } from "../marketing/Notice";
import { contentPreview } from "../../lib/content-preview";

/** Privacy policy and terms: a table of contents beside the numbered sections. */
export function LegalDocument() {
  return (
    <div className="container-page py-14 sm:py-20">
      <Notice>{doc.notice}</Notice>
      {contentPreview && <StatusMark status={doc.status} />}
      <p className="mt-6 text-sm text-ink-600">
        {doc.updatedLabel}: <time dateTime={doc.updated}>{longDate(doc.updated)}</time>
      </p>
      <div className="mt-10 grid gap-12 lg:grid-cols-[16rem_1fr]">
        <nav aria-labelledby="legal-toc-heading" className="self-start lg:sticky lg:top-28">
          <h2 id="legal-toc-heading" className="eyebrow">
            {doc.tocLabel}
          </h2>
          {doc.parts.map((part) => (
            <div key={part.heading} className="mt-5">
              <p className="text-sm font-semibold text-ink-900">{part.heading}</p>
              <ul className="mt-2 space-y-1.5 border-l border-ink-100 pl-4">
                {part.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="text-sm text-ink-600 hover:text-ink-950 hover:underline"
                    >
                      {section.heading}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div className="max-w-[70ch] space-y-16">
          {doc.parts.map((part) => (
            <section key={part.heading} aria-label={part.heading}>
              <h2 className="font-display text-h2 text-ink-950">{part.heading}</h2>
              <ol className="mt-8 space-y-10">
                {part.sections.map((section, index) => (
                  <li key={section.id} id={section.id} className="scroll-mt-28">
                    <h3 className="card-title">
                      <span className="mr-2 text-teal-700 tabular-nums">{index + 1}.</span>
                      {section.heading}
                    </h3>
                    <div className="prose-body mt-3 leading-relaxed text-ink-800">
                      {section.paragraphs.map((p) => (
                        <p key={p.slice(0, 40)}>{p}</p>
                      ))}
                    </div>
                    {"list" in section && section.list && (
                      <ul className="mt-4 list-disc space-y-2 pl-5 text-ink-800 marker:text-teal-600">
                        {section.list.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <section
            aria-labelledby="privacy-contact-heading"
            className="@container rounded-card bg-sand-100 p-7"
          >
            <h2 id="privacy-contact-heading" className="card-title">
              {doc.contactHeading}
            </h2>
            <p className="mt-2 text-ink-800">
              {doc.contactText}{" "}
              <a
                href={`mailto:${site.email}`}
                className="text-[min(1em,5.8cqi)] font-semibold whitespace-nowrap text-teal-700 underline"
              >
                {site.email}
              </a>
            </p>
          </section>
        </div>
      </div>
    </div>
  );
}
