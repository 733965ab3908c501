import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import {
  CALCULATOR_DEFAULTS,
  type CalculatorMode,
  DEFAULT_MODE,
  type FieldName,
} from "../lib/sample-size";
import {
  type CalculatorState,
  calculatorSearch,
  readCalculatorQuery,
} from "../lib/sample-size-query";

/** Marks a calculator input with the field it edits, so typing before hydration is adopted. */
export const FIELD_ATTRIBUTE = "data-calculator-field";

/**
 * The calculator's mode and field texts, kept in the query string (issue 23). The prerendered
 * page has no query, so the link is read once hydrated, with whatever the visitor typed into
 * the prerendered fields on top. Every change then replaces the address with
 * history.replaceState: no navigation, so nothing scrolls, closes or re-renders elsewhere.
 */
export function useCalculatorQuery(rootRef?: RefObject<HTMLElement | null>) {
  const [state, setState] = useState<CalculatorState>({
    mode: DEFAULT_MODE,
    values: CALCULATOR_DEFAULTS,
  });
  const [replaced, setReplaced] = useState<string[]>([]);
  const changed = useRef(false);

  // A layout effect: the link's state is painted in place of the defaults, without a flash.
  useLayoutEffect(() => {
    const fromLink = readCalculatorQuery(window.location.search);
    const values = { ...fromLink.values };
    for (const input of rootRef?.current?.querySelectorAll<HTMLInputElement>(
      `[${FIELD_ATTRIBUTE}]`,
    ) ?? []) {
      const name = input.getAttribute(FIELD_ATTRIBUTE) as FieldName;
      if (name in values && input.value !== CALCULATOR_DEFAULTS[name]) {
        values[name] = input.value;
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
      pathname + calculatorSearch(state) + hash,
    );
  }, [state]);

  const setField = useCallback((name: FieldName, value: string) => {
    changed.current = true;
    setState((s) => ({ ...s, values: { ...s.values, [name]: value } }));
  }, []);

  const setMode = useCallback((mode: CalculatorMode) => {
    changed.current = true;
    setState((s) => ({ ...s, mode }));
  }, []);

  /** Opens the fieldwork mode with the given number of completes. */
  const planFieldwork = useCallback((completes: number) => {
    changed.current = true;
    setState((s) => ({ mode: "feasibility", values: { ...s.values, n: String(completes) } }));
  }, []);

  return { ...state, replaced, setField, setMode, planFieldwork };
}
