import { IconTile } from "../../components/IconTile";
import { SnapRow } from "../../components/SnapRow";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import type { ServicePage } from "../../content/service-pages";
import { serviceAccent } from "./service-accent";

export function ApproachCards({ page }: { page: ServicePage }) {
  const { approach } = page;
  const headingId = `${page.slug}-approach`;
  return (
    <Reveal as="section" aria-labelledby={headingId} className="bg-sand-100 py-12 sm:py-24">
      <div className="container-page">
        <SectionHeading
          id={headingId}
          eyebrow={approach.eyebrow}
          title={approach.heading}
          lead={approach.intro}
        />
        {/* On a phone a row that scrolls sideways (snap-row, decision 0944). */}
        <SnapRow label={approach.eyebrow} className="mt-8 sm:mt-10 md:grid-cols-3">
          {approach.cards.map((card) => (
            <li
              key={card.title}
              className="relative overflow-hidden rounded-card border border-sand-200 bg-white p-6 shadow-card sm:p-7 transition-transform duration-300 hover:-translate-y-1"
            >
              <div
                aria-hidden="true"
                className={`absolute inset-x-0 top-0 h-1 ${serviceAccent[page.slug]}`}
              />
              <IconTile name={card.icon} />
              <h3 className="card-title mt-5 sm:mt-6">{card.title}</h3>
              <p className="mt-3 text-ink-700">{card.text}</p>
            </li>
          ))}
        </SnapRow>
      </div>
    </Reveal>
  );
}
