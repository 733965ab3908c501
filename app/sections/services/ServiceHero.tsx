import { ButtonLink } from "../../components/ButtonLink";
import { TopIcon } from "../../components/TopIcon";
import { Picture } from "../../components/Picture";
import type { ServicePage } from "../../content/service-pages";
import type { ServiceSummary } from "../../content/services";
import { HeroEnd } from "../../components/HeroEnd";
import { phoneCrops } from "../../content/phone-drawings";

export function ServiceHero({ page, summary }: { page: ServicePage; summary: ServiceSummary }) {
  const { hero } = page;
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 size-[30rem] rounded-full bg-teal-100/70 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14">
        <div>
          <p className="eyebrow inline-flex items-center gap-2">
            <TopIcon name={summary.icon} size={16} />
            {hero.eyebrow}
          </p>
          <h1 className="mt-4 font-display text-display text-ink-950">{hero.title}</h1>
          <p className="mt-6 max-w-xl text-lead text-ink-700">{hero.lead}</p>
          <div className="mt-8 cta-row">
            <ButtonLink to={hero.primaryCta.to}>{hero.primaryCta.label}</ButtonLink>
            <ButtonLink to={hero.secondaryCta.to} variant="outline">
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute -inset-3 rotate-2 rounded-[1.75rem] bg-ink-900/5"
          />
          <Picture
            name={hero.image.name}
            alt={hero.image.alt}
            width={1200}
            height={900}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 92vw"
            priority
            crops={phoneCrops(hero.image.name)}
            className="relative h-auto w-full rounded-card object-cover shadow-card sm:aspect-[4/3]"
            fallback={
              <div className="relative flex aspect-[4/3] w-full items-center justify-center rounded-card bg-ink-900 text-teal-300">
                <TopIcon name={summary.icon} size={72} />
              </div>
            }
          />
        </div>
      </div>
      <HeroEnd />
    </section>
  );
}
