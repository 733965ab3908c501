/**
 * The paths the site answers, as the editor knows them before anything is built
 * (docs/decisions/0806-build-refuses-broken-links.md): every prerendered page, every file under
 * public/ and the files the build writes (the feed, the sitemap, robots.txt, the favicon). The
 * build's own gate reads the built site instead; the servers' redirects are added by the
 * caller (server/site-config.mjs `redirectFor`). Read by scripts/build/cms-admin.mjs.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { resourceFeed } from "../content/resource-feed";
import { NOT_FOUND_PRERENDER_PATH } from "../content/routes-constants";
import { prerenderPaths } from "./routes-manifest";

/** What scripts/build (sitemap, robots, favicon) writes beside the pages; the feed is named in its copy. */
const WRITTEN_BY_THE_BUILD = ["/sitemap.xml", "/robots.txt", "/favicon.ico"];

export function editorSitePaths(root = process.cwd()): string[] {
  const publicDir = path.join(root, "public");
  const files = readdirSync(publicDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map(
      (entry) =>
        `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
    );
  const pages = prerenderPaths.filter((p) => p !== NOT_FOUND_PRERENDER_PATH);
  return [...new Set([...pages, ...files, ...WRITTEN_BY_THE_BUILD, resourceFeed.path])].sort();
}
