import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import ArrowRight from "lucide-react/icons/arrow-right";
import { sampleSizePage as page } from "../../content/sample-size";
import { useCalculatorQuery } from "../../hooks/useCalculatorQuery";
import { useTabs } from "../../hooks/useTabs";
import { site } from "../../content/site";
import { addBriefToDraft } from "../../lib/form-draft";
import {
  CALCULATOR_MODES,
  CONFIDENCE_LEVELS,
  type CalculatorMode,
  type FieldName,
  type FieldValues,
  MODE_FIELDS,
} from "../../lib/sample-size";
import { MODE_PARAM, calculatorSearch } from "../../lib/sample-size-query";
import { CalculatorField } from "./CalculatorField";
import { calculatorOutcome, fieldCopy } from "./calculator-outcome";

const confidenceOptions = CONFIDENCE_LEVELS.map((level) => ({
  value: String(level),
  label: page.confidenceOption(level),
}));

/** The page's address with a state, for the brief. */
const shareUrl = (mode: CalculatorMode, values: FieldValues) =>
  `${window.location.origin}${page.path}${calculatorSearch({ mode, values })}`;

const panelId = (mode: CalculatorMode) => `calculator-${mode}`;

/** A mode tab's classes by its look (useTabs `lookOf`). */
const TAB_LOOK = {
  selected: "bg-ink-900 text-white shadow-card",
  unselected: "text-ink-700 hover:bg-white",
  idle: "text-ink-700 hover:bg-white tabs-idle:bg-ink-900 tabs-idle:text-white tabs-idle:shadow-card",
} as const;
const fieldId = (mode: CalculatorMode, name: FieldName) => `${mode}-${name}`;

/**
 * The four modes of the calculator as APG tabs over one state kept in the query string
 * (useCalculatorQuery). Each panel shows its fields, then its result in a polite live region
 * with the working under it. Without JavaScript it gives way to a note; the reference table
 * and formulas below it are plain HTML.
 */
export function SampleSizeCalculator() {
  const rootRef = useRef<HTMLDivElement>(null);
  const { mode, values, replaced, setField, setMode, planFieldwork } = useCalculatorQuery(rootRef);
  const tabs = useTabs<CalculatorMode>({
    ids: CALCULATOR_MODES,
    selected: mode,
    onSelectedChange: setMode,
    panelIdOf: panelId,
  });

  // "Plan fieldwork" opens the fieldwork mode and puts focus on its completes field.
  const [focusField, setFocusField] = useState<string | null>(null);
  useEffect(() => {
    if (!focusField) return;
    document.getElementById(focusField)?.focus();
    setFocusField(null);
  }, [focusField]);

  const replacedNames = replaced.map((name) =>
    name === MODE_PARAM
      ? `${page.linkNote.mode} (${name})`
      : `${page.fields[name as FieldName].label.replace(/ \(.*\)$/, "")} (${name})`,
  );

  return (
    <section aria-labelledby="calculator-heading" className="container-page py-12 sm:py-16">
      <h2 id="calculator-heading" className="sr-only">
        {page.calculatorHeading}
      </h2>
      <p className="hidden rounded-card border border-amber-300 bg-amber-100 p-6 text-ink-900 noscript:block">
        {page.noScript}
      </p>
      <div ref={rootRef} {...tabs.rootProps} className="noscript:hidden">
        {replacedNames.length > 0 && (
          <p
            role="status"
            className="mb-6 rounded-xl border border-amber-300 bg-amber-100 p-4 text-ink-900"
          >
            {page.linkNote.text} {replacedNames.join(", ")}.
          </p>
        )}
        <div
          {...tabs.getTabListProps(page.tabListLabel)}
          className="grid grid-cols-1 gap-1.5 rounded-card bg-ink-50 p-1.5 min-[390px]:grid-cols-2 lg:grid-cols-4"
        >
          {CALCULATOR_MODES.map((id) => (
            <a
              key={id}
              {...tabs.getTabProps(id)}
              className={`rounded-[0.9rem] px-3 py-3 text-center text-sm font-semibold whitespace-nowrap transition-colors sm:text-base ${TAB_LOOK[tabs.lookOf(id)]}`}
            >
              {page.modes[id].label}
            </a>
          ))}
        </div>

        {CALCULATOR_MODES.map((id) => {
          const own = values[id];
          const outcome = calculatorOutcome(id, own);
          const problems = outcome.ok ? {} : outcome.problems;
          return (
            <div
              key={id}
              {...tabs.getPanelProps(id)}
              className={`${tabs.panelClass(id)} mt-6 grid grid-cols-1 gap-6 rounded-card border border-ink-100 bg-white p-6 shadow-card max-[359px]:p-4 sm:p-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] lg:gap-10`}
            >
              <div>
                <h3 className="card-title">{page.modes[id].heading}</h3>
                <div className="mt-6 grid gap-5 sm:grid-cols-2">
                  {MODE_FIELDS[id].map((name) => {
                    const copy = fieldCopy(id, name);
                    return (
                      <CalculatorField
                        key={name}
                        id={fieldId(id, name)}
                        mode={id}
                        name={name}
                        label={copy.label}
                        help={"help" in copy ? copy.help : undefined}
                        value={own[name]}
                        onChange={(value) => setField(id, name, value)}
                        error={problems[name]}
                        options={name === "confidence" ? confidenceOptions : undefined}
                      />
                    );
                  })}
                </div>
              </div>
              <div className="on-dark flex flex-col gap-5 self-start rounded-card bg-ink-900 p-6 text-white sm:p-8">
                <div role="status" className="flex flex-col gap-4">
                  {outcome.ok ? (
                    <>
                      <dl className="flex flex-wrap gap-x-8 gap-y-4">
                        {outcome.figures.map((figure, index) => (
                          <div key={figure.label}>
                            <dt className="text-sm font-semibold text-ink-100">{figure.label}</dt>
                            <dd
                              className={`font-display text-white tabular-nums ${index === 0 ? "text-[2.75rem] leading-tight" : "text-2xl"}`}
                            >
                              {figure.value}
                            </dd>
                          </div>
                        ))}
                      </dl>
                      <p className="text-ink-100">{outcome.reading}</p>
                    </>
                  ) : (
                    <p className="font-semibold text-amber-300">{page.invalidResult}</p>
                  )}
                </div>
                {outcome.ok && (
                  <>
                    <p className="border-t border-white/15 pt-4 text-sm text-ink-100">
                      <span className="font-semibold text-white">
                        {page.results.formulaLabel}:{" "}
                      </span>
                      <span className="break-words">{outcome.working}</span>
                    </p>
                    <div className="flex flex-wrap gap-3">
                      <Link
                        discover="none"
                        to={page.brief.to}
                        onClick={() => {
                          addBriefToDraft(site.contactDraftKey, {
                            subject: outcome.subject,
                            message: `${outcome.summary}\n\n${page.brief.link(shareUrl(id, own))}`,
                          });
                        }}
                        className="inline-flex items-center justify-center gap-2 rounded-full bg-amber-300 px-5 py-2.5 max-[359px]:px-4 text-[0.95rem] font-semibold whitespace-nowrap text-ink-950 transition-colors hover:bg-amber-500"
                      >
                        {page.brief.label}
                        <ArrowRight aria-hidden="true" size={17} />
                      </Link>
                      {outcome.completes !== undefined && (
                        <button
                          type="button"
                          onClick={() => {
                            planFieldwork(outcome.completes!);
                            setFocusField(fieldId("feasibility", "n"));
                          }}
                          className="inline-flex items-center justify-center rounded-full border border-white/30 px-5 py-2.5 max-[359px]:px-4 text-[0.95rem] font-semibold whitespace-nowrap text-white transition-colors hover:border-white"
                        >
                          {page.planFieldwork(outcome.figures[0]!.value)}
                        </button>
                      )}
                    </div>
                  </>
                )}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
