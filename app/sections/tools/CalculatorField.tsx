import type { ReactNode } from "react";
import { FIELD_ATTRIBUTE, MODE_ATTRIBUTE } from "../../hooks/useCalculatorQuery";
import type { CalculatorMode, FieldName } from "../../lib/sample-size";

const controlClass =
  "mt-2 block w-full rounded-xl border border-ink-200 bg-white px-4 py-3 text-base text-ink-950 tabular-nums shadow-[inset_0_1px_2px_rgb(10_19_38/0.05)] transition-colors hover:border-ink-300 focus:border-teal-600 focus-visible:outline-2 focus-visible:outline-offset-1 aria-invalid:border-coral-600 aria-invalid:bg-[#fdf4f1]";

export interface CalculatorFieldProps {
  id: string;
  /** The mode whose value this is (each mode has its own). */
  mode: CalculatorMode;
  name: FieldName;
  label: string;
  help?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** The field's problem; ties the message to the control (aria-describedby, aria-invalid). */
  error?: string | undefined;
  /** Choices: a select instead of a text field. */
  options?: readonly { value: string; label: string }[];
}

/**
 * One labelled calculator input with its help and its error message. A text field with a
 * decimal keypad, not type=number: a browser empties a number field it cannot parse, and the
 * visitor would be told the field is empty instead of what is wrong with it.
 */
export function CalculatorField({
  id,
  mode,
  name,
  label,
  help,
  value,
  onChange,
  error,
  options,
}: CalculatorFieldProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help && helpId, error && errorId].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    [FIELD_ATTRIBUTE]: name,
    [MODE_ATTRIBUTE]: mode,
    className: controlClass,
  };
  let control: ReactNode;
  if (options) {
    control = (
      <select {...shared} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        {...shared}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {control}
      {help && (
        <p id={helpId} className="mt-1.5 text-sm text-ink-600">
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-semibold text-coral-600">
          {error}
        </p>
      )}
    </div>
  );
}
