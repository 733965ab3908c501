import { IconTile } from "../../components/IconTile";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Link } from "react-router";
import { DrawnText } from "../../components/DrawnText";
import { Pill } from "../../components/Pill";
import { servicePages, servicesIndex } from "../../content/service-pages";
import { services } from "../../content/services";
import { stepNumber } from "../../lib/step-number";
import { serviceAccent } from "./service-accent";

/** The /services list: one card per service, the whole card is the link. The caller wraps it
 *  in a section labelled by "services-list-label". */
export function ServiceCardGrid() {
  return (
    <>
      <h2 id="services-list-label" className="sr-only">
        {servicesIndex.listLabel}
      </h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {services.map((service, i) => {
          const page = servicePages[service.slug];
          return (
            <li
              key={service.slug}
              className="group relative flex flex-col overflow-hidden rounded-card border border-ink-100 bg-white p-7 shadow-card transition duration-300 focus-within:-translate-y-1 hover:-translate-y-1 hover:shadow-lg sm:p-9"
            >
              <div
                aria-hidden="true"
                className={`absolute inset-x-0 top-0 h-1.5 ${serviceAccent[service.slug]}`}
              />
              <div className="flex items-start justify-between gap-4">
                <IconTile name={service.icon} />
                <DrawnText
                  text={stepNumber(i)}
                  className="font-display text-5xl leading-none text-ink-100 tabular-nums"
                />
              </div>
              <h3 className="card-title mt-7">
                <Link
                  discover="none"
                  to={service.path}
                  className="after:absolute after:inset-0 after:content-['']"
                >
                  {service.title}
                </Link>
              </h3>
              <p className="mt-3 text-ink-700">{service.blurb}</p>
              <p className="mt-6 text-xs font-semibold tracking-[0.14em] text-ink-500 uppercase">
                {servicesIndex.methodsLabel}
              </p>
              <ul className="mt-3 flex flex-wrap gap-2">
                {page.highlight.pills.slice(0, 4).map((pill) => (
                  <li key={pill}>
                    <Pill tone="ink">{pill}</Pill>
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-2 pt-8 font-semibold text-teal-700 group-hover:gap-3"
              >
                {servicesIndex.cardCta}
                <ArrowRight size={17} />
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
