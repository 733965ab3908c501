import { readFile, writeFile } from "node:fs/promises";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { filesUnder } from "./files.mjs";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|data)$/;
const MIN_BYTES = 512;

/** Writes .gz and .br next to every text file so servers send compressed bytes without CPU. */
export async function precompress({ clientDir }) {
  let count = 0;
  for await (const file of filesUnder(clientDir)) {
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
