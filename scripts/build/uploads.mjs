// @ts-check
/**
 * The editor's own images (docs/decisions/0811-own-images.md). Decap's media library writes an
 * upload into assets/uploads/<file> (`media_folder` in app/cms/decap-config.ts), which no server serves;
 * the site shows it only through the image pipeline, as it shows a drawing:
 * - `checkUploads()`, a build gate (the first postbuild step, and `--gates`): every file there is
 *   a JPEG, PNG or WebP known by its content, with a file name that says the same format, and no
 *   two share a base name. Decap's media library takes any file and uploads skip the editor's
 *   pre-save check (decision 0804), so the build is the gate: an SVG (which can run script), an
 *   HTML page or anything else renamed `.png` fails the build, naming the file (decision 0402).
 * - `renderUploads()`, a build step: each upload rendered with sharp to
 *   <client>/images/uploads/<base>-<w>.avif and .webp at Picture's widths, and the 2:1 crop
 *   <base>-wide-<w> (the featured slot), with the settings of `npm run images`
 *   (scripts/images/render.mjs). Renderings are cached by content under node_modules/.cache.
 * - `uploadImages()`, a Vite plugin: the dev server (`npm run dev`, `npm run cms`) renders the
 *   same files on request, so the editor's preview and the pages show an upload before a build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { copyFile, mkdir, open, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { filesUnder } from "./files.mjs";

/** Where the editor's uploads are kept (the pipeline's source) and where they are served. */
export const UPLOADS_SOURCE = "assets/uploads";
export const UPLOADS_FOLDER = "images/uploads";

/** The formats an upload may be, with the file name endings each is named with. */
const FORMATS = /** @type {const} */ ({
  jpeg: [".jpg", ".jpeg"],
  png: [".png"],
  webp: [".webp"],
});

/** @typedef {keyof typeof FORMATS} UploadFormat */

/** Picture's widths (app/components/Picture.tsx) and the encoders of scripts/images/render.mjs. */
const WIDTHS = [480, 960, 1440];
const ENCODINGS = /** @type {const} */ ({
  avif: { quality: 55, effort: 5 },
  webp: { quality: 78 },
});
/** Bump when the renderings change, so cached ones are made again. */
const RENDER_VERSION = "1";

const ascii = (/** @type {Buffer} */ bytes, /** @type {number} */ at, /** @type {number} */ n) =>
  bytes.subarray(at, at + n).toString("latin1");

/**
 * The upload format a file's first bytes announce (its magic number), or null.
 * @param {Buffer} head the file's first 64 bytes (or all of a shorter file)
 * @returns {UploadFormat | null}
 */
export function rasterFormatOf(head) {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpeg";
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return "png";
  }
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WEBP") return "webp";
  return null;
}

/**
 * What is wrong with one upload, or null when it is a JPEG, PNG or WebP named as one.
 * @param {string} name the file's name
 * @param {Buffer} head its first bytes
 */
function uploadProblem(name, head) {
  const format = rasterFormatOf(head);
  const ending = path.extname(name).toLowerCase();
  if (!format) return "is not a JPEG, PNG or WebP image by its content";
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

/** An upload's base name: its file name without the ending (`photo.jpg` → `photo`). */
const baseOf = (/** @type {string} */ name) => name.slice(0, -path.extname(name).length || undefined);

/**
 * Fails when a file in assets/uploads/<file> is no JPEG, PNG or WebP, sits in a subfolder, or shares
 * its base name with another, naming each. Returns the uploads' paths.
 * @param {{ root?: string }} [options]
 */
async function uploadFiles({ root = process.cwd() } = {}) {
  const folder = path.join(root, UPLOADS_SOURCE);
  if (!existsSync(folder)) return [];
  const problems = [];
  const files = [];
  /** @type {Map<string, string>} */
  const bases = new Map();
  for await (const file of filesUnder(folder)) {
    const relative = path.relative(folder, file).split(path.sep).join("/");
    const named = `${UPLOADS_SOURCE}/${relative}`;
    if (relative.includes("/")) {
      problems.push(`${named} is in a subfolder: uploads are files directly in ${UPLOADS_SOURCE}`);
      continue;
    }
    const problem = uploadProblem(relative, await headOf(file));
    if (problem) {
      problems.push(`${named} ${problem}`);
      continue;
    }
    const base = baseOf(relative).toLowerCase();
    const twin = bases.get(base);
    if (twin) {
      problems.push(`${named} has the name of ${twin}: rename one (each is served by its name)`);
      continue;
    }
    bases.set(base, named);
    files.push(file);
  }
  if (problems.length > 0) {
    throw new Error(
      `Uploads must be JPEG, PNG or WebP images (the editor's media folder takes any file):\n  ${problems.join("\n  ")}`,
    );
  }
  return files;
}

/**
 * Build gate: every upload is a JPEG, PNG or WebP named as one.
 * @param {{ clientDir: string, root?: string }} options
 */
export async function checkUploads({ root }) {
  const files = await uploadFiles({ root });
  return files.length ? `${files.length} uploads, each a JPEG, PNG or WebP image` : "no uploads";
}

/** The file names an upload is rendered to, each with how: `[name, width, format, wide]`. */
function renderingsOf(/** @type {string} */ base) {
  return WIDTHS.flatMap((width) =>
    [false, true].flatMap((wide) =>
      /** @type {const} */ (["avif", "webp"]).map(
        (format) =>
          /** @type {const} */ ([
            `${base}-${wide ? "wide-" : ""}${width}.${format}`,
            width,
            format,
            wide,
          ]),
      ),
    ),
  );
}

/**
 * One rendering of an upload: at its own aspect no wider than the source, or the 2:1 crop.
 * @param {string} file @param {number} width @param {"avif" | "webp"} format @param {boolean} wide
 */
async function render(file, width, format, wide) {
  const { default: sharp } = await import("sharp");
  // `rotate()` applies the photo's EXIF orientation; sharp drops the metadata (GPS …) on output.
  const image = sharp(file).rotate();
  const sized = wide
    ? image.resize({ width, height: width / 2, fit: "cover", position: "attention" })
    : image.resize({ width, withoutEnlargement: true });
  return format === "avif"
    ? sized.avif(ENCODINGS.avif).toBuffer()
    : sized.webp(ENCODINGS.webp).toBuffer();
}

/**
 * Build step: every upload rendered into <client>/images/uploads, from the cache when its
 * content was rendered before.
 * @param {{ clientDir: string, root?: string }} options
 */
export async function renderUploads({ clientDir, root = process.cwd() }) {
  const files = await uploadFiles({ root });
  if (files.length === 0) return "no uploads";
  const out = path.join(clientDir, UPLOADS_FOLDER);
  await mkdir(out, { recursive: true });
  let rendered = 0;
  for (const file of files) {
    const hash = createHash("sha256")
      .update(RENDER_VERSION)
      .update(await readFile(file))
      .digest("hex")
      .slice(0, 20);
    const cache = path.join(root, "node_modules", ".cache", "northfield-uploads", hash);
    await mkdir(cache, { recursive: true });
    const base = baseOf(path.basename(file));
    for (const [name, width, format, wide] of renderingsOf(base)) {
      const cached = path.join(cache, `${width}${wide ? "-wide" : ""}.${format}`);
      if (!existsSync(cached)) {
        await writeFile(cached, await render(file, width, format, wide));
        rendered += 1;
      }
      await copyFile(cached, path.join(out, name));
    }
  }
  return `${files.length} uploads as AVIF and WebP (${rendered} renderings made, the rest cached)`;
}

/**
 * The dev server's renderings: `/images/uploads/<base>[-wide]-<w>.<avif|webp>` made on request
 * from the upload of that base name (kept in memory while the file is unchanged).
 * @returns {import("vite").Plugin}
 */
export function uploadImages() {
  /** @type {Map<string, { mtime: number, bytes: Buffer }>} */
  const made = new Map();
  return {
    name: "northfield:upload-images",
    configureServer(server) {
      const folder = path.join(server.config.root, UPLOADS_SOURCE);
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? "/", "http://localhost");
        const match = /^\/images\/uploads\/(.+?)-(wide-)?(480|960|1440)\.(avif|webp)$/.exec(
          url.pathname,
        );
        if (!match || !existsSync(folder)) return next();
        const [, base, wide, width, format] = match;
        const name = readdirSync(folder).find(
          (file) =>
            baseOf(file) === base &&
            /** @type {readonly string[]} */ (Object.values(FORMATS).flat()).includes(
              path.extname(file).toLowerCase(),
            ),
        );
        if (!name) return next();
        const file = path.join(folder, name);
        try {
          const head = await headOf(file);
          if (uploadProblem(name, head)) return next();
          const mtime = statSync(file).mtimeMs;
          const key = url.pathname;
          let entry = made.get(key);
          if (!entry || entry.mtime !== mtime) {
            const bytes = await render(
              file,
              Number(width),
              /** @type {"avif" | "webp"} */ (format),
              Boolean(wide),
            );
            entry = { mtime, bytes };
            made.set(key, entry);
          }
          res
            .writeHead(200, { "Content-Type": `image/${format}`, "Cache-Control": "no-cache" })
            .end(entry.bytes);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
