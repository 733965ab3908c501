/**
 * The calculator's state in the query string (issue 23): `mode` and one parameter per field,
 * named as the fields. Pure, so the hook that reads and writes the address stays small.
 */
import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_MODES,
  type CalculatorMode,
  DEFAULT_MODE,
  type FieldName,
  type FieldValues,
  MODE_FIELDS,
  parseField,
} from "./sample-size";

export const MODE_PARAM = "mode";

const fieldNames = Object.keys(CALCULATOR_DEFAULTS) as FieldName[];

const isMode = (value: string): value is CalculatorMode =>
  (CALCULATOR_MODES as readonly string[]).includes(value);

export interface CalculatorState {
  mode: CalculatorMode;
  values: FieldValues;
}

/**
 * The state a link asks for. Each invalid value (a mode that does not exist, a field that does
 * not parse or is out of range) is replaced by its default and named in `replaced`.
 */
export function readCalculatorQuery(search: string): CalculatorState & {
  replaced: (FieldName | typeof MODE_PARAM)[];
} {
  const params = new URLSearchParams(search);
  const replaced: (FieldName | typeof MODE_PARAM)[] = [];
  const requested = params.get(MODE_PARAM);
  let mode = DEFAULT_MODE;
  if (requested !== null) {
    if (isMode(requested)) mode = requested;
    else replaced.push(MODE_PARAM);
  }
  const values = { ...CALCULATOR_DEFAULTS };
  for (const name of fieldNames) {
    const raw = params.get(name);
    if (raw === null) continue;
    if (parseField(name, raw).ok) values[name] = raw.trim();
    else replaced.push(name);
  }
  return { mode, values, replaced };
}

/**
 * The query string of a state: the mode, then every field of that mode that differs from its
 * default (each mode has its own values; issue 48).
 */
export function calculatorSearch({ mode, values }: CalculatorState): string {
  const params = new URLSearchParams({ [MODE_PARAM]: mode });
  for (const name of MODE_FIELDS[mode]) {
    if (values[name] !== CALCULATOR_DEFAULTS[name]) params.set(name, values[name]);
  }
  return `?${params.toString()}`;
}
