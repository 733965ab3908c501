/**
 * The editor's uploads as the site serves them (docs/decisions/0811-own-images.md): a JPEG, PNG
 * or WebP uploaded in the editor is kept in `assets/uploads/<file>` (never served as uploaded) and the
 * build renders it, as `npm run images` renders a drawing, to `/images/uploads/<base>-<w>.avif`
 * and `.webp` at the widths `Picture` asks for, plus the 2:1 crop `<base>-wide-<w>`. An item's
 * `image` names either a drawing (`res-uk-b2b`) or an upload by the path the editor writes
 * (`/images/uploads/photo.jpg`). Pure: the catalogue, the build step and the editor share it.
 */

/** Where the editor writes uploads (Decap's `media_folder`): the pipeline's source folder. */
export const UPLOADS_SOURCE = "assets/uploads";
/** The URL folder of an upload as the editor names it, and of its renderings. */
export const UPLOADS_URL = "/images/uploads";
/** The formats an editor may upload, in the words its refusal uses. */
export const UPLOAD_FORMATS = "a JPEG, PNG or WebP image";
/** The file endings of those formats (lower case). */
export const UPLOAD_ENDINGS = [".jpg", ".jpeg", ".png", ".webp"] as const;

/** `/images/uploads/<base>.<jpg|jpeg|png|webp>`, any case in the ending. */
const UPLOAD_PATH = /^\/images\/uploads\/([A-Za-z0-9][\w.-]*)\.(?:jpe?g|png|webp)$/i;

/** The base name of an upload named by its path (`/images/uploads/photo.jpg` → `photo`). */
export function uploadBase(image: string): string | undefined {
  return UPLOAD_PATH.exec(image)?.[1];
}

/**
 * The rendered image's name as `Picture` takes it (`/images/<name>-<w>.<format>`): a drawing's
 * base name as it is, an upload's as `uploads/<base>`.
 */
export function pictureName(image: string): string {
  const base = uploadBase(image);
  return base === undefined ? image : `uploads/${base}`;
}
