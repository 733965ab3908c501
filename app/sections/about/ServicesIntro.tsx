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
    <Reveal as="section" aria-labelledby="about-services" className="container-page py-16 sm:py-24">
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
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((s) => (
          <li
            key={s.slug}
            className="group relative rounded-card border border-ink-100 bg-white p-6 shadow-card transition hover:-translate-y-1"
          >
            <IconTile name={s.icon} />
            <h3 className="card-title mt-5">
              <Link
                discover="none"
                to={s.path}
                className="after:absolute after:inset-0 after:content-['']"
              >
                {s.title}
              </Link>
            </h3>
            <p className="mt-2 text-ink-700">{s.blurb}</p>
          </li>
        ))}
      </ul>
    </Reveal>
  );
}
