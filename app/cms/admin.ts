/**
 * The editor at /admin/ (docs/decisions/0801-content-editor.md): loads Decap CMS's
 * self-contained bundle (it brings its own React; served from the package, never a CDN), adds
 * the site's stylesheet and previews, and starts it with the configuration generated from the
 * zod schemas the build checks content with. No site page imports this module.
 */
import settings from "virtual:decap-settings";
import { redirectFor } from "../../server/site-config.mjs";
import { sectionFrontMatter } from "../catalog/resources-schema";
import { roleFrontMatterSchema } from "../catalog/roles-schema";
import { resourceSections } from "../content/resources";
import { services } from "../content/services";
import { site } from "../content/site";
import { industryNames, industrySlugs } from "../content/vocabulary";
import { UPLOAD_FORMATS, uploadBase } from "../lib/uploads";
import siteStyles from "../styles/app.css?inline";
import { contentFiles } from "../content/schemas/registry.ts";
import {
  COUNTED_WIDGETS,
  decapConfig,
  FIXED_WIDGET,
  orderLikeForm,
  PAGES_COLLECTION,
  publishedPageUrl,
  resourceCollectionName,
  type DecapField,
  type ResourceSectionForm,
} from "./decap-config";
import { pasteRowsControl } from "./chart-rows";
import {
  chartChoiceControl,
  chartComponent,
  CHART_CHOICE_WIDGET,
  placeChartsAfterParagraphs,
} from "./chart-component";
import {
  entryChecker,
  entryProblemChecker,
  EntryRefused,
  type EntryProblem,
  type FolderEntry,
} from "./entry-check";
import { entryNumbers, FIELD_PATH, problemsAt, withFieldPaths } from "./field-problems";
import { typedMarkdown } from "./typed-markdown";
import { withChartIds } from "./chart-ids";
import { chartStillNeeded } from "./item-preview";
import {
  decapStore,
  firstSave,
  keepRestoredBackup,
  reloadsBetween,
  showPublishedPage,
} from "./editor-navigation";
import { countedControl } from "./counted-widget";
import { fixedControl } from "./fixed-widget";
import { guardUploads, IMAGE_WIDGET, imageControl } from "./image-widget";
import { fetchLaunchList, mountLaunchList } from "./launch-list";
import { markOnFields, refusalWords, watchRefusals } from "./entry-problems";
import { openSectionsFromHeaders } from "./section-headers";
import { copyPreview, resourcePreview, type PreviewProps } from "./previews";
import { saveWords } from "./save-words";

/** An Immutable.js map or list of Decap's, as far as it is used here. */
interface DecapValue {
  toJS(): unknown;
  get(key: string): unknown;
  toOrderedMap(): DecapValue;
  toList(): DecapValue;
  clear(): DecapValue;
  set(key: string, value: unknown): DecapValue;
  push(...values: unknown[]): DecapValue;
}

/** Decap's phrases for a language, as far as they are changed here. */
interface Phrases {
  editor?: {
    editorControlPane?: { widget?: Record<string, string> };
    editorToolbar?: Record<string, string>;
    editor?: Record<string, string>;
  };
  mediaLibrary?: { mediaLibraryModal?: Record<string, string> };
  ui?: { toast?: Record<string, string> };
  collection?: { collectionTop?: Record<string, string> };
}

/** Decap's entry (an Immutable.js map), as far as it is read here. */
interface DecapEntry {
  get(key: "collection" | "slug"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
  get(key: "data"): DecapValue;
}

interface DecapGlobals {
  CMS_MANUAL_INIT?: boolean;
  CMS?: {
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    registerPreviewTemplate(name: string, component: unknown): void;
    registerWidget(name: string, control: unknown, preview?: unknown, schema?: unknown): void;
    registerEditorComponent(component: unknown): void;
    getWidget(name: string): { control: unknown; preview?: unknown; schema?: unknown } | undefined;
    getLocale(locale: string): Phrases | undefined;
    registerLocale(locale: string, phrases: Phrases): void;
    registerEventListener(listener: {
      name: "preSave";
      handler: (event: { entry: DecapEntry }) => Promise<DecapValue | undefined>;
    }): void;
    registerEventListener(listener: {
      name: "postSave";
      handler: (event: { entry: DecapEntry }) => void;
    }): void;
    init(options: { config: unknown }): void;
  };
  h?: (...args: unknown[]) => unknown;
  createClass?: <P>(spec: { render(this: { props: P }): unknown }) => unknown;
}

function loadDecap(): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    // Decap finds its lazily loaded chunks next to the script it runs from.
    script.src = `${settings.decapBase}decap-cms.js`;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${script.src}`));
    document.head.append(script);
  });
}

const globals = window as unknown as DecapGlobals;
// The bundle starts itself unless told not to; it is started below, with the generated config.
globals.CMS_MANUAL_INIT = true;
await loadDecap();
const { CMS, h, createClass } = globals;
if (!CMS || !h || !createClass) throw new Error("Decap CMS did not load");

const template = (render: (props: PreviewProps) => unknown) =>
  createClass<PreviewProps>({
    render() {
      return render(this.props);
    },
  });

// What the specification fixes, shown read-only with the reason (decision 0810).
const fixed = fixedControl(h);
CMS.registerWidget(
  FIXED_WIDGET,
  createClass<Parameters<typeof fixed>[0]>({
    render() {
      return fixed(this.props);
    },
  }),
);

// A rule across fields is shown on the field it concerns (decision 0815): each list's keys by
// its id, so a control can tell which entries it is in, and the whole-entry check's problems of
// the entry as it is now (run again only when the entry changed), at a control's place.
const listKeys = new Map<string, () => readonly string[] | undefined>();
let checked: { data: unknown; problems: EntryProblem[] } = { data: undefined, problems: [] };
interface ControlPlace {
  field: { get(key: string): unknown };
  parentIds?: readonly (string | undefined)[];
}
function problemsOfField({ field, parentIds = [] }: ControlPlace): string[] {
  const entry = decapStore()?.getState().entryDraft.get("entry") as DecapEntry | undefined;
  if (!entry?.get("data")) return [];
  const data = entry.get("data");
  if (data !== checked.data)
    checked = {
      data,
      problems: checkByField({
        collection: entry.get("collection") ?? "",
        slug: entry.get("slug") || undefined,
        newRecord: entry.get("newRecord") === true,
        data: toSave(entry),
      }),
    };
  const path = field.get(FIELD_PATH);
  return problemsAt(
    checked.problems,
    typeof path === "string" ? path : undefined,
    entryNumbers(parentIds, (id) => listKeys.get(id)?.()),
  );
}

/** The chart of a list of rows (`charts.*.rows`) as the form has it now, as plain data. */
function chartOfRows({ field, parentIds = [] }: ControlPlace): Record<string, unknown> | undefined {
  const path = field.get(FIELD_PATH);
  const numbers = entryNumbers(parentIds, (id) => listKeys.get(id)?.());
  if (typeof path !== "string" || !numbers) return undefined;
  const keys = path.split(".");
  const chart = keys
    .slice(0, -1)
    .map((key, i) =>
      key === "*" ? numbers[keys.slice(0, i).filter((k) => k === "*").length] : key,
    );
  const entry = decapStore()?.getState().entryDraft.get("entry") as DecapEntry | undefined;
  const data = entry?.get("data")?.toJS() as Record<string, unknown> | undefined;
  const found = chart.reduce<unknown>(
    (value, key) =>
      value && typeof value === "object"
        ? (value as Record<string, unknown>)[String(key)]
        : undefined,
    data,
  );
  return found && typeof found === "object" ? (found as Record<string, unknown>) : undefined;
}

/** How many series the chart of a list of rows has now (decision 0816). */
function seriesOfRows(place: ControlPlace): number | undefined {
  const series = chartOfRows(place)?.series;
  return Array.isArray(series) && series.length ? series.length : undefined;
}

/**
 * What that chart would still need, with `rows` as its rows, before the preview can draw it
 * (its short name made from its title, as the save makes it), or undefined (third review).
 */
function stillNeededWith(place: ControlPlace, rows: readonly unknown[]): string | undefined {
  const chart = { ...chartOfRows(place), rows };
  return chartStillNeeded(withChartIds([chart])?.[0] ?? chart);
}

// A counter under every text with a length limit: Decap's own boxes, wrapped (decision 0812);
// the body too, so the build's rules on it (its links, its charts) are shown on it (decision 0816).
for (const name of COUNTED_WIDGETS) {
  const own = CMS.getWidget(name);
  if (own)
    CMS.registerWidget(
      name,
      countedControl(h, createClass, own.control, problemsOfField),
      own.preview,
      own.schema,
    );
}
// A chart's rows can be pasted from a spreadsheet above Decap's own list (decision 0813).
const ownList = CMS.getWidget("list");
if (ownList)
  CMS.registerWidget(
    "list",
    pasteRowsControl(
      h,
      createClass as (spec: Record<string, unknown>) => unknown,
      ownList.control,
      {
        register: (id, keys) => listKeys.set(id, keys),
        problems: problemsOfField,
        series: seriesOfRows,
        stillNeeded: stillNeededWith,
        watch: (listener) => decapStore()?.subscribe(listener) ?? (() => undefined),
      },
    ),
    ownList.preview,
    ownList.schema,
  );
// A field's problem is shown as the field's pattern message says it, a sentence that names the
// field (fieldProblem, decap-config.ts), not "<Label> didn't match the pattern: …".
const english = CMS.getLocale("en");
const LEAVE_UNSAVED =
  "Leave without publishing? Your changes to this entry are not saved yet. Choose Cancel to stay, then Publish to keep them.";
const savedWords = saveWords(settings.backend.kind);
const widgetPhrases = english?.editor?.editorControlPane?.widget;
if (english && widgetPhrases)
  CMS.registerLocale("en", {
    ...english,
    // The link to the page once saved, in a marketer's words (decision 0813).
    editor: {
      ...english.editor,
      // Leaving an entry with changes not published, within the editor (a link, Back): what is
      // lost and how to keep it, not "Are you sure you want to leave this page?" (fifth review).
      // Closing or reloading the tab gets the browser's own words, which no page can change.
      editor: { ...english.editor?.editor, onLeavePage: LEAVE_UNSAVED },
      editorControlPane: {
        ...english.editor!.editorControlPane,
        widget: { ...widgetPhrases, regexPattern: "%{pattern}" },
      },
      editorToolbar: {
        ...english.editor?.editorToolbar,
        // What a save did: under `npm run cms` a file in this copy, not the live site (0816).
        published: savedWords.published,
        deployButtonLabel: savedWords.pageLink,
        deployPreviewPendingButtonLabel: savedWords.pageLinkPending,
      },
    },
    // The new-entry button names one entry: "New case study", not "＋ Case Studies" (0816).
    collection: {
      ...english.collection,
      collectionTop: {
        ...english.collection?.collectionTop,
        newButton: "New %{collectionLabel}",
        newButtonAriaLabel: "New %{collectionLabel}",
      },
    },
    // A refused publish: why, in plain words, in the list at the top of the form (decision 0816).
    ui: {
      ...english.ui,
      toast: {
        ...english.ui?.toast,
        missingRequiredField: refusalWords.notice,
        onFailToPersist: "Not published. %{details}",
        entrySaved: savedWords.saved,
      },
    },
    // An empty media library says so, and what to do (decision 0813).
    mediaLibrary: {
      ...english.mediaLibrary,
      mediaLibraryModal: {
        ...english.mediaLibrary?.mediaLibraryModal,
        noAssetsFound: `No photos uploaded yet. Choose "Upload" to add one: ${UPLOAD_FORMATS}.`,
      },
    },
  });

// A chart placed in the body from the toolbar, chosen from the item's charts (decision 0813).
CMS.registerWidget(
  CHART_CHOICE_WIDGET,
  chartChoiceControl(h, createClass as (spec: Record<string, unknown>) => unknown, () => {
    const charts = decapStore()?.getState().entryDraft.getIn(["entry", "data", "charts"]);
    return (charts as { toJS?: () => unknown } | undefined)?.toJS?.();
  }),
);
CMS.registerEditorComponent(chartComponent);
// A chart inserted from the toolbar goes after the cursor's paragraph, not into it (0816): the
// body's editors are found at the press that opens the toolbar's menu, before its insert.
document.addEventListener("pointerdown", () => placeChartsAfterParagraphs(), true);
CMS.registerPreviewStyle(siteStyles, { raw: true });
// An item's picture: a drawing as a thumbnail, or an upload (decision 0811).
CMS.registerWidget(IMAGE_WIDGET, imageControl(h, createClass));
guardUploads();
const sections: ResourceSectionForm[] = resourceSections.map((section) => ({
  slug: section.slug,
  label: section.title,
  frontMatter: sectionFrontMatter(section.slug),
  itemPrefix: section.itemPrefix,
}));
for (const section of sections) {
  CMS.registerPreviewTemplate(resourceCollectionName(section.slug), template(resourcePreview(h)));
}
for (const file of contentFiles) {
  if (file.editable) CMS.registerPreviewTemplate(file.name, template(copyPreview(h)));
}
// Every field carries its place in the entry's data (decision 0815).
const config = withFieldPaths(
  decapConfig({
    contentFiles,
    resourceSections: sections,
    roleFrontMatter: roleFrontMatterSchema,
    images: settings.images,
    // Choices show names, save slugs (decision 0812).
    choiceNames: {
      industries: Object.fromEntries(industrySlugs.map((slug, i) => [slug, industryNames[i]!])),
      services: Object.fromEntries(services.map((service) => [service.slug, service.title])),
    },
    // After a save, a link to the published page (decision 0813).
    site: { url: location.origin, paths: settings.sitePaths },
    // The firm's logo on the login screen, not Decap's (decision 0816).
    logoUrl: settings.logoUrl,
    backend:
      settings.backend.kind === "local"
        ? {
            kind: "local",
            url: `${location.protocol}//${location.hostname}:${settings.backend.port}/api/v1`,
          }
        : settings.backend,
  }),
);
// Before each save, the whole entry is checked as the build checks it: a problem aborts the
// save, and Decap shows the thrown error's text in its "Failed to persist entry" notice.
// Links are held to the paths the site answers and its redirects; hashes are left to the build.
// A new item's file name must be free, and an entry's title its own in its collection: the
// folders' entries at start, and those saved since.
const folders = new Map<string, readonly FolderEntry[]>(Object.entries(settings.folderNames));
/**
 * The folders' entries read anew (decision 0816): the settings are made once per dev server, so
 * an item saved since (in another tab, or before a reload of this one) was not a taken name or
 * title. Under `npm run cms`, read when an editor opens, when the tab comes back, and before
 * each save.
 */
async function readTakenNames(): Promise<void> {
  if (!import.meta.env.DEV) return;
  try {
    const response = await fetch("/admin/folder-names.json", { cache: "no-store" });
    if (!response.ok) return;
    const now = (await response.json()) as Record<string, FolderEntry[]>;
    for (const [folder, entries] of Object.entries(now)) folders.set(folder, entries);
    // The field checks run again with them.
    checked = { data: undefined, problems: [] };
  } catch {
    // The dev server is gone: the names known so far stand.
  }
}
void readTakenNames();
window.addEventListener("hashchange", () => void readTakenNames());
window.addEventListener("focus", () => void readTakenNames());
// Leaving a field (the title, before "Publish") reads them too, so its own check has them.
document.addEventListener("focusout", () => void readTakenNames());
// A press on a form's button (the Date's "Now", "Add chart" …) leaves the text being typed in
// focused: left, the field showed its red message again (Decap clears it while the field is
// typed in), the form moved down under the pointer before the release, and the click was lost
// (fifth marketer review, decision 0816). The keyboard and the click are unchanged.
document.addEventListener(
  "mousedown",
  (event) => {
    const typing = document.activeElement;
    const target = event.target instanceof Element ? event.target : null;
    if (
      typing?.matches("input, textarea") &&
      target?.closest('[class*="ControlContainer"] button') &&
      !target.closest("[contenteditable]")
    )
      event.preventDefault();
  },
  true,
);
const siteMap = { paths: new Set(settings.sitePaths), redirect: redirectFor };
const check = entryChecker(config, contentFiles, siteMap, folders);
const checkByField = entryProblemChecker(config, contentFiles, siteMap, folders);

/** Each data file's fields, by its entry's name (the page-copy collection's `slug`). */
const dataFileFields = new Map(
  (config.collections.find((c) => c.name === PAGES_COLLECTION)?.files ?? []).map((file) => [
    file.name,
    file.fields,
  ]),
);
/** An entry's form fields: a data file's, or a folder collection's (items, roles). */
function formFieldsOf(entry: DecapEntry): readonly DecapField[] | undefined {
  const collection = entry.get("collection");
  if (collection === PAGES_COLLECTION) return dataFileFields.get(entry.get("slug") ?? "");
  return config.collections.find((c) => c.name === collection)?.fields;
}
/**
 * Plain data made Decap's (decision 0810): an ordered map and a list made from its own data,
 * never another copy of Immutable.js; keys kept in the order given.
 */
function toDecap(sample: DecapValue, value: unknown): unknown {
  const emptyMap = sample.toOrderedMap().clear();
  const emptyList = sample.toList().clear();
  const convert = (inner: unknown): unknown => {
    if (Array.isArray(inner)) return emptyList.push(...inner.map(convert));
    if (inner === null || typeof inner !== "object") return inner;
    return Object.entries(inner).reduce<DecapValue>(
      (map, [key, item]) => map.set(key, convert(item)),
      emptyMap,
    );
  };
  return convert(value);
}
/**
 * What a save writes: the entry's data with its charts' empty short names made from their
 * titles (decision 0816), as plain data.
 */
function toSave(entry: DecapEntry): Record<string, unknown> {
  const data = entry.get("data").toJS() as Record<string, unknown>;
  const charts = withChartIds(data.charts);
  return charts ? { ...data, charts } : data;
}
CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }) => {
    await readTakenNames();
    const data = toSave(entry);
    const problems = check({
      collection: entry.get("collection") ?? "",
      slug: entry.get("slug") || undefined,
      newRecord: entry.get("newRecord") === true,
      data,
    });
    if (problems.length) throw new EntryRefused(problems);
    // A heading typed as "## …" in the rich-text mode is saved as the heading it was typed as,
    // not as Decap's escaped "\## …" (decision 0813).
    if (typeof data.body === "string") data.body = typedMarkdown(data.body);
    // Every object's keys in its form's order (decisions 0810, 0816): Decap writes the order
    // its Immutable.js maps iterate, a hash order past eight keys, so a file saved unchanged
    // would be reordered, and a new item's charts written in another order than the others'.
    // Returned from preSave, the data is saved as given (Decap sets it as is).
    return toDecap(entry.get("data"), orderLikeForm(data, formFieldsOf(entry))) as DecapValue;
  },
});
CMS.registerEventListener({
  name: "postSave",
  handler: ({ entry }) => {
    const folder = config.collections.find((c) => c.name === entry.get("collection"))?.folder;
    const slug = entry.get("slug");
    if (!folder || !slug) return;
    const data = entry.get("data").toJS() as Record<string, unknown>;
    const saved: FolderEntry = {
      name: slug,
      ...(typeof data.title === "string" ? { title: data.title } : {}),
      ...(typeof data.section === "string" ? { section: data.section } : {}),
    };
    folders.set(folder, [...(folders.get(folder) ?? []).filter((e) => e.name !== slug), saved]);
  },
});

// Decap 3 keeps the open editor when the address changes from one editor to another (a link
// in the launch checklist, the back button, a new entry then a page-copy file): the new form
// shows empty, "unsaved changes" and "Delete entry" offered (issue 49). Such a change loads the
// editor anew at the new address; Decap's own warning about unsaved changes runs as the page
// unloads, and a new entry's backup is offered again there (decisions 0810, 0813). Registered
// before Decap starts, so it runs before Decap's router.
let shownHash = location.hash;
// Which editor is open, for the page's own styles (index.html, decision 0816): a new entry
// never says "Changes saved", and the launch checklist's button moves off the form's buttons.
const markEditor = () => {
  document.body.dataset.editor = /^#\/collections\/[^/]+\/new\b/.test(location.hash)
    ? "new"
    : /^#\/collections\/[^/]+\/entries\//.test(location.hash)
      ? "entry"
      : "";
};
markEditor();
window.addEventListener("hashchange", markEditor);
// An uploaded photo needs its description (decision 0816): once an upload is chosen, the
// description's label says it is required, in place of Decap's "(optional)" (fourth review).
// Decap draws that word in its own <span> of the label, whose text React leaves as long as its
// own stays the same, so it is set here after each change of the entry.
const photoWords = { upload: " (required for an uploaded photo)", drawing: " (optional)" };
const markPhoto = () => {
  const store = decapStore();
  if (!store) return void window.setTimeout(markPhoto, 200);
  store.subscribe(() => {
    const image = store.getState().entryDraft.getIn(["entry", "data", "image"]);
    const upload = typeof image === "string" && uploadBase(image) !== undefined;
    const word = document.querySelector('label[for^="imageAlt-field-"] > span');
    const text = upload ? photoWords.upload : photoWords.drawing;
    if (word && word.textContent !== text) word.textContent = text;
  });
};
markPhoto();
window.addEventListener("hashchange", () => {
  const from = shownHash;
  shownHash = location.hash;
  if (reloadsBetween(from, shownHash)) location.reload();
  // After a new entry's first save, the link to its published page at once (decision 0815).
  const saved = firstSave(from, shownHash);
  const url = saved && publishedPageUrl(config, saved.collection, saved.slug);
  const store = decapStore();
  if (saved && url && store) showPublishedPage(store, saved.collection, saved.slug, url);
});
keepRestoredBackup(window, () => decapStore());
// A closed section opens from its whole header row, not only its small arrow (decision 0816).
openSectionsFromHeaders(document);
// A refused publish lists its problems at the top of the form, never a page error (0816).
watchRefusals(
  document,
  () => decapStore(),
  () => {
    const entry = decapStore()?.getState().entryDraft.get("entry") as DecapEntry | undefined;
    if (!entry?.get("data")) return [];
    return check({
      collection: entry.get("collection") ?? "",
      slug: entry.get("slug") || undefined,
      newRecord: entry.get("newRecord") === true,
      data: toSave(entry),
    });
  },
  // After each refusal: the folders' titles read anew, and what the whole-entry check finds
  // then (a twin title) marked on its field too, as the box says (decision 0816, fourth review).
  async () => {
    await readTakenNames();
    const store = decapStore();
    const entry = store?.getState().entryDraft.get("entry") as DecapEntry | undefined;
    if (!store || !entry?.get("data")) return;
    markOnFields(
      document,
      store,
      checkByField({
        collection: entry.get("collection") ?? "",
        slug: entry.get("slug") || undefined,
        newRecord: entry.get("newRecord") === true,
        data: toSave(entry),
      }),
    );
  },
);
// The login screen shows the firm's logo (decision 0816), which Decap names "Logo": named by the
// firm's name, once it is drawn.
const logoNames = new MutationObserver(() => {
  const logo = document.querySelector<HTMLImageElement>(`img[src="${settings.logoUrl}"]`);
  if (!logo) return;
  logo.alt = site.name;
  logoNames.disconnect();
});
logoNames.observe(document.body, { childList: true, subtree: true });
CMS.init({ config });
// The launch checklist (decision 0807): under `npm run cms` only, the dev server's.
// Its fields named by the form's labels, not their data paths (decision 0816, fourth review),
// and each entry by the editor's name for it, not its file (fifth review).
const entryAt = (editor: string) => {
  const [, collection, slug = ""] =
    /#\/collections\/([^/]+)\/entries\/([^/?#]+)/.exec(editor) ?? [];
  return { found: config.collections.find((c) => c.name === collection), slug };
};
if (import.meta.env.DEV)
  mountLaunchList(
    () => fetchLaunchList(),
    document,
    (editor) => {
      const { found, slug } = entryAt(editor);
      return found?.name === PAGES_COLLECTION ? dataFileFields.get(slug) : found?.fields;
    },
    (editor) => {
      const { found, slug } = entryAt(editor);
      if (!found) return undefined;
      if (found.files) return found.files.find((file) => file.name === slug)?.label;
      const one = found.label_singular ?? found.label;
      return one.charAt(0).toUpperCase() + one.slice(1);
    },
  );
