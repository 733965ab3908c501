import { IconTile } from "../../components/IconTile";
import { Reveal } from "../../components/Reveal";
import { industriesPage } from "../../content/industries";

const { values } = industriesPage;

/** The four value cards that open /industries. */
export function IndustryValues() {
  return (
    <Reveal as="section" aria-labelledby="industry-values-heading" className="bg-paper">
      <div className="container-page py-16 sm:py-20">
        <h2 id="industry-values-heading" className="max-w-2xl font-display text-h2 text-ink-950">
          {values.heading}
        </h2>
        {/* On a phone one card of rows, each tile beside its title (tile-rows, decision 0947). */}
        <ul className="mt-10 tile-rows sm:grid-cols-2 sm:gap-5 lg:grid-cols-4">
          {values.items.map((item) => (
            <li key={item.title} className="sm:shadow-card">
              <IconTile name={item.icon} />
              <h3 className="card-title sm:mt-5">{item.title}</h3>
              <p className="text-[0.95rem] leading-relaxed text-ink-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </Reveal>
  );
}
