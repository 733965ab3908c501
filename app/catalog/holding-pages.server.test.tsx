// @vitest-environment node
import { describe, expect, it } from "vitest";
import { caseStudiesProofHtml, featuredCaseStudies } from "./holding-pages.server";
import { homeResults } from "./home-results.server";
import { catalog } from "./resources-catalog.server";

const studies = catalog.filter((i) => i.section === "case-studies");

describe("/case-studies' three studies (decision 0941)", () => {
  it("are the newest three the home page's results band does not show", () => {
    const onHome = homeResults().results.map((r) => r.to);
    const featured = featuredCaseStudies().map((i) => i.to);
    expect(featured).toHaveLength(3);
    expect(featured.filter((to) => onHome.includes(to))).toEqual([]);
    // Newest first: no study left out is newer than the oldest one featured.
    const oldest = featuredCaseStudies().at(-1)!.date;
    const skipped = studies.filter((i) => !onHome.includes(i.to) && !featured.includes(i.to));
    expect(skipped.every((i) => i.date <= oldest)).toBe(true);
  });

  it("are filled from the home page's when fewer than three others are left", () => {
    const four = catalog.filter((i) => i.section !== "case-studies").concat(studies.slice(0, 4));
    const featured = featuredCaseStudies(four).map((i) => i.to);
    expect(featured).toEqual([studies[3]!.to, studies[0]!.to, studies[1]!.to]);
  });

  it("end with one link to the full list that names how many studies it holds", () => {
    const html = caseStudiesProofHtml();
    expect(html).toContain(`All ${studies.length} case studies`);
    expect(html.match(/href='\/resources\/case-studies'/g)).toHaveLength(1);
  });
});
