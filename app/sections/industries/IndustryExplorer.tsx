import CircleCheck from "lucide-react/icons/circle-check";
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../../components/ButtonLink";
import { Picture } from "../../components/Picture";
import { findIndustryBySlug, industries, industriesPage } from "../../content/industries";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { prefersReducedMotion } from "../../hooks/useReducedMotion";
import { hashToId } from "../../hooks/useScrollOnNavigate";
import type { NavigationState } from "../../lib/navigation-state";
import { useTabs } from "../../hooks/useTabs";

const { explorer } = industriesPage;
const ids = industries.map((i) => i.key);
const firstKey = ids[0]!;
const slugOf = new Map(industries.map((i) => [i.key, i.slug]));
const panelIdOf = (key: string) => slugOf.get(key) ?? key;
const firstName = industries[0]!.name;

/** The tab list shows from here up; below it the select (or, before hydration, the list). */
const TABS_QUERY = "(min-width: 1024px)";

const TAB_LOOK = {
  selected: "border-ink-900 bg-ink-900 text-white",
  unselected: "border-ink-200 bg-white text-ink-700 hover:border-ink-500 hover:text-ink-950",
  idle: "border-ink-200 bg-white text-ink-700 hover:border-ink-500 tabs-idle:border-ink-900 tabs-idle:bg-ink-900 tabs-idle:text-white",
} as const;

/** The select's box, shared by the list that stands in for it before hydration. */
const PICKER_BOX =
  "flex h-13.5 w-full items-center rounded-xl border border-ink-200 bg-white pr-12 pl-4 text-base font-semibold text-ink-900 shadow-card";

/** A request to bring the selected industry into view (and optionally focus its name). */
interface RevealRequest {
  key: string;
  focus: boolean;
}

/**
 * The selectable industries: APG tabs on wide screens, a native <select> on small screens,
 * one panel per industry whose id is the industry's slug. The URL hash (#financial-services)
 * selects an industry; choosing one replaces the hash without a history entry and without
 * moving the page. Without JavaScript the tabs and select give way to in-page links and all
 * twelve panels are laid out one after another (decision 0505). With scripting on but before
 * (or without) hydration, the tabs are links and `:target` picks the panel; below 1024 px a
 * <details> in the select's box lists the same links (decision 0506).
 */
export function IndustryExplorer() {
  const location = useLocation();
  const [selected, setSelected] = useState<string>(firstKey);
  const [reveal, setReveal] = useState<RevealRequest | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRefs = useRef(new Map<string, HTMLHeadingElement>());
  const isFirstSync = useRef(true);
  const wide = useMediaQuery(TABS_QUERY);

  const choose = (key: string) => {
    setSelected(key);
    const industry = industries.find((i) => i.key === key);
    if (!industry) return;
    // The address names the industry without a history entry and without moving the page: a
    // router navigation to a hash would have <ScrollRestoration> scroll to the panel.
    window.history.replaceState(window.history.state, "", `#${industry.slug}`);
  };

  // Follow the hash: on load (after hydration) and on every in-app navigation to this page.
  useEffect(() => {
    const firstSync = isFirstSync.current;
    isFirstSync.current = false;
    // A tab or list link followed before hydration has already set the hash natively.
    const match = findIndustryBySlug(hashToId(location.hash));
    setSelected(match?.key ?? firstKey);
    const state = location.state as NavigationState | null;
    if (!match || state?.keepScroll) return;
    // A direct load already showed and scrolled to the targeted panel before hydration;
    // scrolling again would move a visitor who has started reading.
    const shownByBrowser = firstSync && document.getElementById(match.slug)?.matches(":target");
    if (shownByBrowser && !state?.fromStrip) return;
    // A link to a named industry (or a direct load of one): bring it into view; arriving from
    // the home strip also moves focus to the industry's name.
    if (firstSync || location.hash) setReveal({ key: match.key, focus: !!state?.fromStrip });
  }, [location.key, location.hash, location.state]);

  useEffect(() => {
    if (!reveal) return;
    const heading = headingRefs.current.get(reveal.key);
    const behavior: ScrollBehavior = prefersReducedMotion() ? "auto" : "smooth";
    sectionRef.current?.scrollIntoView({ behavior, block: "start" });
    if (reveal.focus) heading?.focus({ preventScroll: true });
    setReveal(null);
  }, [reveal]);

  const tabs = useTabs({
    ids,
    selected,
    onSelectedChange: choose,
    panelIdOf,
    tabbed: wide,
    // The effect above follows the hash (and the router's state that comes with it).
    adoptHash: false,
  });

  return (
    <section
      ref={sectionRef}
      {...tabs.rootProps}
      aria-labelledby="industry-explorer-heading"
      className="border-y border-ink-100 bg-sand-100"
    >
      <div className="container-page py-16 sm:py-20">
        <p className="eyebrow">{explorer.eyebrow}</p>
        <h2 id="industry-explorer-heading" className="mt-3 font-display text-h2 text-ink-950">
          {explorer.heading}
        </h2>

        {/* Without JavaScript: links to the panels below, in place of the tabs and select. */}
        <nav aria-label={explorer.jumpLabel} className="mt-8 hidden noscript:block">
          <ul className="flex flex-wrap gap-2.5">
            {industries.map((industry) => (
              <li key={industry.key}>
                <a
                  href={`#${industry.slug}`}
                  className="inline-block rounded-full border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-700 hover:border-ink-500 hover:text-ink-950"
                >
                  {industry.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-8 lg:hidden noscript:hidden">
          {tabs.mounted ? (
            <label htmlFor="industry-select" className="block text-sm font-semibold text-ink-800">
              {explorer.selectLabel}
            </label>
          ) : (
            <p className="block text-sm font-semibold text-ink-800">{explorer.selectLabel}</p>
          )}
          <div className="relative mt-2">
            {tabs.mounted ? (
              <select
                id="industry-select"
                value={selected}
                onChange={(e: ChangeEvent<HTMLSelectElement>) => choose(e.target.value)}
                className={`${PICKER_BOX} appearance-none`}
              >
                {industries.map((industry) => (
                  <option key={industry.key} value={industry.key}>
                    {industry.name}
                  </option>
                ))}
              </select>
            ) : (
              // Until the select can work, the same box opens a list of links to the panels.
              <details>
                <summary
                  className={`${PICKER_BOX} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
                >
                  <span className="hidden tabs-idle:inline">{firstName}</span>
                  <span className="tabs-idle:hidden">{explorer.jumpLabel}</span>
                </summary>
                <ul className="mt-2 grid rounded-xl border border-ink-200 bg-white p-1.5 shadow-card">
                  {industries.map((industry) => (
                    <li key={industry.key}>
                      <a
                        href={`#${industry.slug}`}
                        className="block rounded-lg px-3 py-2.5 font-semibold text-ink-800 hover:bg-sand-100 hover:text-ink-950"
                      >
                        {industry.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            )}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="pointer-events-none absolute top-[1.6875rem] right-4 size-5 -translate-y-1/2 text-ink-600"
            >
              <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </div>
        </div>

        <div
          {...tabs.getTabListProps(explorer.tabListLabel)}
          className="mt-10 hidden flex-wrap gap-2.5 lg:scripted:flex"
        >
          {industries.map((industry) => (
            <a
              key={industry.key}
              {...tabs.getTabProps(industry.key)}
              className={`rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
                TAB_LOOK[tabs.lookOf(industry.key)]
              }`}
            >
              {industry.name}
            </a>
          ))}
        </div>

        {industries.map((industry) => (
          <div
            key={industry.key}
            {...tabs.getPanelProps(industry.key)}
            className={`mt-8 rounded-[1.75rem] bg-white p-5 shadow-card sm:p-8 lg:p-10 ${tabs.panelClass(
              industry.key,
            )}`}
          >
            <div className="grid items-center gap-8 lg:grid-cols-[1.05fr_1fr] lg:gap-12">
              <div className="overflow-hidden rounded-card bg-ink-100">
                <Picture
                  name={industry.heroImg}
                  alt={industry.heroAlt}
                  width={1440}
                  height={900}
                  sizes="(min-width: 1280px) 600px, (min-width: 1024px) 48vw, 92vw"
                  className="block aspect-[16/10] h-auto w-full object-cover"
                />
              </div>
              <div>
                <p className="eyebrow">{industry.category}</p>
                <h3
                  ref={(el) => {
                    if (el) headingRefs.current.set(industry.key, el);
                    else headingRefs.current.delete(industry.key);
                  }}
                  tabIndex={-1}
                  className="mt-2 font-display text-[clamp(1.75rem,1.4rem+1.4vw,2.5rem)] leading-tight text-ink-950"
                >
                  {industry.name}
                </h3>
                <p className="mt-4 text-lead text-ink-700">{industry.blurb}</p>
                <ButtonLink to={explorer.cta.to} className="mt-7">
                  {explorer.cta.label}
                </ButtonLink>
              </div>
            </div>

            <div className="mt-10 grid gap-10 border-t border-ink-100 pt-10 lg:grid-cols-2 lg:gap-12">
              <div>
                <h4 className="text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">
                  {explorer.outcomesHeading}
                </h4>
                <ul className="mt-5 space-y-3.5">
                  {industry.outcomes.map((outcome) => (
                    <li key={outcome} className="flex gap-3 text-ink-800">
                      <CircleCheck
                        aria-hidden="true"
                        size={20}
                        className="mt-0.5 shrink-0 text-teal-600"
                      />
                      <span>{outcome}</span>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className="text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase">
                  {explorer.implementationHeading}
                </h4>
                <ol className="mt-5 space-y-3.5">
                  {industry.implementation.map((step, stepIndex) => (
                    <li key={step} className="flex gap-3.5 text-ink-800">
                      <span
                        aria-hidden="true"
                        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-100 text-sm font-semibold text-ink-900 tabular-nums"
                      >
                        {stepIndex + 1}
                      </span>
                      <span className="pt-0.5">{step}</span>
                    </li>
                  ))}
                </ol>
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  );
}
