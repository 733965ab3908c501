export interface Brief {
  subject: string;
  message: string;
}

/**
 * A draft with a brief added (issue 48): the brief goes after the message already written,
 * separated by a blank line, and not again when the message already holds it; an empty subject
 * takes the brief's, one the visitor wrote is kept. Every other field (name, e-mail …) is left
 * as it is.
 */
export function mergeBrief(draft: Record<string, unknown>, brief: Brief): Record<string, unknown> {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const written = text(draft.message).trimEnd();
  let message = brief.message;
  if (written.includes(brief.message)) message = text(draft.message);
  else if (written !== "") message = `${written}\n\n${brief.message}`;
  const subject = text(draft.subject).trim() === "" ? brief.subject : text(draft.subject);
  return { ...draft, subject, message };
}

/**
 * Adds another page's brief to a form's saved draft (the sessionStorage entry useFormDraft
 * restores), as mergeBrief says. Nothing goes into a URL. Returns false when storage is
 * unavailable.
 */
export function addBriefToDraft(key: string, brief: Brief): boolean {
  try {
    let saved: unknown = null;
    try {
      saved = JSON.parse(window.sessionStorage.getItem(key) ?? "null");
    } catch {
      /* a malformed draft is replaced */
    }
    const draft =
      saved && typeof saved === "object" && !Array.isArray(saved)
        ? (saved as Record<string, unknown>)
        : {};
    window.sessionStorage.setItem(key, JSON.stringify(mergeBrief(draft, brief)));
    return true;
  } catch {
    return false;
  }
}
