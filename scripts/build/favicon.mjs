// @ts-check
/**
 * Build step: /favicon.ico, which browsers request whatever the page's <link rel="icon"> says.
 * An ICO holding 16, 32 and 48 px PNGs rendered from public/favicon.svg (PNG entries are valid
 * in ICO files since Windows Vista and in every browser).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const SIZES = [16, 32, 48];

/**
 * An ICO file of PNG images.
 * @param {{ size: number, png: Buffer }[]} images
 */
function icoOf(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** @param {{ clientDir: string }} options */
export async function writeFavicon({ clientDir }) {
  const svg = await readFile(path.join(clientDir, "favicon.svg"));
  const images = await Promise.all(
    SIZES.map(async (size) => ({
      size,
      png: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer(),
    })),
  );
  const ico = icoOf(images);
  await writeFile(path.join(clientDir, "favicon.ico"), ico);
  return `${SIZES.join(", ")} px, ${ico.length} bytes`;
}
