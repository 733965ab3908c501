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
      <ul className="mt-10 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {content.items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col rounded-card border border-ink-100 bg-white p-7 shadow-card"
          >
            <IconTile name={item.icon} />
            <h3 className="card-title mt-5">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{item.text}</p>
            <p className="sr-only">{content.methodsLabel}</p>
            <ul className="mt-5 flex flex-wrap gap-2">
              {item.methods.map((method) => (
                <li key={method}>
                  <Pill tone="ink">{method}</Pill>
                </li>
              ))}
            </ul>
            <Link
              discover="none"
              to={item.link.to}
              className="mt-auto inline-flex items-center gap-2 pt-6 text-sm font-semibold text-teal-700 hover:underline"
            >
              {item.link.label}
              <ArrowRight aria-hidden="true" size={16} />
            </Link>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
