// Renders every drawing in assets/images/*.svg (and *.png) to public/images/<name>-<w>.avif
// and .webp at the widths the Picture component asks for. Run after adding or changing a
// drawing: `npm run images`. The output is committed (the build does not need sharp).
import { existsSync } from "node:fs";
import { mkdir, readdir, stat } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const WIDTHS = [480, 960, 1440];
const srcDir = "assets/images";
const outDir = "public/images";
const only = process.argv[2];

await mkdir(outDir, { recursive: true });
let total = 0;
for (const file of (await readdir(srcDir)).sort()) {
  const ext = path.extname(file);
  if (![".svg", ".png", ".jpg"].includes(ext)) continue;
  const name = path.basename(file, ext);
  if (only && !name.startsWith(only)) continue;
  const src = path.join(srcDir, file);
  const srcTime = (await stat(src)).mtimeMs;
  for (const width of WIDTHS) {
    for (const format of ["avif", "webp"]) {
      const out = path.join(outDir, `${name}-${width}.${format}`);
      if (existsSync(out) && (await stat(out)).mtimeMs > srcTime) continue;
      const pipeline = sharp(src, { density: 300 }).resize({ width });
      await (
        format === "avif"
          ? pipeline.avif({ quality: 55, effort: 5 })
          : pipeline.webp({ quality: 78 })
      ).toFile(out);
      total += (await stat(out)).size;
    }
  }
  console.log(`rendered ${name}`);
}
console.log(`wrote ${Math.round(total / 1024)} KB`);
