import { readFile, writeFile } from "node:fs/promises";
import { availableParallelism } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { filesUnder } from "./files.mjs";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map|data)$/;
const MIN_BYTES = 512;
/**
 * Brotli's densest level where bytes decide the first paint (pages, scripts, styles: the
 * first-round-trip gate); a faster level for the rest (page data for client-side navigation,
 * feeds, maps, JSON), which at 1,000 items are half the files and most of the time.
 */
const brotliQuality = (/** @type {string} */ file) =>
  // The content editor's 6 MB (CMS_ADMIN=true builds) is no visitor's first paint: level 11
  // took 37 s of the build on two cores, level 5 takes a few (decision 0801).
  /^admin[/\\]/.test(file) ? 5 : /\.(html|js|mjs|css|svg)$/.test(file) ? 11 : 9;

/**
 * Writes .gz and .br next to every text file so servers send compressed bytes without CPU.
 * Files are compressed on every core at once (zlib runs in libuv's thread pool): at 1,000
 * Resource Center items this step was more than half the build (decision 0601).
 */
export async function precompress({ clientDir }) {
  const files = [];
  for await (const file of filesUnder(clientDir)) if (COMPRESSIBLE.test(file)) files.push(file);
  let count = 0;
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) continue;
      const [gz, br] = await Promise.all([
        gzip(data, { level: 9 }),
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(path.relative(clientDir, file)),
          },
        }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      count++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  return `${count} files`;
}
