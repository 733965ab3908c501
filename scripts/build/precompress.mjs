import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|data)$/;
const MIN_BYTES = 512;

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes .gz and .br next to every text file so servers send compressed bytes without CPU. */
export async function precompress({ clientDir }) {
  let count = 0;
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    count++;
  }
  return `${count} files`;
}
