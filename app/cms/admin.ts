/**
 * The editor at /admin/ (docs/decisions/0801-content-editor.md): loads Decap CMS's
 * self-contained bundle (it brings its own React; served from the package, never a CDN), adds
 * the site's stylesheet and previews, and starts it with the configuration generated from the
 * zod schemas the build checks content with. No site page imports this module.
 */
import settings from "virtual:decap-settings";
import { sectionFrontMatter } from "../catalog/resources-schema";
import { resourceSections } from "../content/resources";
import siteStyles from "../styles/app.css?inline";
import { contentFiles } from "../content/schemas/registry.ts";
import { decapConfig, resourceCollectionName, type ResourceSectionForm } from "./decap-config";
import { copyPreview, resourcePreview, type PreviewProps } from "./previews";

interface DecapGlobals {
  CMS_MANUAL_INIT?: boolean;
  CMS?: {
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
    registerPreviewTemplate(name: string, component: unknown): void;
    init(options: { config: unknown }): void;
  };
  h?: (...args: unknown[]) => unknown;
  createClass?: (spec: { render(this: { props: PreviewProps }): unknown }) => unknown;
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
    render() {
      return render(this.props);
    },
  });

CMS.registerPreviewStyle(siteStyles, { raw: true });
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
CMS.init({
  config: decapConfig({
    contentFiles,
    resourceSections: sections,
    images: settings.images,
    backend:
      settings.backend.kind === "local"
        ? {
            kind: "local",
            url: `${location.protocol}//${location.hostname}:${settings.backend.port}/api/v1`,
          }
        : settings.backend,
  }),
});
