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
import siteStyles from "../styles/app.css?inline";
import { contentFiles } from "../content/schemas/registry.ts";
import { decapConfig, resourceCollectionName, type ResourceSectionForm } from "./decap-config";
import { entryChecker, EntryRefused } from "./entry-check";
import { guardUploads, IMAGE_WIDGET, imageControl } from "./image-widget";
import { fetchLaunchList, mountLaunchList } from "./launch-list";
import { copyPreview, resourcePreview, type PreviewProps } from "./previews";

/** Decap's entry (an Immutable.js map), as far as it is read here. */
interface DecapEntry {
  get(key: "collection" | "slug"): string | undefined;
  get(key: "newRecord"): boolean | undefined;
  get(key: "data"): { toJS(): Record<string, unknown> };
}

interface DecapGlobals {
  CMS_MANUAL_INIT?: boolean;
  CMS?: {
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    registerPreviewTemplate(name: string, component: unknown): void;
    registerWidget(name: string, control: unknown): void;
    registerEventListener(listener: {
      name: "preSave";
      handler: (event: { entry: DecapEntry }) => undefined;
    }): void;
    init(options: { config: unknown }): void;
  };
  h?: (...args: unknown[]) => unknown;
  createClass?: (spec: object) => unknown;
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
  createClass({
    render(this: { props: PreviewProps }) {
      return render(this.props);
    },
  });

CMS.registerPreviewStyle(siteStyles, { raw: true });
// An item's picture: a drawing as a thumbnail, or an upload (decision 0811).
CMS.registerWidget(IMAGE_WIDGET, imageControl(h, createClass));
guardUploads();
const sections: ResourceSectionForm[] = resourceSections.map((section) => ({
  slug: section.slug,
  label: section.title,
  frontMatter: sectionFrontMatter(section.slug),
}));
for (const section of sections) {
  CMS.registerPreviewTemplate(resourceCollectionName(section.slug), template(resourcePreview(h)));
}
for (const file of contentFiles) {
  if (file.editable) CMS.registerPreviewTemplate(file.name, template(copyPreview(h)));
}
const config = decapConfig({
  contentFiles,
  resourceSections: sections,
  roleFrontMatter: roleFrontMatterSchema,
  images: settings.images,
  backend:
    settings.backend.kind === "local"
      ? {
          kind: "local",
          url: `${location.protocol}//${location.hostname}:${settings.backend.port}/api/v1`,
        }
      : settings.backend,
});
// Before each save, the whole entry is checked as the build checks it: a problem aborts the
// save, and Decap shows the thrown error's text in its "Failed to persist entry" notice.
// Links are held to the paths the site answers and its redirects; hashes are left to the build.
const check = entryChecker(config, contentFiles, {
  paths: new Set(settings.sitePaths),
  redirect: redirectFor,
});
CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const problems = check({
      collection: entry.get("collection") ?? "",
      slug: entry.get("slug") || undefined,
      newRecord: entry.get("newRecord") === true,
      data: entry.get("data").toJS(),
    });
    if (problems.length) throw new EntryRefused(problems);
    return undefined;
  },
});
CMS.init({ config });
// The launch checklist (decision 0807): under `npm run cms` only, the dev server's.
if (import.meta.env.DEV) mountLaunchList(() => fetchLaunchList());
