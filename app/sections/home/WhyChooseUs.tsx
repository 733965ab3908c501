import { IconTile } from "../../components/IconTile";
import Check from "lucide-react/icons/check";
import { useState } from "react";
import { PauseButton } from "../../components/PauseButton";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { whyChoose } from "../../content/home";
import { useCycle } from "../../hooks/useCycle";
import { useInView } from "../../hooks/useInView";
import { usePageVisible } from "../../hooks/usePageVisible";
import { useReducedMotion } from "../../hooks/useReducedMotion";
import { WHY_CHOOSE_CYCLE_MS } from "../../lib/motion";

/**
 * 6. Why choose us: four points and a "What you receive" list whose highlighted item cycles
 * every 1800 ms while on screen, until the visitor pauses it (WCAG 2.2.2). Under reduced
 * motion it holds the first item, like the hero's word.
 */
export function WhyChooseUs() {
  const [ref, inView] = useInView<HTMLDivElement>();
  const pageVisible = usePageVisible();
  const reduced = useReducedMotion();
  const { items } = whyChoose.receive;
  const [paused, setPaused] = useState(false);
  const cycling = inView && pageVisible && !reduced && !paused;
  const active = useCycle(items.length, WHY_CHOOSE_CYCLE_MS, cycling);
  return (
    <Reveal as="section" aria-labelledby="home-why-title" className="bg-sand-100">
      <div className="container-page grid gap-12 py-20 sm:py-28 lg:grid-cols-[1.15fr_0.85fr] lg:gap-16">
        <div>
          <SectionHeading
            id="home-why-title"
            eyebrow={whyChoose.eyebrow}
            title={whyChoose.heading}
          />
          {/* On a phone the tile sits beside its title, not above it: four points, not four screens. */}
          <ul className="mt-12 grid gap-x-8 gap-y-8 sm:grid-cols-2 sm:gap-y-10">
            {whyChoose.points.map((point) => (
              <li
                key={point.title}
                className="max-sm:grid max-sm:grid-cols-[auto_1fr] max-sm:gap-x-4"
              >
                <IconTile name={point.icon} className="max-sm:row-span-2" />
                <h3 className="card-title mt-5 max-sm:mt-3">{point.title}</h3>
                <p className="mt-2.5 leading-relaxed text-ink-600 max-sm:col-start-2">
                  {point.text}
                </p>
              </li>
            ))}
          </ul>
        </div>
        <div
          ref={ref}
          className="on-dark self-start rounded-card bg-ink-900 p-7 text-white shadow-card sm:p-9"
        >
          <div className="flex items-start justify-between gap-4">
            <h3 className="card-title">{whyChoose.receive.heading}</h3>
            <PauseButton
              paused={paused}
              onToggle={() => setPaused((p) => !p)}
              pauseLabel={whyChoose.receive.pause}
              playLabel={whyChoose.receive.play}
              className="border-white/30 text-white hover:border-white"
            />
          </div>
          <ol
            className="mt-6 space-y-2"
            data-testid="receive-list"
            data-cycling={cycling ? "true" : "false"}
          >
            {items.map((item, i) => {
              const on = i === active;
              return (
                <li
                  key={item}
                  data-active={on ? "true" : undefined}
                  className={`flex items-center gap-3.5 rounded-xl px-4 py-3.5 ${
                    reduced ? "" : "transition-colors duration-300"
                  } ${on ? "bg-teal-700 text-white" : "text-ink-100"}`}
                >
                  <span
                    aria-hidden="true"
                    className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${
                      on ? "bg-white text-teal-800" : "bg-white/10 text-ink-100"
                    }`}
                  >
                    {on ? <Check size={15} /> : i + 1}
                  </span>
                  {item}
                </li>
              );
            })}
          </ol>
        </div>
      </div>
    </Reveal>
  );
}
