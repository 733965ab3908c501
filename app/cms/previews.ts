/**
 * The editor's previews, drawn with the site's own stylesheet (the preview pane is a frame that
 * gets the site's CSS through registerPreviewStyle). A resource item is the site's own
 * components rendered to HTML (item-preview.tsx); page copy is drawn with Decap's own React
 * (`h`, `createClass` from its bundle) in the site's class names.
 */
import { itemPreviewHtml } from "./item-preview";
import { withLocalUploads } from "./upload-previews";

type Node = unknown;
type H = (type: string, props?: Record<string, unknown> | null, ...children: Node[]) => Node;

/** What Decap passes a preview template (its entry data is an Immutable map). */
export interface PreviewProps {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> } | undefined };
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A Resource Center item as the build will show it: its page and its card, drawn with the
 * site's components from the form's data (item-preview.tsx, decision 0811).
 */
export function resourcePreview(h: H) {
  return function render(props: PreviewProps): Node {
    const data = props.entry.get("data")?.toJS() ?? {};
    return h("div", {
      className: "bg-paper",
      // An upload not yet published shows from the browser's copy (decision 0813).
      dangerouslySetInnerHTML: {
        __html: withLocalUploads(itemPreviewHtml(data), text(data.image)),
      },
    });
  };
}

/**
 * A file of page copy (a service page, the home sections …) in the site's type scale: each
 * `hero` as the page's opening band, links as the site's buttons, illustrations as pictures,
 * every other group of text as a section. Ids, slugs and paths are not copy, and not shown.
 */
export function copyPreview(h: H) {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    !!v && typeof v === "object" && !Array.isArray(v);
  const isTechnical = (v: string) => /^(\/\S*|[a-z0-9]+(-[a-z0-9]+)*)$/.test(v);
  const button = (link: Record<string, unknown>) =>
    h(
      "span",
      {
        className:
          "inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-800",
      },
      text(link.label),
    );
  const picture = (image: Record<string, unknown>) =>
    h("img", {
      src: `/images/${text(image.name)}-960.webp`,
      alt: text(image.alt),
      className: "aspect-[4/3] h-auto w-full rounded-card object-cover shadow-card",
    });
  const hero = (data: Record<string, unknown>) =>
    h(
      "header",
      { className: "border-b border-ink-100 bg-sand-100" },
      h(
        "div",
        { className: "container-page grid items-center gap-10 py-14 lg:grid-cols-[1.05fr_1fr]" },
        h(
          "div",
          null,
          data.eyebrow ? h("p", { className: "eyebrow" }, text(data.eyebrow)) : null,
          h(
            "h1",
            { className: "mt-4 font-display text-display text-ink-950" },
            text(data.title ?? data.heading),
          ),
          data.lead
            ? h("p", { className: "mt-6 max-w-xl text-lead text-ink-700" }, text(data.lead))
            : null,
          h(
            "div",
            { className: "mt-8 flex flex-wrap gap-3" },
            ...Object.values(data)
              .filter((v) => isRecord(v) && "label" in v && "to" in v)
              .map((v) => button(v as Record<string, unknown>)),
          ),
        ),
        isRecord(data.image) ? picture(data.image) : null,
      ),
    );
  const value = (item: unknown, depth: number, key = ""): Node => {
    if (typeof item === "number") return h("p", { className: "text-ink-800" }, String(item));
    if (typeof item === "string") {
      // A picture's description is read out, never shown (decision 0816).
      if (isTechnical(item) || /^alt$|Alt$/.test(key)) return null;
      if (/^(title|heading|name)$/.test(key)) {
        return h("h3", { className: "font-display text-h3 text-ink-950" }, item);
      }
      if (/^(eyebrow|kicker|tag)$/.test(key)) return h("p", { className: "eyebrow" }, item);
      return h("p", { className: depth > 1 ? "text-ink-800" : "text-lead text-ink-700" }, item);
    }
    if (Array.isArray(item)) {
      return h(
        "ul",
        { className: "grid gap-3 sm:grid-cols-2" },
        ...item.map((entry) =>
          h(
            "li",
            { className: "rounded-card border border-ink-100 bg-white p-5" },
            value(entry, depth + 1),
          ),
        ),
      );
    }
    if (isRecord(item)) {
      if (key === "hero") return hero(item);
      if ("label" in item && "to" in item) return button(item);
      if ("name" in item && "alt" in item) return picture(item);
      return h(
        "div",
        { className: "space-y-3" },
        ...Object.entries(item).map(([k, entry]) => value(entry, depth + 1, k)),
      );
    }
    return null;
  };
  return function render(props: PreviewProps): Node {
    const data = props.entry.get("data")?.toJS() ?? {};
    return h(
      "div",
      { className: "bg-paper" },
      ...Object.entries(data).map(([key, entry]) =>
        key === "hero" && isRecord(entry)
          ? hero(entry)
          : h(
              "section",
              { className: "container-page border-b border-ink-100 py-10", "data-field": key },
              value(entry, 0, key),
            ),
      ),
    );
  };
}
