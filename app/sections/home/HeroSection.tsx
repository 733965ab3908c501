import { useState } from "react";
import { CtaPair } from "../../components/CtaPair";
import { PauseButton } from "../../components/PauseButton";
import { Picture } from "../../components/Picture";
import { hero } from "../../content/home-hero";
import { useInView } from "../../hooks/useInView";
import { RotatingWord } from "./RotatingWord";
import { HeroEnd } from "../../components/HeroEnd";
import { StatusMark } from "../../components/StatusMark";
import { contentPreview } from "../../lib/content-preview";
import { phoneCrops } from "../../content/phone-drawings";

/**
 * 1. Hero: the page's one h1 with the rotating word and its pause control, lead, two CTAs,
 * claims and a visual.
 */
export function HeroSection() {
  const [ref, inView] = useInView<HTMLElement>();
  const [paused, setPaused] = useState(false);
  return (
    <section
      ref={ref}
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden border-b border-ink-100 bg-sand-100"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 -right-32 size-[34rem] rounded-full bg-teal-100/70 blur-3xl"
      />
      <div className="container-page relative grid items-center gap-12 pt-14 pb-16 sm:pt-20 lg:grid-cols-[1.1fr_0.9fr] lg:gap-16 lg:pb-20">
        <div>
          <p className="eyebrow">{hero.eyebrow}</p>
          {/* The word's pause control follows the word on its line, quiet and small: it belongs
              to the headline, not to the calls to action (decision 0911). The h1 is inline so
              the button can sit on its last line without being part of its name. */}
          {/* On a phone the headline is set larger than other pages' titles (42 px from 390 px),
              so it leads the first screen as it does on a desktop (decision 0961). */}
          <div className="mt-5 font-display text-display font-medium tracking-tight text-balance text-ink-950 home-title">
            <h1 id="home-hero-title" className="inline">
              {hero.headlineLead} <RotatingWord words={hero.words} active={inView && !paused} />
            </h1>{" "}
            <PauseButton
              paused={paused}
              onToggle={() => setPaused((p) => !p)}
              pauseLabel={hero.pause}
              playLabel={hero.play}
              className="size-8! border-ink-200 align-middle text-ink-500 hover:border-ink-500 hover:text-ink-900 [&_svg]:size-3.5"
            />
          </div>
          <p className="mt-7 max-w-xl text-lead text-ink-700">{hero.lead}</p>
          <CtaPair primary={hero.primaryCta} secondary={hero.secondaryCta} />
        </div>
        <div className="relative">
          <div className="overflow-hidden rounded-[1.75rem] border border-white/60 bg-ink-900 shadow-card">
            <Picture
              name={hero.image.name}
              alt={hero.image.alt}
              width={hero.image.width}
              height={hero.image.height}
              sizes="(min-width: 1280px) 540px, (min-width: 1024px) 42vw, 100vw"
              priority
              crops={phoneCrops(hero.image.name)}
              className="block h-auto w-full"
            />
          </div>
        </div>
      </div>
      <div className="container-page relative pb-14 sm:pb-16">
        <h2 className="sr-only">{hero.claimsLabel}</h2>
        {/* A proof line, not a feature grid (decision 0953): four claims in one treatment, a
            row of ticks, each its lead in bold and its line (decision 0966), whether the lead is
            a number ("100+") or a word ("Millions"): the stats band below sets the figures. */}
        <ul className="grid gap-x-10 gap-y-3 border-t border-ink-200 pt-6 sm:grid-cols-2 sm:gap-y-4 sm:pt-8 lg:grid-cols-4">
          {hero.claims.map((claim) => (
            <li key={claim.label} className="claim-tick">
              <p className="leading-snug text-ink-700">
                <strong className="font-semibold text-ink-950">{claim.value}</strong> {claim.label}
                {contentPreview && <StatusMark status={claim.status} inline />}
              </p>
            </li>
          ))}
        </ul>
        {/* Where a buyer checks the claims: the due-diligence pages (decision 0975). */}
        <p className="mt-6 text-sm leading-relaxed text-ink-600 sm:mt-8">
          {hero.diligence.label}
          {hero.diligence.links.map((link, i) => (
            <span key={link.to}>
              {i > 0 ? " · " : " "}
              <a
                href={link.to}
                className="font-semibold whitespace-nowrap text-teal-700 underline underline-offset-4 hover:text-teal-800"
              >
                {link.label}
              </a>
            </span>
          ))}
        </p>
      </div>
      <HeroEnd />
    </section>
  );
}
