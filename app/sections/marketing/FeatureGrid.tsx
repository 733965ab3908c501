import { Icon } from "../../components/Icon";
import type { IconName } from "../../content/icons";
import { Reveal } from "../../components/Reveal";
import { BlockHeading } from "./BlockHeading";

export interface Feature {
  icon: IconName;
  title: string;
  text: string;
}

/** A headed index of features: ruled items, each an icon, a title and a line. */
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
      {/* Set as a ruled index, not cards: the page's other sections are cards (decision 0948). */}
      <ul className="mt-10 grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="border-t border-ink-200 py-7">
            <h3 className="card-title flex items-center gap-3">
              <Icon name={item.icon} size={20} className="shrink-0 text-teal-700" />
              {item.title}
            </h3>
            <p className="mt-3 leading-relaxed text-ink-600">{item.text}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
