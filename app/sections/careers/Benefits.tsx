import { IconTile } from "../../components/IconTile";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { careersPage } from "../../content/careers";

export function Benefits() {
  const { benefits } = careersPage;
  return (
    <Reveal
      as="section"
      aria-labelledby="careers-benefits"
      className="container-page py-16 sm:py-24"
    >
      <SectionHeading id="careers-benefits" eyebrow={benefits.eyebrow} title={benefits.heading} />
      <ul className="mt-10 grid gap-5 md:grid-cols-3">
        {benefits.items.map((b, i) => (
          <li
            key={b.key}
            className="relative overflow-hidden rounded-card border border-ink-100 bg-white p-8 shadow-card"
          >
            <div
              aria-hidden="true"
              className={`absolute -top-10 -right-10 size-32 rounded-full ${["bg-amber-100", "bg-teal-100", "bg-sand-100"][i % 3]}`}
            />
            <IconTile name={b.icon} className="relative" />
            <h3 className="card-title relative mt-6">{b.title}</h3>
            <p className="relative mt-3 text-ink-700">{b.text}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
