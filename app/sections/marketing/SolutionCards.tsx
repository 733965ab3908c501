import { IconTile } from "../../components/IconTile";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { Pill } from "../../components/Pill";
import { Reveal } from "../../components/Reveal";
import { solutionsPage as content } from "../../content/marketing";
import { BlockHeading } from "./BlockHeading";

/** The research solutions, each with typical methods and a link to the service behind it. */
export function SolutionCards() {
  return (
    <Reveal
      as="section"
      aria-labelledby="solutions-heading"
      className="container-page py-16 sm:py-20"
    >
      <BlockHeading
        id="solutions-heading"
        eyebrow={content.intro.eyebrow}
        title={content.intro.heading}
      />
      {/* An index of decisions, one ruled row each, not a third grid of cards (decision 0948). */}
      <ul className="mt-10 border-b border-ink-200">
        {content.items.map((item) => (
          <li
            key={item.title}
            className="grid gap-x-10 gap-y-4 border-t border-ink-200 py-8 lg:grid-cols-[minmax(0,4fr)_minmax(0,5fr)_minmax(0,3fr)]"
          >
            <h3 className="flex items-start gap-4 font-display text-2xl leading-tight font-medium text-ink-950">
              <IconTile name={item.icon} />
              <span className="pt-2">{item.title}</span>
            </h3>
            <p className="leading-relaxed text-ink-600 lg:pt-2 lg:text-lg">{item.text}</p>
            <div className="flex flex-col gap-4 lg:pt-2">
              <p className="sr-only">{content.methodsLabel}</p>
              <ul className="flex flex-wrap gap-2">
                {item.methods.map((method) => (
                  <li key={method}>
                    <Pill tone="ink">{method}</Pill>
                  </li>
                ))}
              </ul>
              <Link
                discover="none"
                to={item.link.to}
                className="inline-flex items-center gap-2 self-start text-sm font-semibold text-teal-700 hover:underline"
              >
                {item.link.label}
                <ArrowRight aria-hidden="true" size={16} />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
