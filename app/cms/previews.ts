/**
 * The editor's previews, drawn with the site's own stylesheet (the preview pane is a frame that
 * gets the site's CSS through registerPreviewStyle). A resource item is the site's own
 * components rendered to HTML (item-preview.tsx); page copy is drawn with Decap's own React
 * (`h`, `createClass` from its bundle) in the site's class names.
 */
import { industryNames, industrySlugs } from "../content/vocabulary";
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
  // The home page's headline: its fixed lead and its first rotating word (decision 0816's
  // fourth review: the first screen's preview left out the headline).
  const headline = (data: Record<string, unknown>) =>
    [text(data.headlineLead), Array.isArray(data.words) ? text(data.words[0]) : ""]
      .filter(Boolean)
      .join(" ");
  // The first screen's claims, under their label, as the page's band of four figures.
  const claims = (data: Record<string, unknown>) =>
    h(
      "div",
      { className: "container-page pb-12", "data-claims": "" },
      data.claimsLabel ? h("p", { className: "eyebrow" }, text(data.claimsLabel)) : null,
      h(
        "ul",
        { className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" },
        ...(data.claims as unknown[])
          .filter(isRecord)
          .map((claim) =>
            h(
              "li",
              { className: "rounded-card border border-ink-100 bg-white p-5" },
              h("p", { className: "font-display text-h3 text-ink-950" }, text(claim.value)),
              h("p", { className: "mt-1 text-ink-700" }, text(claim.label)),
            ),
          ),
      ),
    );
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
            text(data.title ?? data.heading) || headline(data),
          ),
          // The rotating words, each in turn on the page (the form shows them read-only).
          Array.isArray(data.words) && !data.title && !data.heading
            ? h(
                "p",
                { className: "mt-3 text-sm text-ink-600", "data-rotating-words": "" },
                `The last word rotates: ${data.words.map(text).join(", ")}.`,
              )
            : null,
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
      Array.isArray(data.claims) ? claims(data) : null,
    );
  // The industries as the /industries panel shows each (decision 0816's fourth review: twelve
  // cards in two columns, words out of their boxes): one column, every word wrapped; the
  // preview follows the industry being edited (the one whose data changed) into view.
  // Scrolled two frames after the change: Decap keeps the preview's position in step with the
  // form's (react-scroll-sync, on the form's scroll events), so the scroll comes after any the
  // same keystroke caused (fifth marketer review; a precaution, not measured to be needed).
  const scrollTo = (el: Element | null) => {
    const view = el?.ownerDocument.defaultView;
    view?.requestAnimationFrame(() =>
      view.requestAnimationFrame(() => el!.scrollIntoView({ block: "start" })),
    );
  };
  let industriesBefore: string[] = [];
  let following = -1;
  const wrap = { overflowWrap: "anywhere", minWidth: 0 };
  const industryPanels = (items: unknown[], explorer: Record<string, unknown>) => {
    const now = items.map((item) => JSON.stringify(item));
    const edited =
      industriesBefore.length === now.length
        ? now.findIndex((entry, i) => entry !== industriesBefore[i])
        : -1;
    industriesBefore = now;
    if (edited >= 0) following = edited;
    const heading = (words: unknown) =>
      h(
        "h4",
        { className: "text-sm font-semibold tracking-[0.14em] text-ink-600 uppercase" },
        text(words),
      );
    return h(
      "div",
      { className: "space-y-8", style: wrap },
      ...items.filter(isRecord).map((industry, i) => {
        const name = text(industry.name);
        const slug = industrySlugs[industryNames.indexOf(name as (typeof industryNames)[number])];
        const lines = (list: unknown) => (Array.isArray(list) ? list.map(text) : []);
        return h(
          "article",
          {
            key: name || i,
            className: "rounded-[1.75rem] bg-white p-5 shadow-card sm:p-8",
            style: wrap,
            "data-industry": name,
            ...(i === following ? { "data-editing": "" } : {}),
            // Into view when its data has just changed (a keystroke in its form).
            ref: i === following && edited === i ? (el: Element | null) => scrollTo(el) : undefined,
          },
          slug
            ? h("img", {
                src: `/images/ind-${slug}-960.webp`,
                alt: "",
                className: "block aspect-[16/10] h-auto w-full rounded-card object-cover",
              })
            : null,
          h("p", { className: "eyebrow mt-6" }, text(industry.category)),
          h("h3", { className: "mt-2 font-display text-h3 leading-tight text-ink-950" }, name),
          h("p", { className: "mt-4 text-lead text-ink-700" }, text(industry.blurb)),
          h(
            "div",
            { className: "mt-8 space-y-8 border-t border-ink-100 pt-8" },
            h(
              "div",
              null,
              heading(explorer.outcomesHeading),
              h(
                "ul",
                { className: "mt-5 space-y-3.5" },
                ...lines(industry.outcomes).map((line) =>
                  h("li", { className: "text-ink-800", style: wrap }, line),
                ),
              ),
            ),
            h(
              "div",
              null,
              heading(explorer.implementationHeading),
              h(
                "ol",
                { className: "mt-5 list-decimal space-y-3.5 pl-5" },
                ...lines(industry.implementation).map((line) =>
                  h("li", { className: "text-ink-800", style: wrap }, line),
                ),
              ),
            ),
          ),
        );
      }),
    );
  };
  // A file of several pages (the four service pages): the preview follows the page being
  // edited, as the industries' (fifth marketer review, decision 0816): the group whose data
  // changed since the last draw is marked, and its changed part (its hero …) scrolled into view.
  const partsBefore = new Map<string, string>();
  const followingGroup = new Map<string, string>();
  const groups = (item: Record<string, unknown>, key: string): Node => {
    let [changed, changedPart] = ["", ""];
    for (const [name, group] of Object.entries(item)) {
      for (const [part, entry] of Object.entries(group as Record<string, unknown>)) {
        const [id, now] = [`${key}.${name}.${part}`, JSON.stringify(entry)];
        const before = partsBefore.get(id);
        if (before !== undefined && before !== now) [changed, changedPart] = [name, part];
        partsBefore.set(id, now);
      }
    }
    if (changed) followingGroup.set(key, changed);
    const followed = followingGroup.get(key);
    const into = (el: Element | null) => scrollTo(el);
    const plain = (group: Record<string, unknown>, name: string) =>
      name !== "hero" &&
      !("label" in group && "to" in group) &&
      !("name" in group && "alt" in group);
    return h(
      "div",
      { className: "space-y-3" },
      ...Object.entries(item).map(([name, group]) =>
        h(
          "div",
          {
            key: name,
            className: "space-y-3",
            "data-group": name,
            ...(name === followed ? { "data-editing": "" } : {}),
            ref:
              name === changed && !plain(group as Record<string, unknown>, name) ? into : undefined,
          },
          plain(group as Record<string, unknown>, name)
            ? Object.entries(group as Record<string, unknown>).map(([part, entry]) =>
                h(
                  "div",
                  {
                    key: part,
                    className: "space-y-3",
                    ref: name === changed && part === changedPart ? into : undefined,
                  },
                  value(entry, 2, part),
                ),
              )
            : value(group, 1, name),
        ),
      ),
    );
  };
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
      if (depth === 0 && Object.values(item).every(isRecord)) return groups(item, key);
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
    const page = isRecord(data.industriesPage) ? data.industriesPage : {};
    return h(
      "div",
      { className: "bg-paper" },
      ...Object.entries(data).map(([key, entry]) =>
        key === "hero" && isRecord(entry)
          ? hero(entry)
          : key === "industries" && Array.isArray(entry)
            ? h(
                "section",
                { className: "container-page border-b border-ink-100 py-10", "data-field": key },
                industryPanels(entry, isRecord(page.explorer) ? page.explorer : {}),
              )
            : h(
                "section",
                { className: "container-page border-b border-ink-100 py-10", "data-field": key },
                value(entry, 0, key),
              ),
      ),
    );
  };
}
