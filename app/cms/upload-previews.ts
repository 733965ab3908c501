/**
 * An upload shown in the form and the preview before it is published (issue 49, decision 0813).
 * Decap keeps a file uploaded inside an open entry as a draft of the entry and writes it only
 * when the entry is published (decision 0812); until then neither the file nor the dev server's
 * renderings of it exist, so the picture showed broken. The file the editor chose is kept here
 * as a `blob:` address (the browser's own copy), by the name Decap gives it.
 */

const chosen = new Map<string, string>();

/** The file name Decap saves an upload as: lower case, accents dropped, other characters "-". */
export const uploadFileName = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");

/** Keeps a chosen file's local address (guardUploads calls it for every file it lets through). */
export function rememberUpload(file: File, url: (file: File) => string = URL.createObjectURL) {
  chosen.set(uploadFileName(file.name), url(file));
}

/** The local address of an upload named by its path (`/images/uploads/photo.jpg`), if chosen here. */
export function localUpload(path: string): string | undefined {
  return chosen.get(path.split("/").pop() ?? "");
}

/**
 * The preview's HTML with every rendering of a locally chosen upload (`/images/uploads/<base>-…`)
 * pointed at the chosen file: the renderings exist only once the entry is published.
 */
export function withLocalUploads(html: string, path: string): string {
  const local = localUpload(path);
  const base = /\/images\/uploads\/(.+)\.[^.]+$/.exec(path)?.[1];
  if (!local || !base) return html;
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return html.replace(new RegExp(`/images/uploads/${escaped}-[\\w-]+\\.(?:avif|webp)`, "g"), local);
}
