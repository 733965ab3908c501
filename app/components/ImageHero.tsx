import type { ReactNode } from "react";
import { Picture } from "./Picture";
import { HeroEnd } from "./HeroEnd";
import { phoneCrops } from "../content/phone-drawings";

/**
 * An inner page's opening band with an illustration beside the heading: eyebrow, the page's
 * one h1 and a lead, the image (eager: it is the page's largest paint), and optional content
 * below both (About's story, mission and vision).
 */
export function ImageHero({
  eyebrow,
  title,
  lead,
  image,
  proof,
  children,
}: {
  eyebrow: string;
  title: string;
  lead: string;
  image: { name: string; alt: string };
  /** What goes under the lead: About's proof (founded, team size; decision 0911), Careers' link
   *  down to its open roles (decision 0976). */
  proof?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b border-ink-100 bg-sand-100">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 -right-24 size-[28rem] rounded-full bg-teal-100/70 blur-3xl"
      />
      <div className="container-page relative py-14 sm:py-20">
        <div className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr] lg:gap-14">
          <div>
            <p className="eyebrow">{eyebrow}</p>
            <h1 className="mt-4 font-display text-display text-ink-950">{title}</h1>
            <p className="mt-6 max-w-xl text-lead text-ink-700">{lead}</p>
            {proof}
          </div>
          <Picture
            name={image.name}
            alt={image.alt}
            width={1200}
            height={900}
            sizes="(min-width: 1280px) 560px, (min-width: 1024px) 44vw, 92vw"
            priority
            crops={phoneCrops(image.name)}
            className="h-auto w-full rounded-card object-cover shadow-card sm:aspect-[4/3]"
            fallback={<div className="aspect-[4/3] w-full rounded-card bg-ink-900" />}
          />
        </div>
        {children}
      </div>
      <HeroEnd />
    </section>
  );
}
