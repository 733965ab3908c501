/**
 * An item's picture in the editor (docs/decisions/0811-own-images.md): the chosen image shown
 * as it is, a button that opens Decap's media library to upload a photo (or pick an earlier
 * upload), and the site's drawings as a grid of thumbnails to choose from instead. The value is
 * what the front matter holds: a drawing's base name (`res-uk-b2b`) or the upload's path
 * (`/images/uploads/photo.jpg`). Built with Decap's own React (`h`, `createClass`).
 *
 * `guardUploads` refuses, before Decap sees it, a file that is no JPEG, PNG or WebP, with a
 * sentence: Decap's media library takes any file (the build refuses one too, scripts/build/uploads.mjs).
 */
import { UPLOAD_ENDINGS, UPLOAD_FORMATS, UPLOADS_URL, uploadBase } from "../lib/uploads";
import { localUpload, rememberUpload } from "./upload-previews";

/** The widget's name in the configuration (decap-config.ts) and in `CMS.registerWidget`. */
export const IMAGE_WIDGET = "site-image";

type Node = unknown;
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: Node[]) => Node;

/** The props Decap passes a widget's control, as far as they are used here. */
interface ControlProps {
  value?: string;
  forID: string;
  classNameWrapper: string;
  field: { get(key: string): unknown; toJS?: () => unknown };
  onChange(value: string): void;
  getAsset(path: string, field: unknown): unknown;
  mediaPaths: { get(id: string): unknown };
  onOpenMediaLibrary(options: Record<string, unknown>): void;
  onRemoveInsertedMedia(id: string): void;
  onRemoveMediaControl(id: string): void;
}

/** A drawing's name as words: `res-uk-b2b` → "uk b2b". */
const drawingLabel = (name: string) => name.replace(/^res-/, "").replace(/-/g, " ");

/** Every drawing as its 480 px rendering (public/images, scripts/images/render.mjs). */
const thumbnail = (name: string) => `/images/${name}-480.webp`;

/** Decap's `field.get("drawings")`: an Immutable list (or an array in a test). */
function listOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  const list = value as { toJS?: () => unknown } | undefined;
  const plain = list?.toJS?.();
  return Array.isArray(plain) ? plain.map(String) : [];
}

/**
 * The path the media library answered with: Decap's answer is the path, or a list of paths when
 * it was opened with a list (measured: `["/images/uploads/photo.jpg"]`).
 */
function chosenPath(answer: unknown): string | undefined {
  const path = Array.isArray(answer) ? (answer as unknown[])[0] : answer;
  // Once taken, Decap clears the answer to "": no answer, not an empty choice.
  return typeof path === "string" && path !== "" ? path : undefined;
}

interface ControlThis {
  props: ControlProps;
  controlID: string;
}

/** The widget's control, made with Decap's `createClass`. */
export function imageControl(
  h: H,
  createClass: (spec: { render(this: ControlThis): unknown } & Record<string, unknown>) => unknown,
) {
  return createClass({
    UNSAFE_componentWillMount(this: ControlThis) {
      this.controlID = `site-image-${Math.random().toString(36).slice(2)}`;
    },
    // Decap's widget wrapper re-renders a control only when its value changes, unless the
    // control says otherwise: it must when the media library answers (as Decap's own file
    // control does), or the chosen upload never reaches the form.
    shouldComponentUpdate(this: ControlThis, next: ControlProps) {
      if (this.props.value !== next.value || this.props.getAsset !== next.getAsset) return true;
      const chosen = chosenPath(next.mediaPaths.get(this.controlID));
      return chosen !== undefined && chosen !== next.value;
    },
    // The media library answers by putting the chosen path under this control's id.
    componentDidUpdate(this: ControlThis) {
      const { mediaPaths, value, onChange, onRemoveInsertedMedia } = this.props;
      const chosen = chosenPath(mediaPaths.get(this.controlID));
      if (chosen !== undefined && chosen !== value) onChange(chosen);
      else if (chosen !== undefined) onRemoveInsertedMedia(this.controlID);
    },
    componentWillUnmount(this: ControlThis) {
      this.props.onRemoveMediaControl(this.controlID);
    },
    render(this: ControlThis) {
      const { value = "", forID, classNameWrapper, field, onChange } = this.props;
      const drawings = listOf(field.get("drawings"));
      const base = uploadBase(value);
      const upload = base !== undefined;
      // An upload chosen here shows from the browser's copy until it is published (its
      // renderings exist once it is written; the dev server makes them on request).
      const chosenSrc = !value
        ? ""
        : upload
          ? (localUpload(value) ?? `${UPLOADS_URL}/${base}-480.webp`)
          : thumbnail(value);
      const openLibrary = (event: Event) => {
        event.preventDefault();
        this.props.onOpenMediaLibrary({
          controlID: this.controlID,
          forImage: true,
          // No `privateUpload`: Decap ignores a library load whose privateUpload differs from
          // the one the library was opened with (undefined), and an empty library then said
          // "Loading…" forever (decision 0813).
          // One path, not a list: given a list, Decap answers with a list.
          ...(upload ? { value } : {}),
          allowMultiple: false,
          field,
        });
      };
      return h(
        "div",
        { id: forID, className: `${classNameWrapper} site-image` },
        h(
          "figure",
          { className: "site-image-chosen" },
          chosenSrc
            ? h("img", { src: chosenSrc, alt: "", width: 240, height: 150 })
            : h("div", { className: "site-image-empty" }),
          h(
            "figcaption",
            null,
            !value
              ? "No picture chosen yet."
              : upload
                ? `Your upload: ${value.split("/").pop()}`
                : `Drawing: ${drawingLabel(value)}`,
          ),
        ),
        h(
          "p",
          null,
          h(
            "button",
            { type: "button", className: "site-image-upload", onClick: openLibrary },
            upload ? "Choose a different photo…" : "Upload or choose a photo…",
          ),
          h(
            "span",
            { className: "site-image-help" },
            ` ${UPLOAD_FORMATS}; the site makes every size it needs.`,
          ),
        ),
        h(
          "fieldset",
          { className: "site-image-drawings" },
          h("legend", null, "Or choose one of the site's drawings"),
          h(
            "div",
            { className: "site-image-grid" },
            ...drawings.map((name) =>
              h(
                "button",
                {
                  key: name,
                  type: "button",
                  "aria-pressed": name === value,
                  title: drawingLabel(name),
                  onClick: () => onChange(name),
                },
                h("img", {
                  src: thumbnail(name),
                  alt: `Drawing: ${drawingLabel(name)}`,
                  loading: "lazy",
                  width: 120,
                  height: 75,
                }),
              ),
            ),
          ),
        ),
      );
    },
  });
}

/** The sentence that refuses a file, naming it. */
function refusalOf(file: { name: string; type: string }): string | null {
  const ending = /\.[^.]+$/.exec(file.name)?.[0]?.toLowerCase() ?? "";
  const typeOk = file.type === "" || /^image\/(jpeg|png|webp)$/.test(file.type);
  if ((UPLOAD_ENDINGS as readonly string[]).includes(ending) && typeOk) return null;
  return `"${file.name}" was not uploaded: the site shows ${UPLOAD_FORMATS} only. Save it as a JPEG (a photo) or a PNG (a screenshot) and upload it again.`;
}

/**
 * Refuses, before Decap's media library takes it, a chosen file that is no JPEG, PNG or WebP:
 * the change never reaches Decap's handler (React listens on its root; this listens on the
 * window, first), and the sentence is shown in an alert.
 */
export function guardUploads(doc: Document = document) {
  const win = doc.defaultView!;
  const notice = doc.createElement("p");
  notice.className = "upload-refusal";
  notice.setAttribute("role", "alert");
  notice.hidden = true;
  doc.body.append(notice);
  win.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (!(input instanceof win.HTMLInputElement) || input.type !== "file") return;
      const refusals = [...(input.files ?? [])].map(refusalOf).filter((r) => r !== null);
      if (refusals.length === 0) {
        for (const file of input.files ?? []) rememberUpload(file);
        notice.hidden = true;
        return;
      }
      event.stopImmediatePropagation();
      input.value = "";
      notice.textContent = refusals.join(" ");
      notice.hidden = false;
    },
    true,
  );
  // The file picker offers only those formats.
  const accept = () => {
    for (const input of doc.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      input.accept = "image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp";
    }
  };
  new win.MutationObserver(accept).observe(doc.body, { childList: true, subtree: true });
}
