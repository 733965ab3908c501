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
              [text(data.author), text(data.authorRole), text(data.date)]
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
 * A file of page copy (a service page, the home sections …): its texts in the site's type
 * scale, headed by its hero when it has one, then every group of fields as a section.
 */
export function copyPreview(h: H) {
  const value = (item: unknown, depth: number): Node => {
    if (typeof item === "string" || typeof item === "number") {
      return h("p", { className: depth ? "text-ink-800" : "text-lead text-ink-700" }, String(item));
    }
    if (Array.isArray(item)) {
      return h(
        "ul",
        { className: "grid gap-3 sm:grid-cols-2" },
        ...item.map((entry) =>
          h(
            "li",
            { className: "rounded-card border border-ink-100 bg-white p-5" },
            value(entry, 1),
          ),
        ),
      );
    }
    if (item && typeof item === "object") {
      return h(
        "div",
        { className: "space-y-3" },
        ...Object.entries(item as Record<string, unknown>).map(([key, entry]) =>
          /^(title|heading|name|label)$/.test(key) && typeof entry === "string"
            ? h("h3", { className: "font-display text-h3 text-ink-950" }, entry)
            : /^(eyebrow|kicker|tag)$/.test(key) && typeof entry === "string"
              ? h("p", { className: "eyebrow" }, entry)
              : value(entry, depth + 1),
        ),
      );
    }
    return null;
  };
  return function render(props: PreviewProps): Node {
    const data = props.entry.get("data")?.toJS() ?? {};
    const { hero, ...rest } = data as { hero?: Record<string, unknown> };
    return h(
      "div",
      { className: "bg-paper" },
      hero
        ? h(
            "header",
            { className: "border-b border-ink-100 bg-sand-100" },
            h(
              "div",
              { className: "container-page py-14" },
              h("p", { className: "eyebrow" }, text(hero.eyebrow)),
              h(
                "h1",
                { className: "mt-4 font-display text-display text-ink-950" },
                text(hero.title),
              ),
              h("p", { className: "mt-6 max-w-xl text-lead text-ink-700" }, text(hero.lead)),
            ),
          )
        : null,
      ...Object.entries(rest).map(([key, entry]) =>
        h(
          "section",
          { className: "container-page border-b border-ink-100 py-10", "data-field": key },
          value(entry, 0),
        ),
      ),
    );
  };
}
