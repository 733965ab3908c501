// @ts-check
/**
 * Build step: every file under images/uploads (the editor's media folder, `media_folder` in
 * app/cms/decap-config.ts) is a raster image, known by its content, with a file name that says
 * the same format. Decap's media library takes any file and uploads skip the editor's pre-save
 * check (decision 0804), so the build is the gate: an SVG (which can run script), an HTML page or
 * anything else renamed `.png` fails the build, naming the file (decision 0402).
 */
import { existsSync } from "node:fs";
import { open } from "node:fs/promises";
import path from "node:path";
import { filesUnder } from "./files.mjs";

/** The editor's media folder, under public/ and under the build's client folder. */
export const UPLOADS_FOLDER = "images/uploads";

/** The raster formats an upload may be, with the file name endings each is served as. */
const FORMATS = /** @type {const} */ ({
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
  gif: [".gif"],
  webp: [".webp"],
  avif: [".avif"],
});

/** @typedef {keyof typeof FORMATS} RasterFormat */

const ascii = (/** @type {Buffer} */ bytes, /** @type {number} */ at, /** @type {number} */ n) =>
  bytes.subarray(at, at + n).toString("latin1");

/**
 * The raster format a file's first bytes announce (its magic number), or null.
 * @param {Buffer} head the file's first 64 bytes (or all of a shorter file)
 * @returns {RasterFormat | null}
 */
export function rasterFormatOf(head) {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (["GIF87a", "GIF89a"].includes(ascii(head, 0, 6))) return "gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "webp";
  // An ISO media file whose type box names AVIF as its major or a compatible brand.
  if (head.length >= 16 && ascii(head, 4, 4) === "ftyp") {
    const boxEnd = Math.min(head.readUInt32BE(0), head.length);
    const brands = [ascii(head, 8, 4)];
    for (let at = 16; at + 4 <= boxEnd; at += 4) brands.push(ascii(head, at, 4));
    if (brands.some((brand) => brand === "avif" || brand === "avis")) return "avif";
  }
  return null;
}

/**
 * What is wrong with one upload, or null when it is a raster image named as one.
 * @param {string} name the file's name
 * @param {Buffer} head its first bytes
 */
function uploadProblem(name, head) {
  const format = rasterFormatOf(head);
  const ending = path.extname(name).toLowerCase();
  if (!format) return "is not a JPEG, PNG, GIF, WebP or AVIF image by its content";
  if (!(/** @type {readonly string[]} */ (FORMATS[format]).includes(ending))) {
    return `is a ${format.toUpperCase()} image named "${ending || "(no extension)"}": name it ${FORMATS[format].join(" or ")}`;
  }
  return null;
}

/** @param {string} file */
async function headOf(file) {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Fails when a file under the build's images/uploads is no raster image, naming each by its
 * place under public/.
 * @param {{ clientDir: string }} options
 */
export async function checkUploads({ clientDir }) {
  const folder = path.join(clientDir, UPLOADS_FOLDER);
  if (!existsSync(folder)) return "no uploads";
  const problems = [];
  let count = 0;
  for await (const file of filesUnder(folder)) {
    count += 1;
    const problem = uploadProblem(path.basename(file), await headOf(file));
    const relative = path.relative(folder, file).split(path.sep).join("/");
    if (problem) problems.push(`public/${UPLOADS_FOLDER}/${relative} ${problem}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `Uploads must be raster images (the editor's media folder takes any file):\n  ${problems.join("\n  ")}`,
    );
  }
  return `${count} uploads, each a raster image`;
}
