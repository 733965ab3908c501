/**
 * Why a "Publish" was refused, in plain words at the top of the form (issue 49, decision 0816).
 * Decap refuses a save in two ways: a field's own check (it marks the field, and says only
 * "Oops, you've missed a required field" when one is empty, or nothing at all) and the
 * whole-entry check before a save (entry-check.ts: a notice of 8 s). Either way the editor now
 * lists every problem the build would have with the entry, each a sentence naming its field, in
 * a box at the top of the form that stays, follows the entry as it is fixed, and says so when
 * nothing is left. Decap's own refusal (a rejected promise nobody handles) no longer reaches the
 * page as an error. Plain DOM, like the launch checklist: Decap brings its own React.
 */
import type { DecapStore } from "./editor-navigation";
import type { EntryProblem } from "./entry-check";

/** The editor's words for a refused publish. */
export const refusalWords = {
  heading: "Not published yet",
  lead: "The site would refuse this entry as it is. Fix each point below (the fields are marked in red too), then publish again:",
  marked: "A field marked in red below needs attention: its problem is written under it.",
  fixed: "Every point is fixed: publish again.",
  notice: "Not published: the list at the top of the form says why.",
} as const;

/** What the box says: its lead and its points, or that nothing is left. */
export function refusalText(
  problems: readonly string[],
  fieldsMarked: boolean,
): { lead: string; points: string[] } {
  if (problems.length) return { lead: refusalWords.lead, points: [...problems] };
  if (fieldsMarked) return { lead: refusalWords.lead, points: [refusalWords.marked] };
  return { lead: refusalWords.fixed, points: [] };
}

/**
 * Decap's refused save, as the page sees it: `persistEntry` rejects with nothing (a field's
 * own check) or with its ENTRY_PERSIST_FAILURE action, and the toolbar's click handler leaves the
 * rejection unhandled.
 */
export function isRefusedSave(reason: unknown): boolean {
  return (
    reason === undefined ||
    (typeof reason === "object" &&
      reason !== null &&
      (reason as { type?: unknown }).type === "ENTRY_PERSIST_FAILURE")
  );
}

/**
 * Whether the open entry is as it was saved (Decap's `hasChanged`, which its toolbar reads to
 * show "Changes saved" and no "Publish"): a saved entry, not a new one, with no edit left.
 */
export function savedAsIs(draft: { get(key: string): unknown; getIn(path: string[]): unknown }) {
  return draft.get("hasChanged") === false && draft.getIn(["entry", "newRecord"]) !== true;
}

/**
 * The id Decap gave the control of a top-level field (`<name>-field-<n>`, its label's `for`),
 * not one of a field of the same name inside a list or a group (a chart's title).
 */
function topLevelControlId(doc: Document, name: string): string | undefined {
  const container = '[class*="ControlContainer"]';
  const label = [...doc.querySelectorAll<HTMLLabelElement>("label[for]")].find(
    (candidate) =>
      candidate.htmlFor.startsWith(`${name}-field-`) &&
      !candidate.closest(container)?.parentElement?.closest(container),
  );
  return label?.htmlFor;
}

/**
 * Marks in red, as Decap marks its own, each top-level field with a problem of the whole-entry
 * check that its own check did not report when "Publish" checked the fields: the check before
 * the save reads the folders' titles anew, so a twin title can be found only there (fourth
 * review: the box said "the fields are marked in red too", and Title was not). A field Decap has
 * marked already keeps its own marks.
 */
export function markOnFields(doc: Document, store: DecapStore, problems: readonly EntryProblem[]) {
  const errors = store.getState().entryDraft.get("fieldsErrors") as
    { get(id: string): { size: number } | undefined } | undefined;
  const byField = new Map<string, string[]>();
  for (const problem of problems) {
    const [name, ...rest] = problem.path;
    if (!problem.acrossFields || rest.length || typeof name !== "string") continue;
    byField.set(name, [...(byField.get(name) ?? []), problem.text]);
  }
  for (const [name, texts] of byField) {
    const id = topLevelControlId(doc, name);
    if (!id || (errors?.get(id)?.size ?? 0) > 0) continue;
    store.dispatch({
      type: "DRAFT_VALIDATION_ERRORS",
      payload: {
        uniquefieldId: id,
        errors: [{ type: "CUSTOM", parentIds: [], message: [...new Set(texts)].join("\n") }],
      },
    });
  }
}

/** Whether Decap has marked a field with a problem. */
function marked(store: DecapStore): boolean {
  const errors = store.getState().entryDraft.get("fieldsErrors") as
    { some(predicate: (list: { size: number }) => boolean): boolean } | undefined;
  return errors?.some((list) => list.size > 0) ?? false;
}

/**
 * Shows the box after each refused publish, at the top of the form, and keeps it up to date
 * while the entry changes; gone when the editor opens another entry. `problems` is the
 * whole-entry check of the entry as it is now.
 */
export function watchRefusals(
  doc: Document,
  store: () => DecapStore | undefined,
  problems: () => string[],
  /** Reads what the check depends on anew (the taken file names); the box is drawn again. */
  refresh?: () => Promise<void>,
) {
  const win = doc.defaultView!;
  let box: HTMLElement | undefined;
  let shownFor: unknown;
  const draw = () => {
    const decap = store();
    if (!box || !decap) return;
    const { lead, points } = refusalText(problems(), marked(decap));
    const list = doc.createElement("ul");
    for (const point of points)
      list.append(Object.assign(doc.createElement("li"), { textContent: point }));
    box.querySelector("p")!.textContent = lead;
    box.querySelector("ul")!.replaceWith(list);
  };
  const show = () => {
    const pane = doc.querySelector('[class*="ControlPaneContainer"]');
    const decap = store();
    if (!pane || !decap) return;
    // Not the entry's problems (the backend did not answer, say): Decap's notice says so.
    if (!refusalText(problems(), marked(decap)).points.length) return;
    if (!box) {
      box = doc.createElement("section");
      box.className = "entry-problems";
      box.setAttribute("role", "alert");
      box.setAttribute("aria-labelledby", "entry-problems-heading");
      const heading = Object.assign(doc.createElement("h2"), {
        id: "entry-problems-heading",
        textContent: refusalWords.heading,
      });
      box.append(heading, doc.createElement("p"), doc.createElement("ul"));
    }
    if (box.parentElement !== pane) pane.prepend(box);
    shownFor = store()?.getState().entryDraft.getIn(["entry", "data"]);
    draw();
    box.scrollIntoView({ block: "start" });
  };
  const hide = () => {
    box?.remove();
    box = undefined;
  };
  win.addEventListener("hashchange", hide);
  // Decap's refusal is the page's only sign of a refused publish: shown, not thrown.
  win.addEventListener("unhandledrejection", (event) => {
    if (!isRefusedSave(event.reason)) return;
    event.preventDefault();
    show();
    void refresh?.().then(() => (box ? draw() : show()));
  });
  // Kept up to date as the entry is fixed.
  const subscribe = () => {
    const decap = store();
    if (!decap) return void win.setTimeout(subscribe, 200);
    decap.subscribe(() => {
      const draft = decap.getState().entryDraft;
      // Saved, or typed back as it was saved: nothing to publish, nothing refused (fourth
      // review: "Every point is fixed: publish again" stayed under "Changes saved").
      if (box && savedAsIs(draft)) return hide();
      const data = draft.getIn(["entry", "data"]);
      if (box && data !== shownFor) {
        shownFor = data;
        draw();
      }
    });
  };
  subscribe();
}
