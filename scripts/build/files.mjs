// @ts-check
import { readdir } from "node:fs/promises";
import path from "node:path";

/**
 * Every file under `dir`, depth first (the one directory walker of the build steps).
 * @param {string} dir
 * @param {(name: string) => boolean} [keep] filter on the file name
 * @returns {AsyncGenerator<string>}
 */
export async function* filesUnder(dir, keep = () => true) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, keep);
    else if (keep(entry.name)) yield full;
  }
}

/** @param {string} dir */
export const htmlFilesUnder = (dir) => filesUnder(dir, (name) => name.endsWith(".html"));
