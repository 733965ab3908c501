// Renders the share image (Open Graph / Twitter card) from its drawing:
// assets/og/share.svg -> public/og/share.png, 1200x630, kept under 100 KB. Run after changing
// the drawing: `node scripts/images/og.mjs`. The PNG is committed (the build needs no sharp).
import { mkdir, stat } from "node:fs/promises";
import sharp from "sharp";

const src = "assets/og/share.svg";
const out = "public/og/share.png";
const MAX_BYTES = 100 * 1024;

await mkdir("public/og", { recursive: true });
await sharp(src, { density: 72 })
  .resize(1200, 630)
  // A palette PNG: the drawing is flat colour and gradients, so 256 colours with dithering
  // keep it crisp at a fraction of the size of a truecolour PNG.
  .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9, dither: 0.6 })
  .toFile(out);
const { size } = await stat(out);
console.log(`wrote ${out} (${Math.round(size / 1024)} KB)`);
if (size > MAX_BYTES) {
  console.error(`${out} is over ${MAX_BYTES / 1024} KB`);
  process.exit(1);
}
