/**
 * Hands another page's text to a form's saved draft (the sessionStorage entry useFormDraft
 * restores): the given fields are replaced, the others (name, e-mail …) kept. Nothing goes
 * into a URL. Returns false when storage is unavailable.
 */
export function writeDraftFields(key: string, fields: Record<string, string>): boolean {
  try {
    let saved: unknown = null;
    try {
      saved = JSON.parse(window.sessionStorage.getItem(key) ?? "null");
    } catch {
      /* a malformed draft is replaced */
    }
    const base = saved && typeof saved === "object" && !Array.isArray(saved) ? saved : {};
    window.sessionStorage.setItem(key, JSON.stringify({ ...base, ...fields }));
    return true;
  } catch {
    return false;
  }
}
