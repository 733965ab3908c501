/**
 * The rule a link to a path of this site must pass (docs/decisions/0806-build-refuses-broken-links.md):
 * the path answers (a built page, a file of the build, or a permanent redirect to one), and its
 * #hash, where the pages' ids are known, names an element of the page it lands on. The build's
 * link gate (scripts/build/link-gate.mjs) and the editor's check before it saves
 * (app/cms/entry-check.ts) call this one function; the editor knows the paths, not the ids.
 */

/** What the site answers. Paths have no trailing slash, except "/". */
export interface SiteMap {
  /** Every prerendered page and every file of the build (public/, the feed, the sitemap …). */
  paths: ReadonlySet<string>;
  /** The permanent redirect of a path, or null (server/site-config.mjs `redirectFor`). */
  redirect: (path: string) => string | null;
  /** Each page's element ids, by page path; left out where hashes are not checked. */
  ids?: ReadonlyMap<string, ReadonlySet<string>>;
}

const BASE = "https://site.invalid";

/** A link's path as the servers answer it: no trailing slash but on "/". */
const pagePath = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, "") || "/" : pathname;

/**
 * What is wrong with a link to this site, or undefined. `from` is the page the link is on, for
 * a relative link ("#methods"); content links start with "/".
 */
export function linkProblem(href: string, site: SiteMap, from = "/"): string | undefined {
  let url: URL;
  try {
    url = new URL(href, new URL(from, BASE));
  } catch {
    return `"${href}" is not a link a browser can follow`;
  }
  if (url.origin !== BASE) return undefined;
  const asked = pagePath(decodeURI(url.pathname));
  // A link within the page it is on ("#main") lands there, even on the 404 page.
  const target =
    site.paths.has(asked) || asked === pagePath(new URL(from, BASE).pathname)
      ? asked
      : (() => {
          const redirected = site.redirect(asked);
          return redirected && site.paths.has(pagePath(redirected)) ? pagePath(redirected) : null;
        })();
  if (target === null)
    return `"${asked}" is no page of the site (expected a built page, a redirect or a file the build writes)`;
  const id = url.hash ? decodeURIComponent(url.hash.slice(1)) : "";
  const ids = id ? site.ids?.get(target) : undefined;
  if (ids && !ids.has(id))
    return `"#${id}" names nothing on ${target} (expected the id of an element of that page)`;
  return undefined;
}
