import { IconTile } from "../../components/IconTile";
import { Link } from "react-router";
import { ButtonLink } from "../../components/ButtonLink";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { aboutPage } from "../../content/about";
import { services } from "../../content/services";

export function ServicesIntro() {
  const intro = aboutPage.servicesIntro;
  return (
    <Reveal as="section" aria-labelledby="about-services" className="container-page py-12 sm:py-24">
      <div className="flex flex-col justify-between gap-6 lg:flex-row lg:items-end">
        <SectionHeading
          id="about-services"
          eyebrow={intro.eyebrow}
          title={intro.heading}
          lead={intro.lead}
        />
        <ButtonLink to={intro.allTo} variant="outline" className="self-start lg:self-auto">
          {intro.allLabel}
        </ButtonLink>
      </div>
      {/* On a phone one card of rows, each tile beside its title (tile-rows, decision 0947). */}
      <ul className="mt-8 tile-rows sm:mt-10 sm:grid-cols-2 sm:gap-4 lg:grid-cols-4">
        {services.map((s) => (
          <li
            key={s.slug}
            className="group relative sm:shadow-card sm:transition sm:hover:-translate-y-1"
          >
            <IconTile name={s.icon} />
            <h3 className="card-title sm:mt-5">
              <Link
                discover="none"
                to={s.path}
                className="after:absolute after:inset-0 after:content-['']"
              >
                {s.title}
              </Link>
            </h3>
            <p className="text-ink-700">{s.blurb}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
