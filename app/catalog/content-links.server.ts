/**
 * The content half of the build's link gate (docs/decisions/0806-build-refuses-broken-links.md):
 * once the site is built, every content file is checked again with its site paths held to what
 * the build answers, so a broken link is named by its file and field, as a schema's problem is:
 * each data file with its schema, each Resource Center item and each open role (front matter and
 * body, by the rules the editor runs too) and the featured items of /resources. Called by
 * scripts/build/link-gate.mjs, in Node, after prerender.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { checkContentFile } from "../../scripts/build/content-data.mjs";
import { contentPath } from "../../scripts/build/content-dir.mjs";
import { resourcesPage } from "../content/resources";
import { withSitePathRule } from "../content/schemas/common";
import { contentFiles } from "../content/schemas/registry.ts";
import { linkProblem, type SiteMap } from "../lib/site-links";
import { featuredProblems, loadCatalog } from "./resources-catalog.server";
import { loadRoles } from "./roles.server";

/** The one link rule, for the gate's check of the built pages (one module graph, one load). */
export { linkProblem };

/** Each broken link of the content, as "<file>: <field>: <problem>"; none when all answer. */
export function contentLinkProblems(site: SiteMap, root = process.cwd()): string[] {
  return withSitePathRule(
    (href) => linkProblem(href, site),
    () => {
      const problems: string[] = [];
      for (const { file, schema } of contentFiles) {
        try {
          const read = contentPath(file);
          checkContentFile(read, readFileSync(path.join(root, read), "utf8"), schema);
        } catch (error) {
          // The content plugin's own lines, "<file>: <field>: <problem>".
          problems.push(...String((error as Error).message).split("\n"));
        }
      }
      for (const load of [loadCatalog, loadRoles]) {
        try {
          load(root);
        } catch (error) {
          // One line per problem after the heading, each "<file>: <field>: <problem>".
          problems.push(
            ...String((error as Error).message)
              .split("\n")
              .slice(1)
              .map((line) => line.trim()),
          );
        }
      }
      // A featured path that answers no page is already named above.
      const field = (problem: string) => problem.slice(0, problem.indexOf(': "') + 1);
      const named = (problem: string) => problems.some((p) => p.startsWith(field(problem)));
      problems.push(...featuredProblems(resourcesPage.featured.items).filter((p) => !named(p)));
      return problems;
    },
  );
}
