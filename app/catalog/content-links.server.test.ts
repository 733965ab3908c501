// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { redirectFor } from "../../server/site-config.mjs";
import { withSitePathRule } from "../content/schemas/common";
import type { FooterData } from "../content/schemas/footer";
import { linkProblem, type SiteMap } from "../lib/site-links";
import { contentLinkProblems } from "./content-links.server";
import { bodyProblems } from "./resource-rules";
import { catalog, featuredProblems } from "./resources-catalog.server";

const footer = parse(readFileSync("app/content/data/footer.yaml", "utf8")) as FooterData;

/** A built site that answers every path but `missing`, and whose `page` has only `ids`. */
function siteWithout(missing: string, ids: Record<string, string[]> = {}): SiteMap {
  return {
    paths: { has: (p: string) => p !== missing } as ReadonlySet<string>,
    redirect: redirectFor,
    ids: new Map(Object.entries(ids).map(([page, list]) => [page, new Set(list)])),
  };
}

describe("the content's links, checked against the built site", () => {
  it("finds none broken when every path answers", () => {
    expect(contentLinkProblems(siteWithout("/none-missing"))).toEqual([]);
  });

  it("names the data file and the field of a link to a path no page answers", () => {
    const index = 0;
    const to = footer.company.links[index]!.to;
    expect(contentLinkProblems(siteWithout(to))).toContain(
      `app/content/data/footer.yaml: company.links.${index}.to: "${to}" is no page of the site (expected a built page, a redirect or a file the build writes)`,
    );
  });

  it("refuses a body link to a hash its page does not have, and takes one it has", () => {
    const site = siteWithout("/none-missing", { "/about": ["main", "values"] });
    const check = (markdown: string) =>
      withSitePathRule(
        (href) => linkProblem(href, site),
        () => bodyProblems(markdown, []),
      );
    expect(check("See [our values](/about#valuez).")).toEqual([
      'link to "/about#valuez": "#valuez" names nothing on /about (expected the id of an element of that page)',
    ]);
    expect(check("See [our values](/about#values).")).toEqual([]);
  });

  it("refuses a featured path that is no Resource Center item, naming the field", () => {
    const item = catalog[0]!.to;
    expect(featuredProblems([item, "/contact"])).toEqual([
      `app/content/data/resources.yaml: resourcesPage.featured.items.1: "/contact" is no Resource Center item (expected an item's path, e.g. ${item})`,
    ]);
  });
});
