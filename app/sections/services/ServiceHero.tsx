import { ButtonLink } from "../../components/ButtonLink";
import { TopIcon } from "../../components/TopIcon";
import { Picture } from "../../components/Picture";
import type { ServicePage } from "../../content/service-pages";
import { HeroEnd } from "../../components/HeroEnd";
import { phoneCrops } from "../../content/phone-drawings";
import { serviceAccent } from "./service-accent";
import type { ServiceSlug, ServiceSummary } from "../../content/services";

/**
 * Each service's hero has a look of its own, so the four pages, which share the spec's sections,
 * can be told apart at a glance (issue 50, decision 0931): the band's ground, a faint pattern
 * that says what the service works with, and on the custom page a dark band.
 */
interface HeroTone {
  band: string;
  glow: string;
  pattern?: string;
  dark?: boolean;
}

const heroTones: Record<ServiceSlug, HeroTone> = {
  // Conversations: the warm sand of the site's quiet bands.
  qualitative: { band: "bg-sand-100", glow: "bg-teal-100/70" },
  // Numbers: cool ground ruled as graph paper.
  quantitative: { band: "bg-ink-50", glow: "bg-teal-100/60", pattern: "hero-pattern-grid" },
  // People reached: a mint ground dotted as a sample frame.
  "panels-sampling": { band: "bg-teal-100/45", glow: "bg-white/70", pattern: "hero-pattern-dots" },
  // One study across methods: the dark band of the site's calls to action.
  custom: { band: "bg-ink-950 on-dark", glow: "bg-teal-600/35", dark: true },
};

export function ServiceHero({ page, summary }: { page: ServicePage; summary: ServiceSummary }) {
  const { hero } = page;
  const tone = heroTones[summary.slug];
  return (
    <section className={`relative overflow-hidden border-b border-ink-100 ${tone.band}`}>
      <div
        aria-hidden="true"
        className={`absolute inset-x-0 top-0 h-1.5 ${serviceAccent[summary.slug]}`}
      />
      {tone.pattern && (
        <div
          aria-hidden="true"
          className={`pointer-events-none absolute inset-0 ${tone.pattern}`}
        />
      )}
      <div
        aria-hidden="true"
        className={`pointer-events-none absolute -top-32 -right-24 size-[30rem] rounded-full blur-3xl ${tone.glow}`}
      />
      <div className="container-page relative grid items-center gap-10 pt-10 pb-16 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-14">
        <div>
          <p className="eyebrow inline-flex items-center gap-2">
            <TopIcon name={summary.icon} size={16} />
            {hero.eyebrow}
          </p>
          <h1
            className={`mt-4 font-display text-display ${tone.dark ? "text-white" : "text-ink-950"}`}
          >
            {hero.title}
          </h1>
          <p className={`mt-6 max-w-xl text-lead ${tone.dark ? "text-ink-100" : "text-ink-700"}`}>
            {hero.lead}
          </p>
          <div className="mt-8 cta-row">
            <ButtonLink to={hero.primaryCta.to} variant={tone.dark ? "accent" : "primary"}>
              {hero.primaryCta.label}
            </ButtonLink>
            <ButtonLink to={hero.secondaryCta.to} variant={tone.dark ? "light" : "outline"}>
              {hero.secondaryCta.label}
            </ButtonLink>
          </div>
        </div>
        <div className="relative">
          <div
            aria-hidden="true"
            className={`absolute -inset-3 rotate-2 rounded-[1.75rem] ${tone.dark ? "bg-white/10" : "bg-ink-900/5"}`}
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
