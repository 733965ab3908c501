import { BlockHeading } from "../marketing/BlockHeading";

/**
 * The section only this service page has: a heading, a lead and a chart drawn at build time
 * (app/catalog/service-charts.server.ts). The figure is the build's own markup, from content
 * checked by zod; it needs no script.
 */
export function ServiceChart({
  slug,
  section,
}: {
  slug: string;
  section: { eyebrow: string; heading: string; lead: string; html: string };
}) {
  const id = `${slug}-chart-heading`;
  return (
    <section aria-labelledby={id} className="py-14 sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr] lg:gap-16">
        <div>
          <BlockHeading id={id} eyebrow={section.eyebrow} title={section.heading} />
          <p className="mt-5 max-w-xl text-lead text-ink-700">{section.lead}</p>
        </div>
        <div dangerouslySetInnerHTML={{ __html: section.html }} />
      </div>
    </section>
  );
}
