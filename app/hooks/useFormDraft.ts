import { useCallback, useEffect, useRef, useState } from "react";

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
 * Form values that survive an accidental reload: kept in sessionStorage under `key`, restored
 * after hydration (the prerendered form is empty), saved on every change, removed by
 * `clear()` (after a successful send). Storage errors (disabled, full) are ignored.
 */
export function useFormDraft<T extends Record<string, string>>(key: string, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [ready, setReady] = useState(false);
  const initialRef = useRef(initial);

  useEffect(() => {
    const draft = readDraft(key, initialRef.current);
    if (draft) setValues(draft);
    setReady(true);
  }, [key]);

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
