/**
 * Two of Decap 3's navigation bugs, worked around (issue 49, decisions 0810 and 0813).
 *
 * - Decap keeps the open editor when the address changes from one editor to another: the new
 *   entry's form shows empty (or with the last one's fields), "unsaved changes" and "Delete
 *   entry" offered. `reloadsBetween` says when the editor is loaded anew at the new address.
 * - A new entry's local backup, offered after a reload ("A local backup was recovered …"), is
 *   taken and then overwritten by the empty draft Decap creates a moment later (its
 *   `createEmptyDraft` waits for the media library, its backup does not).
 *   `keepRestoredBackup` puts the backup back when that happens.
 */

/** An editor's address: a saved entry or a new one (`#/collections/<name>/entries/<slug>`, `…/new`). */
const EDITOR_ADDRESS = /^#\/collections\/([^/?]+)\/(?:entries\/[^?]+|new)$/;

/**
 * Whether a change of address from `from` to `to` must load the editor anew: from one editor to
 * another. Not a new entry's address becoming its saved one in the same collection (Decap's own
 * step after the first save), nor an entry's to its own collection's new entry or a duplicate's
 * draft (`…/new?duplicate=true`): "Duplicate" passes through both, its draft held in memory.
 */
export function reloadsBetween(from: string, to: string): boolean {
  if (from === to) return false;
  const source = EDITOR_ADDRESS.exec(from);
  const target = EDITOR_ADDRESS.exec(to);
  if (!source || !target) return false;
  const sameCollection = source[1] === target[1];
  const savedNew = from.endsWith("/new") && !to.endsWith("/new") && sameCollection;
  // "Duplicate" passes through the same collection's new entry, its draft in memory.
  const duplicate = !from.endsWith("/new") && to.endsWith("/new") && sameCollection;
  return !savedNew && !duplicate;
}

/**
 * A new entry's first save, told by Decap's step from its new address to its saved one in the
 * same collection: the entry's collection and file name, or undefined for any other change.
 */
export function firstSave(
  from: string,
  to: string,
): { collection: string; slug: string } | undefined {
  const source = EDITOR_ADDRESS.exec(from);
  const saved = /^#\/collections\/([^/?]+)\/entries\/([^?]+)$/.exec(to);
  if (!source || !saved || !from.endsWith("/new") || source[1] !== saved[1]) return undefined;
  return { collection: saved[1]!, slug: decodeURIComponent(saved[2]!) };
}

/**
 * Decap's link to the published page for a saved entry (its toolbar's "View Live", decision
 * 0813), set in its store as its own `loadDeployPreview` sets it. Decap looks the link up when an
 * entry is opened, and after a save only for an entry that was saved before, so a new entry
 * showed none after its first save (decision 0815). Its reducer fills in a request it has seen:
 * the request first, then the answer.
 */
export function showPublishedPage(
  store: DecapStore,
  collection: string,
  slug: string,
  url: string,
) {
  store.dispatch({ type: "DEPLOY_PREVIEW_REQUEST", payload: { collection, slug } });
  store.dispatch({
    type: "DEPLOY_PREVIEW_SUCCESS",
    payload: { collection, slug, url, status: "SUCCESS" },
  });
}

/** Decap's Redux store, as far as it is used here. */
export interface DecapStore {
  getState(): { entryDraft: ImmutableMap };
  dispatch(action: { type: string; payload?: unknown }): void;
  subscribe(listener: () => void): () => void;
}
interface ImmutableMap {
  get(key: string): unknown;
  getIn(keys: string[]): unknown;
}

/**
 * Decap's store, found through the React tree it renders into `#nc-root` (Decap exposes no
 * other way): the `store` prop of its Redux Provider. Undefined until Decap has rendered.
 */
export function decapStore(doc: Document = document): DecapStore | undefined {
  const root = doc.getElementById("nc-root");
  if (!root) return undefined;
  const key = Object.keys(root).find((k) => k.startsWith("__reactContainer$"));
  type Fiber = { child?: Fiber; sibling?: Fiber; memoizedProps?: { store?: DecapStore } };
  // Breadth first, children and siblings: the Provider sits beside Decap's style wrapper.
  const queue: Fiber[] = key ? [(root as unknown as Record<string, Fiber>)[key]!] : [];
  for (let seen = 0; queue.length && seen < 200; seen++) {
    const fiber = queue.shift()!;
    const store = fiber.memoizedProps?.store;
    if (store && typeof store.dispatch === "function") return store;
    if (fiber.child) queue.push(fiber.child);
    if (fiber.sibling) queue.push(fiber.sibling);
  }
  return undefined;
}

/** Decap's question before it restores a backup (its English phrase, `confirmLoadBackup`). */
const BACKUP_QUESTION = /local backup was recovered/i;

/**
 * When the editor is told "yes" to its backup question for a new entry, watches for a few
 * seconds: if the empty draft replaces the restored one (its `key` changes and nothing is
 * changed), the backup is handed to Decap again and its question answered "yes" once more.
 */
export function keepRestoredBackup(win: Window, store: () => DecapStore | undefined) {
  const ask = win.confirm.bind(win);
  let answerYes = false;
  win.confirm = (message?: string) => {
    if (!BACKUP_QUESTION.test(String(message ?? ""))) return ask(message);
    if (answerYes) {
      answerYes = false;
      return true;
    }
    const yes = ask(message);
    const decap = store();
    if (!yes || !decap) return yes;
    const draft = decap.getState().entryDraft;
    const backup = draft.getIn(["localBackup", "entry"]) as { toJS(): unknown } | undefined;
    if (!backup || draft.getIn(["entry", "path"])) return yes;
    let restoredKey: unknown;
    const stop = decap.subscribe(() => {
      const now = decap.getState().entryDraft;
      if (restoredKey === undefined) {
        restoredKey = now.get("key");
        return;
      }
      if (now.get("key") === restoredKey || now.get("hasChanged")) return;
      stop();
      answerYes = true;
      decap.dispatch({ type: "DRAFT_LOCAL_BACKUP_RETRIEVED", payload: { entry: backup.toJS() } });
    });
    win.setTimeout(stop, 15_000);
    return yes;
  };
}
