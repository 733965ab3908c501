// @ts-check
/**
 * Build step: no broken link ships (docs/decisions/0806-build-refuses-broken-links.md). After
 * prerender, the sitemap, the feed and the search index, the built site says what answers:
 * every page and every file of the build, plus the servers' redirects (server/site-config.mjs),
 * and each page's element ids (read with htmlparser2). Then:
 * 1. every content file is checked again with its site paths held to that
 *    (app/catalog/content-links.server.ts), so a problem names the file and the field;
 * 2. every `<a href>` of every built page to this site must answer, and its #hash must name an
 *    element of the page it lands on, named by the built page and the href.
 * Any problem fails `npm run build`, which is what a host runs.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DomUtils, parseDocument } from "htmlparser2";
import { hiddenPaths, redirectFor } from "../../server/site-config.mjs";
import { filesUnder } from "./files.mjs";
import { importAppModule } from "./site-data.mjs";

/** @typedef {import("../../app/lib/site-links.ts").SiteMap} SiteMap */

/** Pages listed per broken link, at most (the rest are counted). */
const PAGES_SHOWN = 3;

/**
 * A built file's URL path: `about/index.html` -> `/about`, `feed.xml` -> `/feed.xml`.
 * @param {string} clientDir @param {string} file
 */
function urlPathOf(clientDir, file) {
  const rel = path.relative(clientDir, file).split(path.sep).join("/");
  if (rel === "index.html") return "/";
  return `/${rel.replace(/\/index\.html$/, "")}`;
}

/**
 * Everything the build answers, each page's ids and each page's links.
 * @param {string} clientDir
 */
export async function readBuiltSite(clientDir) {
  /** @type {Set<string>} */
  const paths = new Set();
  /** @type {Map<string, Set<string>>} */
  const ids = new Map();
  /** @type {Map<string, string[]>} the hrefs of each page's links, by page path */
  const links = new Map();
  for await (const file of filesUnder(clientDir)) {
    const urlPath = urlPathOf(clientDir, file);
    const isPage = file.endsWith(".html");
    // The 404 page's links are checked; it answers no path of its own.
    if (!hiddenPaths.includes(urlPath)) paths.add(urlPath);
    if (!isPage) continue;
    const document = parseDocument(await readFile(file, "utf8"));
    ids.set(
      urlPath,
      new Set(DomUtils.findAll((el) => el.attribs.id !== undefined, document.children).map((el) => el.attribs.id ?? "")),
    );
    links.set(
      urlPath,
      DomUtils.findAll((el) => el.name === "a" && el.attribs.href !== undefined, document.children).map(
        (el) => el.attribs.href ?? "",
      ),
    );
  }
  /** @type {SiteMap} */
  const site = { paths, ids, redirect: redirectFor };
  return { site, links };
}

/**
 * The built pages' broken links, one line per href and problem with the pages that carry it.
 * @param {SiteMap} site @param {Map<string, string[]>} links
 * @param {(href: string, site: SiteMap, from: string) => string | undefined} linkProblem
 */
export function builtLinkProblems(site, links, linkProblem) {
  /** @type {Map<string, string[]>} */
  const pagesByProblem = new Map();
  for (const [page, hrefs] of links) {
    for (const href of new Set(hrefs)) {
      const problem = linkProblem(href, site, page);
      if (!problem) continue;
      const key = `link "${href}": ${problem}`;
      pagesByProblem.set(key, [...(pagesByProblem.get(key) ?? []), page]);
    }
  }
  return [...pagesByProblem].map(([problem, pages]) => {
    const shown = pages.slice(0, PAGES_SHOWN).map((p) => `build page ${p}`);
    const more = pages.length > PAGES_SHOWN ? ` and ${pages.length - PAGES_SHOWN} more pages` : "";
    return `${shown.join(", ")}${more}: ${problem}`;
  });
}

/**
 * Fails the build on a broken link: the content's first (file and field named), then the
 * built pages' (a link the content did not supply, or a hash).
 * @param {{ clientDir: string }} options
 */
export async function checkLinks({ clientDir }) {
  const { site, links } = await readBuiltSite(clientDir);
  const { contentLinkProblems, linkProblem } = await importAppModule(
    "app/catalog/content-links.server.ts",
  );
  /** @type {string[]} */
  const content = contentLinkProblems(site);
  const built = content.length ? [] : builtLinkProblems(site, links, linkProblem);
  const problems = [...content, ...built];
  if (problems.length) {
    throw new Error(
      `broken links (${problems.length}); a page, a redirect (server/site-config.mjs) or a file the build writes must answer each:\n  ${problems.join("\n  ")}`,
    );
  }
  const count = [...links.values()].reduce((sum, hrefs) => sum + hrefs.length, 0);
  return `${count} links on ${links.size} pages answer`;
}
