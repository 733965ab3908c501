/**
 * The editor's previews, drawn with the site's own stylesheet and class names (the preview
 * pane is a frame that gets the site's CSS through registerPreviewStyle). They are built with
 * Decap's own React (`h`, `createClass` from its bundle), not the site's components: the editor
 * brings its own React and the site's components need the router.
 */
import { markdownBodyClasses } from "../sections/resources/markdown-body-classes";
import { tintClasses } from "../sections/resources/tints";

type Node = unknown;
type H = (type: string, props?: Record<string, unknown> | null, ...children: Node[]) => Node;

/** What Decap passes a preview template (its entry data is an Immutable map). */
export interface PreviewProps {
  entry: { get(key: "data"): { toJS(): Record<string, unknown> } | undefined };
  widgetFor(name: string): Node;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A Resource Center item as its page opens: tag, title, lead, byline, illustration, body. */
export function resourcePreview(h: H) {
  return function render(props: PreviewProps): Node {
    const data = props.entry.get("data")?.toJS() ?? {};
    const tint = tintClasses[text(data.tint) as keyof typeof tintClasses] ?? tintClasses.sand;
    const image = text(data.image);
    return h(
      "article",
      { className: "bg-paper" },
      h(
        "header",
        { className: "border-b border-ink-100 bg-sand-100" },
        h(
          "div",
          { className: "container-page grid items-center gap-10 py-12 lg:grid-cols-[1.1fr_1fr]" },
          h(
            "div",
            null,
            h(
              "p",
              null,
              h(
                "span",
                {
                  className: `inline-block rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${tint.tag}`,
                },
                text(data.tag),
              ),
            ),
            h(
              "h1",
              {
                className:
                  "mt-4 font-display text-[clamp(2.1rem,1.5rem+2.6vw,3.6rem)] leading-[1.06] text-ink-950",
              },
              text(data.title),
            ),
            h("p", { className: "mt-5 max-w-2xl text-lead text-ink-700" }, text(data.description)),
            h(
              "p",
              { className: "mt-6 text-sm text-ink-600" },
              // Authors are people's ids here; the page shows their names and roles (0906).
              [...(Array.isArray(data.authors) ? data.authors.map(text) : []), text(data.date)]
                .filter(Boolean)
                .join(" · "),
            ),
          ),
          image
            ? h(
                "div",
                { className: `overflow-hidden rounded-card shadow-card ${tint.backdrop}` },
                h("img", {
                  src: `/images/${image}-960.webp`,
                  alt: "",
                  className: "block aspect-[16/10] h-auto w-full object-cover",
                }),
              )
            : null,
        ),
      ),
      h(
        "div",
        { className: "container-page py-12" },
        h("div", { className: markdownBodyClasses }, props.widgetFor("body")),
      ),
    );
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
      if (isTechnical(item)) return null;
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
