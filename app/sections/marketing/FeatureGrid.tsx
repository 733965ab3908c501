import { IconTile } from "../../components/IconTile";
import type { IconName } from "../../content/icons";
import { Reveal } from "../../components/Reveal";
import { BlockHeading } from "./BlockHeading";

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** A headed grid of icon cards. */
export function FeatureGrid({
  id,
  eyebrow,
  heading,
  items,
}: {
  id: string;
  eyebrow?: string;
  heading: string;
  items: readonly Feature[];
}) {
  return (
    <Reveal as="section" aria-labelledby={id} className="container-page py-16 sm:py-20">
      <BlockHeading id={id} eyebrow={eyebrow} title={heading} />
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.title}
            className="rounded-card border border-ink-100 bg-white p-7 shadow-card"
          >
            <IconTile name={item.icon} />
            <h3 className="card-title mt-5">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
