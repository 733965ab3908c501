import { IconTile } from "../../components/IconTile";
import { SnapRow } from "../../components/SnapRow";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { careersPage } from "../../content/careers";

export function Benefits() {
  const { benefits } = careersPage;
  return (
    <Reveal
      as="section"
      aria-labelledby="careers-benefits"
      className="container-page py-12 sm:py-24"
    >
      <SectionHeading id="careers-benefits" eyebrow={benefits.eyebrow} title={benefits.heading} />
      {/* On a phone one row that scrolls sideways (snap-row), each tile beside its title, not
          above it (decision 0947). */}
      <SnapRow label={benefits.eyebrow} className="mt-8 sm:mt-10 sm:gap-5 md:grid-cols-3">
        {benefits.items.map((b, i) => (
          <li key={b.key} className="tile-card">
            <div
              aria-hidden="true"
              className={`absolute -top-10 -right-10 size-20 rounded-full sm:size-32 ${["bg-amber-100", "bg-teal-100", "bg-sand-100"][i % 3]}`}
            />
            <div className="relative tile-head pr-6 sm:pr-0">
              <IconTile name={b.icon} />
              <h3 className="card-title sm:mt-6">{b.title}</h3>
            </div>
            <p className="relative mt-4 text-ink-700 sm:mt-3">{b.text}</p>
          </li>
        ))}
      </SnapRow>
    </Reveal>
  );
}
