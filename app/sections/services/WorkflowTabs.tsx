import Check from "lucide-react/icons/check";
import Clock from "lucide-react/icons/clock";
import { useEffect, useRef, useState } from "react";
import { useEnteredView } from "../../hooks/useEnteredView";
import { useMediaQuery } from "../../hooks/useMediaQuery";
import { useTabs } from "../../hooks/useTabs";
import type { WorkflowStep } from "../../content/service-pages";
import { DrawnText } from "../../components/DrawnText";
import { TypedText } from "../../components/TypedText";
import { stepNumber } from "../../lib/step-number";

/**
 * A tab's classes by its look (useTabs `lookOf`): idle is chosen only while nothing is targeted.
 * The chosen tab's ground and number colour come from `--tab-ground` and `--tab-figure` (a
 * service page sets its own, decision 0952), navy and amber-300 without them.
 */
const LOOK = {
  selected: {
    tab: "bg-[color:var(--tab-ground,var(--color-ink-900))] text-white shadow-card lg:border-[color:var(--tab-ground,var(--color-ink-900))]",
    number: "text-[color:var(--tab-figure,var(--color-amber-300))] lg:bg-white/10",
    title: "text-ink-100",
  },
  unselected: {
    tab: "text-ink-700 hover:bg-white lg:border-ink-100 lg:bg-white lg:hover:border-ink-300",
    number: "text-teal-700 lg:bg-teal-100/70",
    title: "text-ink-500",
  },
  idle: {
    tab: "text-ink-700 hover:bg-white lg:border-ink-100 lg:bg-white lg:hover:border-ink-300 tabs-idle:bg-[color:var(--tab-ground,var(--color-ink-900))] tabs-idle:text-white tabs-idle:shadow-card lg:tabs-idle:border-[color:var(--tab-ground,var(--color-ink-900))] lg:tabs-idle:bg-[color:var(--tab-ground,var(--color-ink-900))]",
    number:
      "text-teal-700 lg:bg-teal-100/70 tabs-idle:text-[color:var(--tab-figure,var(--color-amber-300))] lg:tabs-idle:bg-white/10",
    title: "text-ink-500 tabs-idle:text-ink-100",
  },
} as const;

/** Wide screens lay the tabs out as a vertical list, small screens as a row. */
const WORKFLOW_VERTICAL_QUERY = "(min-width: 1024px)";

export interface WorkflowTabsProps {
  steps: readonly WorkflowStep[];
  /** Accessible name of the tab list. */
  label: string;
  durationLabel: string;
  /** Typing speed of each panel's summary (ms per character). */
  summarySpeedMs: number;
  /** Controlled selection (a step id); omit to let the component own it. */
  selected?: string;
  onSelectedChange?: (id: string) => void;
  /** Forces an orientation; by default vertical on wide screens, horizontal on small. */
  orientation?: "horizontal" | "vertical";
}

/**
 * The four-step workflow panel: WAI-ARIA APG tabs (automatic activation) on top of useTabs.
 * Starts at the first step; arrow keys follow the orientation and wrap; Home, End, Enter
 * and Space; controlled or uncontrolled. The chosen panel's summary is typed in.
 * Without JavaScript the tab list is hidden and all four panels are laid out, each headed by
 * its step (decision 0505); with it, the tabs are links to their panels until hydration and
 * CSS shows the linked one, or the first (decision 0506).
 */
export function WorkflowTabs({
  steps,
  label,
  durationLabel,
  summarySpeedMs,
  selected,
  onSelectedChange,
  orientation,
}: WorkflowTabsProps) {
  const wide = useMediaQuery(WORKFLOW_VERTICAL_QUERY);
  const ids = steps.map((s) => s.id);
  const tabs = useTabs<string>({
    ids,
    selected,
    onSelectedChange,
    orientation: orientation ?? (wide ? "vertical" : "horizontal"),
    panelIdOf: (id) => `workflow-${id}`,
  });
  const current = tabs.selected;

  // Type the summary when the panel scrolls into view, and again each time the step changes.
  const [panelsRef, entered] = useEnteredView<HTMLDivElement>();
  const [changed, setChanged] = useState(false);
  const first = useRef(current);
  useEffect(() => {
    if (current !== first.current) setChanged(true);
  }, [current]);

  return (
    <div
      {...tabs.rootProps}
      className="grid gap-6 lg:gap-10 lg:scripted:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]"
    >
      <div
        {...tabs.getTabListProps(label)}
        className="grid grid-cols-4 noscript:hidden gap-1.5 rounded-card bg-ink-50 p-1.5 max-[399px]:grid-cols-2 lg:grid-cols-1 lg:gap-2 lg:bg-transparent lg:p-0"
      >
        {steps.map((step, index) => {
          const look = LOOK[tabs.lookOf(step.id)];
          return (
            <a
              key={step.id}
              {...tabs.getTabProps(step.id)}
              className={`group flex min-w-0 flex-col items-center gap-0.5 rounded-[0.9rem] px-1 py-2.5 text-center transition-colors lg:flex-row lg:items-center lg:gap-4 lg:border lg:px-5 lg:py-4 lg:text-left ${look.tab}`}
            >
              <span
                aria-hidden="true"
                className={`font-display text-sm tabular-nums lg:flex lg:size-10 lg:shrink-0 lg:items-center lg:justify-center lg:rounded-full lg:text-base ${look.number}`}
              >
                {stepNumber(index)}
              </span>
              <span className="flex min-w-0 flex-col">
                <span className="w-full text-[0.8rem] leading-tight font-semibold break-words sm:text-sm lg:text-base">
                  {step.label}
                </span>
                <span className={`hidden text-sm lg:block ${look.title}`}>{step.title}</span>
              </span>
            </a>
          );
        })}
      </div>

      <div ref={panelsRef} className="min-w-0 noscript:grid noscript:gap-6 lg:noscript:grid-cols-2">
        {steps.map((step, index) => {
          const isSelected = step.id === current;
          return (
            <div
              key={step.id}
              {...tabs.getPanelProps(step.id)}
              className={`relative h-full overflow-hidden rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-10 ${tabs.panelClass(step.id)}`}
            >
              <DrawnText
                text={stepNumber(index)}
                className="pointer-events-none absolute top-4 right-8 hidden font-display text-[7rem] leading-none text-ink-50 select-none sm:block"
              />
              <div className="relative">
                {/* The tab's name, which heads the step when the tabs are not there. */}
                <p className="eyebrow mb-4 hidden noscript:block">
                  {stepNumber(index)} · {step.label}
                </p>
                <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-medium whitespace-nowrap text-ink-900">
                  <Clock aria-hidden="true" size={15} />
                  <span>
                    {durationLabel}: {step.duration}
                  </span>
                </p>
                <h3 className="card-title mt-5">{step.title}</h3>
                <TypedText
                  as="p"
                  text={step.summary}
                  speedMs={summarySpeedMs}
                  play={isSelected && (changed || entered)}
                  className="mt-4 max-w-2xl text-lead text-ink-700"
                />
                <ul className="mt-6 grid gap-3 sm:grid-cols-2">
                  {step.points.map((point) => (
                    <li key={point} className="flex items-start gap-3 text-ink-800">
                      <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-teal-100 text-teal-800">
                        <Check aria-hidden="true" size={14} strokeWidth={3} />
                      </span>
                      <span>{point}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
