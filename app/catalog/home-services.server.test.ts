import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { homeTypicalStudies } from "./home-services.server";

/** The files as written: each service page's proof, the sample wordings. */
const sections = parse(readFileSync("app/content/data/service-sections.yaml", "utf8"));
const labels = parse(readFileSync("app/content/data/sample-labels.yaml", "utf8"));

describe("the home services grid's typical studies (decision 0942)", () => {
  it("gives each card its service page's timeline and budget, custom-hybrid the custom service's", () => {
    const typical = homeTypicalStudies();
    expect(typical.labels).toEqual([sections.proof.timeline, sections.proof.budget]);
    // The cards' order in home.yaml, the specification's: qualitative, quantitative,
    // panels-sampling, custom-hybrid (a page of the custom service).
    const expected = ["qualitative", "quantitative", "panels-sampling", "custom"].map((slug) => [
      sections[slug].proof.timeline,
      sections[slug].proof.budget,
    ]);
    expect(typical.studies).toEqual(expected);
  });

  it("carries the figures' sample label only while a band is sample", () => {
    const anySample = ["qualitative", "quantitative", "panels-sampling", "custom"].some(
      (slug) => sections[slug].proof.status === "sample",
    );
    expect(homeTypicalStudies().sampleLabel).toBe(anySample ? labels.figures : undefined);
  });
});
