import Check from "lucide-react/icons/check";
import { ButtonLink } from "../../components/ButtonLink";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { about } from "../../content/home";

/** 3. About: who we are, then what that means For B2B and For B2C. */
export function AboutBlock() {
  return (
    <Reveal as="section" aria-labelledby="home-about-title" className="bg-paper">
      <div className="container-page grid gap-12 py-20 sm:py-28 lg:grid-cols-[0.9fr_1.1fr] lg:gap-16">
        <div>
          <SectionHeading id="home-about-title" eyebrow={about.eyebrow} title={about.heading} />
          <p className="mt-6 text-lead text-ink-600">{about.intro}</p>
          <ButtonLink to={about.cta.to} variant="outline" className="mt-8">
            {about.cta.label}
          </ButtonLink>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          {about.audiences.map((audience, i) => (
            <article
              key={audience.title}
              className={`rounded-card p-7 sm:p-8 ${
                i === 0 ? "on-dark bg-ink-900 text-white" : "border border-sand-200 bg-sand-100"
              }`}
            >
              <h3 className="card-title">{audience.title}</h3>
              <p className={`mt-4 leading-relaxed ${i === 0 ? "text-ink-100" : "text-ink-700"}`}>
                {audience.text}
              </p>
              <ul className="mt-6 space-y-3">
                {audience.points.map((point) => (
                  <li key={point} className="flex gap-3 text-[0.95rem]">
                    <Check
                      aria-hidden="true"
                      size={18}
                      className={`mt-0.5 shrink-0 ${i === 0 ? "text-teal-300" : "text-teal-700"}`}
                    />
                    <span className={i === 0 ? "text-white" : "text-ink-800"}>{point}</span>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </Reveal>
  );
}
