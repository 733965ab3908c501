import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";

function readDraft<T extends Record<string, string>>(key: string, initial: T): T | null {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const out = { ...initial };
    for (const field of Object.keys(initial) as (keyof T)[]) {
      const value = (parsed as Record<string, unknown>)[field as string];
      if (typeof value === "string") out[field] = value as T[keyof T];
    }
    return out;
  } catch {
    return null;
  }
}

/**
 * What the visitor typed into the form's fields (named like the values' keys) before the
 * script ran: the non-empty ones. React hydrates controlled fields without reading them, and
 * its next render would write the prerendered empty values back over them.
 */
function readTypedFields<T extends Record<string, string>>(
  form: HTMLFormElement | null,
  initial: T,
): Partial<T> {
  const typed: Partial<T> = {};
  if (!form) return typed;
  for (const field of Object.keys(initial) as (keyof T & string)[]) {
    const control = form.elements.namedItem(field);
    if (
      (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
      control.value !== ""
    ) {
      typed[field] = control.value as T[keyof T & string];
    }
  }
  return typed;
}

/**
 * Form values that survive an accidental reload: kept in sessionStorage under `key`, restored
 * after hydration (the prerendered form is empty), saved on every change, removed by
 * `clear()` (after a successful send). Storage errors (disabled, full) are ignored.
 * With `formRef`, whatever the visitor typed before hydration is adopted too, over the draft.
 */
export function useFormDraft<T extends Record<string, string>>(
  key: string,
  initial: T,
  formRef?: RefObject<HTMLFormElement | null>,
) {
  const [values, setValues] = useState<T>(initial);
  const [ready, setReady] = useState(false);
  const initialRef = useRef(initial);

  // A layout effect: it must run before anything re-renders the fields with the empty values.
  useLayoutEffect(() => {
    const draft = readDraft(key, initialRef.current);
    const typed = readTypedFields(formRef?.current ?? null, initialRef.current);
    if (draft || Object.keys(typed).length > 0) {
      setValues({ ...initialRef.current, ...draft, ...typed });
    }
    setReady(true);
  }, [key, formRef]);

  useEffect(() => {
    if (!ready) return;
    try {
      const empty = Object.values(values).every((v) => v === "");
      if (empty) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      /* storage unavailable: the draft simply is not kept */
    }
  }, [key, values, ready]);

  const setField = useCallback(
    (field: keyof T, value: string) => setValues((v) => ({ ...v, [field]: value })),
    [],
  );

  const clear = useCallback(() => {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      /* ignore */
    }
    setValues(initialRef.current);
  }, [key]);

  return { values, setField, clear };
}
