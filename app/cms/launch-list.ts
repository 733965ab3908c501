/**
 * The launch checklist in the editor (issue 47 item 2, docs/decisions/0807-launch-gates-finished.md):
 * the list `npm run launch-check` prints, every piece of content still sample, to confirm or a
 * placeholder, by file and field, with a link that opens the entry. A button in the editor's
 * corner opens it in a modal dialog (the native <dialog>: focus moves in, Escape closes, focus
 * returns). The list is asked for each time it opens, and made from the working tree at that
 * moment (scripts/build/cms-admin.mjs, /admin/launch.json): under `npm run cms` only, since it
 * names what the firm has not confirmed and a built /admin/ is public. Plain DOM: Decap brings
 * its own React, and this module must not need the site's.
 */
import { contentStatusCopy } from "../content/content-status";
import type { ContentStatus } from "../content/schemas/common";
import type { DecapField } from "./decap-config";
import { fieldLabel } from "./entry-check";

/** One entry of the list, as scripts/launch-check.mjs collects it. */
interface LaunchItem {
  file: string;
  /** The editor's address of the file's entry: `/admin/#/collections/…`. */
  editor: string;
  field: string;
  status: ContentStatus;
  name?: string;
  note?: string;
  /** A Resource Center item's or an open role's title. */
  title?: string;
}

/** What /admin/launch.json answers. */
export interface LaunchList {
  items: LaunchItem[];
  /** When the list was made (ISO 8601). */
  made: string;
}

const LAUNCH_LIST_URL = "/admin/launch.json";

/** The editor's own words (the firm's tool, like the launch check's report). */
const words = {
  button: (count: number) =>
    count ? `Launch checklist: ${count} left` : "Launch checklist: ready",
  heading: "Launch checklist",
  lead: "Content still marked sample, to confirm or placeholder. Confirm or replace each, remove its status (and its confirm note), and publish: a production build leaves claims to confirm out and labels sample evidence until then.",
  developer: "For your developer:",
  command: "npm run launch-check",
  sameList: "prints the same list.",
  ready: "Nothing left to confirm or replace: every item is final.",
  made: (time: string) => `Listed at ${time}.`,
  open: "Open in the editor",
  close: "Close",
  loading: "Listing…",
  failed: (why: string) => `The list could not be made: ${why}`,
} as const;

const KINDS: readonly ContentStatus[] = ["to-confirm", "sample", "placeholder"];

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = Object.assign(doc.createElement(tag), props);
  el.append(...children);
  return el;
}

/** The count per kind, e.g. "To confirm: 32 · Sample: 30 · Placeholder: 3". */
function launchCounts(items: readonly LaunchItem[]): string {
  return KINDS.map(
    (kind) =>
      `${contentStatusCopy.preview.marks[kind]}: ${items.filter((i) => i.status === kind).length}`,
  ).join(" · ");
}

/**
 * A field of the list by its form labels, as the editor names it ("Hero › Claims 1"), not by its
 * data path ("hero.claims.0", fourth marketer review, decision 0816); the path when the form's
 * fields are not known.
 */
export function launchFieldName(field: string, fields: readonly DecapField[] | undefined): string {
  if (!field) return "(the whole file)";
  if (!fields) return field;
  return fieldLabel(
    fields,
    field.split(".").map((key) => (/^\d+$/.test(key) ? Number(key) : key)),
  );
}

/** The form's fields of the entry an editor's address opens, when known. */
export type FormFieldsAt = (editor: string) => readonly DecapField[] | undefined;

/**
 * The editor's name of the entry an editor's address opens: a page-copy file's ("Home — first
 * screen"), a collection's for one of its items ("Case study"), when known.
 */
export type EntryNameAt = (editor: string) => string | undefined;

/**
 * An entry as the editor names it, not by its file (fifth marketer review, decision 0816): "Home —
 * first screen", "Case study: “A Pack Redesign …”"; the file's own name when the editor's is not
 * known.
 */
function launchEntryName(item: LaunchItem, entryAt?: EntryNameAt): string {
  const kind = entryAt?.(item.editor);
  const own = item.file.replace(/^.*\//, "").replace(/\.\w+$/, "");
  if (item.title) return `${kind ?? "Item"}: “${item.title}”`;
  return kind ?? own;
}

/** The list's body: the counts, then each file with its link and its items. */
function launchListContent(
  list: LaunchList,
  doc: Document = document,
  fieldsAt?: FormFieldsAt,
  entryAt?: EntryNameAt,
): HTMLElement {
  const body = element(doc, "div", { className: "launch-list-body" });
  // The local time, "06:22:41" (not toLocale*: see app/lib/dates.ts).
  const made = new Date(list.made);
  const time = Number.isNaN(made.getTime()) ? list.made : made.toTimeString().slice(0, 8);
  body.append(element(doc, "p", {}, words.made(time)));
  if (list.items.length === 0) {
    body.append(element(doc, "p", {}, words.ready));
    return body;
  }
  body.append(element(doc, "p", { className: "launch-list-counts" }, launchCounts(list.items)));
  const files = [...new Set(list.items.map((i) => i.file))];
  for (const file of files) {
    const own = list.items.filter((i) => i.file === file);
    const heading = element(doc, "h3", {}, launchEntryName(own[0]!, entryAt));
    const open = element(doc, "a", { href: own[0]!.editor }, words.open);
    const entries = element(
      doc,
      "ul",
      {},
      ...own.map((item) =>
        element(
          doc,
          "li",
          {},
          element(doc, "strong", {}, contentStatusCopy.preview.marks[item.status]),
          " ",
          fieldsAt
            ? launchFieldName(item.field, fieldsAt(item.editor))
            : element(doc, "code", {}, item.field || "(file)"),
          item.name ? ` “${item.name}”` : "",
          item.note ? `: ${item.note}` : "",
        ),
      ),
    );
    body.append(element(doc, "section", {}, heading, open, entries));
  }
  return body;
}

/**
 * Adds the button and its dialog to the page. `load` asks for the list (each time the dialog
 * opens, and once at the start for the button's count).
 */
export function mountLaunchList(
  load: () => Promise<LaunchList>,
  doc: Document = document,
  /** Names each field by its form labels (the editor's configuration). */
  fieldsAt?: FormFieldsAt,
  /** Names each entry as the editor does (the editor's configuration). */
  entryAt?: EntryNameAt,
): { button: HTMLButtonElement; dialog: HTMLDialogElement; refresh: () => Promise<void> } {
  const button = element(doc, "button", {
    type: "button",
    className: "launch-list-button",
    textContent: words.loading,
  });
  const content = element(doc, "div", {}, element(doc, "p", {}, words.loading));
  const close = element(doc, "button", { type: "button", textContent: words.close });
  const title = element(doc, "h2", { id: "launch-list-title" }, words.heading);
  const dialog = element(
    doc,
    "dialog",
    { className: "launch-list" },
    element(doc, "header", {}, title, close),
    element(doc, "p", {}, words.lead),
    content,
    // The command in one small line (fifth marketer review): the list itself is in page words.
    element(
      doc,
      "p",
      { className: "launch-list-developer" },
      `${words.developer} `,
      element(doc, "code", {}, words.command),
      ` ${words.sameList}`,
    ),
  );
  dialog.setAttribute("aria-labelledby", title.id);

  const refresh = async () => {
    try {
      const list = await load();
      button.textContent = words.button(list.items.length);
      content.replaceChildren(launchListContent(list, doc, fieldsAt, entryAt));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      button.textContent = words.heading;
      content.replaceChildren(element(doc, "p", { role: "alert" }, words.failed(why)));
    }
  };
  button.addEventListener("click", () => {
    dialog.showModal();
    void refresh();
  });
  close.addEventListener("click", () => dialog.close());
  // A link opens its entry in the editor behind the dialog (Decap's routes are hashes).
  content.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) dialog.close();
  });
  doc.body.append(button, dialog);
  void refresh();
  return { button, dialog, refresh };
}

/** Asks the server (or the built editor's file) for the list. */
export async function fetchLaunchList(url = LAUNCH_LIST_URL): Promise<LaunchList> {
  const response = await fetch(url, { cache: "no-store" });
  const body = (await response.json()) as LaunchList | { error: string };
  if ("error" in body) throw new Error(body.error);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return body;
}
