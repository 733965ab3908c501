// @ts-check
// Two builds serve the same pages: every page's HTML, its prerendered data (.data), the feed,
// the sitemap and robots.txt are byte-identical once hashed asset names are set aside, and the
// search index holds the same files (Pagefind names its files by their content).
// Usage: node scripts/checks/same-html.mjs <buildA> <buildB>   (each a BUILD_DIR or its client/)
// Exit 1 and the first difference of each differing file when they differ (decision 0800).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { filesUnder } from "../build/files.mjs";
import { attr, findAll, parseHtml } from "../build/html.mjs";

/** Files compared by content. */
const COMPARED = /\.(html|data|xml|txt)$/;

/**
 * The hashed script and stylesheet names of a build's assets folder, each with the name it is
 * compared as: a Vite asset's content hash (8 characters before .js or .css) is not part of the
 * page. Read from the folder, so a page's text is searched for names, never for a pattern.
 * @param {string} client
 * @returns {Promise<Map<string, string>>}
 */
export async function hashedAssetNames(client) {
  /** @type {Map<string, string>} */
  const names = new Map();
  const dir = path.join(client, "assets");
  if (!existsSync(dir)) return names;
  for await (const file of filesUnder(dir, (name) => /\.(js|css)$/.test(name))) {
    const name = path.basename(file);
    const compared = name.replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, "-HASH.$1");
    if (compared !== name) names.set(name, compared);
  }
  return names;
}

/**
 * A file's text as compared: hashed asset names set aside and, in a page, the hashes of its
 * policy <meta> (the not-found page's; they hash inline scripts that name such assets, and the
 * scripts themselves are compared), found with the shared parser.
 * @param {string} text @param {Map<string, string>} names @param {boolean} isPage
 */
export function normalise(text, names, isPage) {
  let out = text;
  if (isPage) {
    const metas = findAll(
      parseHtml(text),
      (e) =>
        e.name === "meta" && attr(e, "http-equiv")?.toLowerCase() === "content-security-policy",
    );
    for (const meta of metas.reverse()) {
      const [from, to] = [meta.startIndex ?? 0, (meta.endIndex ?? -1) + 1];
      const blanked = out
        .slice(from, to)
        .split(" ")
        .map((token) =>
          token.startsWith("'sha256-")
            ? `'sha256-HASH'${token.slice(token.indexOf("'", 1) + 1)}`
            : token,
        )
        .join(" ");
      out = `${out.slice(0, from)}${blanked}${out.slice(to)}`;
    }
  }
  for (const [name, compared] of names)
    if (out.includes(name)) out = out.split(name).join(compared);
  return out;
}

/** @param {string} dir */
const clientDir = (dir) => (existsSync(path.join(dir, "client")) ? path.join(dir, "client") : dir);

/** @param {string} root @param {(name: string) => boolean} keep */
async function list(root, keep) {
  const files = [];
  for await (const file of filesUnder(root, keep)) files.push(path.relative(root, file));
  return files.sort();
}

/** Where two texts first differ, with some context on each side. @param {string} a @param {string} b */
export function firstDifference(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 60);
  return { at: i, a: a.slice(from, i + 80), b: b.slice(from, i + 80) };
}

async function main() {
  const [dirA, dirB] = process.argv.slice(2);
  if (!dirA || !dirB) {
    console.error("usage: node scripts/checks/same-html.mjs <buildA> <buildB>");
    process.exit(2);
  }
  const [a, b] = [clientDir(dirA), clientDir(dirB)];
  const names = new Map([...(await hashedAssetNames(a)), ...(await hashedAssetNames(b))]);
  const filesA = await list(a, (name) => COMPARED.test(name));
  const filesB = new Set(await list(b, (name) => COMPARED.test(name)));
  const problems = [];
  let identical = 0;
  for (const file of filesA) {
    if (!filesB.delete(file)) {
      problems.push(`${file}: only in ${dirA}`);
      continue;
    }
    const isPage = file.endsWith(".html");
    const textA = normalise(readFileSync(path.join(a, file), "utf8"), names, isPage);
    const textB = normalise(readFileSync(path.join(b, file), "utf8"), names, isPage);
    if (textA === textB) {
      identical++;
      continue;
    }
    const d = firstDifference(textA, textB);
    problems.push(`${file}: differs at character ${d.at}\n  A: ${d.a}\n  B: ${d.b}`);
  }
  for (const file of filesB) problems.push(`${file}: only in ${dirB}`);

  const searchA = await list(path.join(a, "pagefind"), () => true);
  const searchB = await list(path.join(b, "pagefind"), () => true);
  const searchSame = searchA.join("\n") === searchB.join("\n");
  if (!searchSame) problems.push(`pagefind/: the search index files differ`);

  const kinds = (/** @type {string} */ ext) => filesA.filter((f) => f.endsWith(ext)).length;
  console.log(
    `same-html: compared ${filesA.length} files (${kinds(".html")} pages, ${kinds(".data")} page data, ${kinds(".xml")} feed/sitemap, ${kinds(".txt")} robots) and ${searchA.length} search index files`,
  );
  if (problems.length) {
    console.log(`same-html: ${problems.length} differ${problems.length === 1 ? "s" : ""}:`);
    for (const p of problems) console.log(`- ${p}`);
    process.exit(1);
  }
  console.log(`same-html: all ${identical} identical; search index identical`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await main();
}
