import { IconTile } from "../../components/IconTile";
import Check from "lucide-react/icons/check";
import { ButtonLink } from "../../components/ButtonLink";
import { Reveal } from "../../components/Reveal";
import { SectionHeading } from "../../components/SectionHeading";
import { type WhatWeDoTabId, whatWeDo } from "../../content/home";
import { useTabs } from "../../hooks/useTabs";
import { stepNumber } from "../../lib/step-number";

const ids = whatWeDo.tabs.map((t) => t.id);

/** A tab's classes by its look (useTabs `lookOf`): idle is chosen only while nothing is targeted. */
const LOOK = {
  selected: { tab: "border-ink-900 bg-ink-900 text-white", number: "text-amber-300" },
  unselected: {
    tab: "border-ink-100 bg-white text-ink-800 hover:border-ink-300",
    number: "text-ink-500",
  },
  idle: {
    tab: "border-ink-100 bg-white text-ink-800 hover:border-ink-300 tabs-idle:border-ink-900 tabs-idle:bg-ink-900 tabs-idle:text-white",
    number: "text-ink-500 tabs-idle:text-amber-300",
  },
} as const;

/**
 * 5. Our Services (what we do): stage tabs (APG tabs) and two banners. Without JavaScript the
 * tab list is hidden and the four panels are laid out, each headed by its stage (decision
 * 0505). Before hydration the tabs are links to their panels, shown by `:target`, and the
 * panel a link chose stays chosen once hydrated (decision 0506).
 */
export function WhatWeDo() {
  const tabs = useTabs<WhatWeDoTabId>({ ids, panelIdOf: (id) => `stage-${id}` });
  const { contact, resources } = whatWeDo.banners;
  return (
    <Reveal as="section" aria-labelledby="home-whatwedo-title" className="bg-paper">
      <div className="container-page py-20 sm:py-28">
        <SectionHeading
          id="home-whatwedo-title"
          eyebrow={whatWeDo.eyebrow}
          title={whatWeDo.heading}
          lead={whatWeDo.lead}
        />
        <div
          {...tabs.rootProps}
          className="mt-12 grid gap-8 lg:gap-12 lg:scripted:grid-cols-[18rem_1fr]"
        >
          <div
            {...tabs.getTabListProps(whatWeDo.tabsLabel)}
            className="grid noscript:hidden gap-2 sm:grid-cols-2 lg:grid-cols-1"
          >
            {whatWeDo.tabs.map((tab, i) => {
              const look = LOOK[tabs.lookOf(tab.id)];
              return (
                <a
                  key={tab.id}
                  {...tabs.getTabProps(tab.id)}
                  className={`flex items-center gap-3 rounded-2xl border px-4 py-3 text-left text-[0.95rem] font-semibold transition-colors lg:px-5 lg:py-4 ${look.tab}`}
                >
                  <span
                    aria-hidden="true"
                    className={`font-display text-sm tabular-nums ${look.number}`}
                  >
                    {stepNumber(i)}
                  </span>
                  {tab.label}
                </a>
              );
            })}
          </div>
          <div className="grid min-w-0 gap-6 lg:noscript:grid-cols-2">
            {whatWeDo.tabs.map((tab, i) => (
              <div
                key={tab.id}
                {...tabs.getPanelProps(tab.id)}
                className={`rounded-card border border-ink-100 bg-white p-7 shadow-card sm:p-10 ${tabs.panelClass(tab.id)}`}
              >
                <p className="eyebrow mb-5 hidden noscript:block">
                  {stepNumber(i)} · {tab.label}
                </p>
                <IconTile name={tab.icon} />
                <h3 className="card-title mt-6">{tab.title}</h3>
                <p className="mt-4 max-w-2xl text-lead text-ink-600">{tab.text}</p>
                <ul className="mt-7 grid gap-3 sm:grid-cols-3">
                  {tab.points.map((point) => (
                    <li
                      key={point}
                      className="flex gap-2.5 rounded-xl bg-sand-100 px-4 py-3 text-[0.93rem] text-ink-800"
                    >
                      <Check
                        aria-hidden="true"
                        size={17}
                        className="mt-0.5 shrink-0 text-teal-700"
                      />
                      {point}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>

        <div className="mt-14 grid gap-6 lg:grid-cols-2">
          <aside
            aria-labelledby="home-banner-contact"
            className="on-dark relative overflow-hidden rounded-card bg-ink-900 p-8 text-white sm:p-10"
          >
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-teal-600/35 blur-3xl"
            />
            <p className="eyebrow relative">{contact.eyebrow}</p>
            <h3 id="home-banner-contact" className="card-title relative mt-3">
              {contact.title}
            </h3>
            <p className="relative mt-3 max-w-md text-ink-100">{contact.text}</p>
            <ButtonLink to={contact.cta.to} variant="accent" className="relative mt-7">
              {contact.cta.label}
            </ButtonLink>
          </aside>
          <aside
            aria-labelledby="home-banner-resources"
            className="relative overflow-hidden rounded-card border border-sand-200 bg-sand-100 p-8 sm:p-10"
          >
            <div
              aria-hidden="true"
              className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full bg-teal-100/70 blur-3xl"
            />
            <p className="eyebrow relative">{resources.eyebrow}</p>
            <h3 id="home-banner-resources" className="card-title relative mt-3">
              {resources.title}
            </h3>
            <p className="relative mt-3 max-w-md text-ink-700">{resources.text}</p>
            <ButtonLink to={resources.cta.to} className="relative mt-7">
              {resources.cta.label}
            </ButtonLink>
          </aside>
        </div>
      </div>
    </Reveal>
  );
}
