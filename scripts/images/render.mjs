// Renders every drawing in assets/images/*.svg (and *.png) to public/images/<name>-<w>.avif
// and .webp at the widths the Picture component asks for. Run after adding or changing a
// drawing: `npm run images`. The output is committed (the build does not need sharp).
// Resource drawings also get a wide crop, <name>-wide-<w>, for the featured slot on /resources
// (art-directed: the slot is much wider than the cards' 16:10). A hero drawing's phone version,
// <name>-phone.svg (decision 0924), is rendered only at the widths a phone asks for.
import { existsSync } from "node:fs";
import { mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const WIDTHS = [480, 960, 1440];
/** A phone version is shown at most 600 CSS px wide (below 640 px): 1x to 3x of a 360 px column. */
const PHONE_WIDTHS = [480, 720, 1080];
const srcDir = "assets/images";
const outDir = "public/images";
const only = process.argv[2];

/** The wide crop: 2:1 of the 1440 x 900 drawing, centred unless a drawing's subject sits higher or lower. */
const WIDE = { prefix: "res-", height: 720, top: 90 };
/**
 * Per drawing, the crop's top edge in drawing units where the default would cut the subject
 * (none today: every resource drawing keeps its subject between 90 and 810).
 * @type {Record<string, number>}
 */
const WIDE_TOP = {};

await mkdir(outDir, { recursive: true });
let total = 0;
for (const file of (await readdir(srcDir)).sort()) {
  const ext = path.extname(file);
  if (![".svg", ".png", ".jpg"].includes(ext)) continue;
  const name = path.basename(file, ext);
  if (only && !name.startsWith(only)) continue;
  const src = path.join(srcDir, file);
  const srcTime = (await stat(src)).mtimeMs;
  for (const width of name.endsWith("-phone") ? PHONE_WIDTHS : WIDTHS) {
    for (const format of ["avif", "webp"]) {
      const out = path.join(outDir, `${name}-${width}.${format}`);
      if (existsSync(out) && (await stat(out)).mtimeMs > srcTime) continue;
      total += await write(sharp(src, { density: 300 }).resize({ width }), format, out);
    }
  }
  // A phone version is only ever a hero's (decision 0926): no wide crop for the featured slot.
  if (name.startsWith(WIDE.prefix) && !name.endsWith("-phone")) {
    for (const width of WIDTHS) {
      for (const format of ["avif", "webp"]) {
        const out = path.join(outDir, `${name}-wide-${width}.${format}`);
        if (existsSync(out) && (await stat(out)).mtimeMs > srcTime) continue;
        const crop = { left: 0, top: WIDE_TOP[name] ?? WIDE.top, width: 1440, height: WIDE.height };
        const pipeline = sharp(src, { density: 300 }).resize({ width: 1440 }).extract(crop);
        // A second instance: sharp resizes before extracting when both are on one pipeline.
        const cropped = sharp(await pipeline.png().toBuffer()).resize({ width });
        total += await write(cropped, format, out);
      }
    }
  }
  console.log(`rendered ${name}`);
}
console.log(`wrote ${Math.round(total / 1024)} KB`);

/** Encodes one image; returns its size in bytes. */
async function write(
  /** @type {import("sharp").Sharp} */ pipeline,
  /** @type {string} */ format,
  /** @type {string} */ out,
) {
  await (
    format === "avif" ? pipeline.avif({ quality: 55, effort: 5 }) : pipeline.webp({ quality: 78 })
  ).toFile(out);
  return (await stat(out)).size;
}
