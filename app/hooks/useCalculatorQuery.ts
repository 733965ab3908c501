import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_MODES,
  type CalculatorMode,
  DEFAULT_MODE,
  type FieldName,
  type FieldValues,
} from "../lib/sample-size";
import { calculatorSearch, readCalculatorQuery } from "../lib/sample-size-query";

/** Marks a calculator input with the mode and field it edits, so typing before hydration is adopted. */
export const FIELD_ATTRIBUTE = "data-calculator-field";
export const MODE_ATTRIBUTE = "data-calculator-mode";

/** Each mode's own field texts: a value typed in one mode never shows in another (issue 48). */
export type ModeValues = Record<CalculatorMode, FieldValues>;

const DEFAULT_VALUES = Object.fromEntries(
  CALCULATOR_MODES.map((mode) => [mode, CALCULATOR_DEFAULTS]),
) as ModeValues;

/**
 * The calculator's mode and each mode's field texts. The address holds the mode shown and its
 * values (issue 23): the prerendered page has no query, so the link is read once hydrated, into
 * its mode, with whatever the visitor typed into the prerendered fields on top. Every change
 * then replaces the address with history.replaceState: no navigation, so nothing scrolls,
 * closes or re-renders elsewhere.
 */
export function useCalculatorQuery(rootRef?: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<{ mode: CalculatorMode; values: ModeValues }>({
    mode: DEFAULT_MODE,
    values: DEFAULT_VALUES,
  });
  const [replaced, setReplaced] = useState<string[]>([]);
  const changed = useRef(false);

  // A layout effect: the link's state is painted in place of the defaults, without a flash.
  useLayoutEffect(() => {
    const fromLink = readCalculatorQuery(window.location.search);
    const values = { ...DEFAULT_VALUES, [fromLink.mode]: fromLink.values };
    for (const input of rootRef?.current?.querySelectorAll<HTMLInputElement>(
      `[${FIELD_ATTRIBUTE}]`,
    ) ?? []) {
      const name = input.getAttribute(FIELD_ATTRIBUTE) as FieldName;
      const mode = input.getAttribute(MODE_ATTRIBUTE) as CalculatorMode;
      if (mode in values && name in values[mode] && input.value !== CALCULATOR_DEFAULTS[name]) {
        values[mode] = { ...values[mode], [name]: input.value };
        changed.current = true;
      }
    }
    setState({ mode: fromLink.mode, values });
    setReplaced(fromLink.replaced);
  }, [rootRef]);

  useEffect(() => {
    if (!changed.current) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      "",
      pathname + calculatorSearch({ mode: state.mode, values: state.values[state.mode] }) + hash,
    );
  }, [state]);

  const setField = useCallback((mode: CalculatorMode, name: FieldName, value: string) => {
    changed.current = true;
    setState((s) => ({
      ...s,
      values: { ...s.values, [mode]: { ...s.values[mode], [name]: value } },
    }));
  }, []);

  const setMode = useCallback((mode: CalculatorMode) => {
    changed.current = true;
    setState((s) => ({ ...s, mode }));
  }, []);

  /** Opens the fieldwork mode with the given number of completes. */
  const planFieldwork = useCallback((completes: number) => {
    changed.current = true;
    setState((s) => ({
      mode: "feasibility",
      values: { ...s.values, feasibility: { ...s.values.feasibility, n: String(completes) } },
    }));
  }, []);

  return { ...state, replaced, setField, setMode, planFieldwork };
}
