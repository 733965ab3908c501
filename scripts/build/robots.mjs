// @ts-check
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { ADMIN_PATH } from "../../server/site-config.mjs";
import { loadSiteData, pageUrl } from "./site-data.mjs";

/**
 * Writes robots.txt at build time (never hand-written, so it always names the configured
 * origin's sitemap). Everything may be crawled; the 404 page and redirects carry noindex in
 * their own HTML instead of being hidden here (a disallowed page's noindex would go unseen).
 * The content editor is no page: disallowed, whether or not this build has it (decision 0801).
 * @param {{ clientDir: string }} options
 */
export async function writeRobots({ clientDir }) {
  const { origin } = await loadSiteData();
  const sitemap = pageUrl(origin, "/sitemap.xml");
  await writeFile(
    path.join(clientDir, "robots.txt"),
    ["User-agent: *", "Allow: /", `Disallow: ${ADMIN_PATH}`, "", `Sitemap: ${sitemap}`, ""].join(
      "\n",
    ),
  );
  return sitemap;
}
