/**
 * The home page's results band, read at build time by the home route's loader: the newest three
 * case studies' headline results (front matter `result`), so a new case study's figure reaches
 * the home page by itself. The band's heading is copy (app/content/home-results.ts), kept out of
 * the page data so its words are not sent twice.
 */
import { type CatalogItem, catalog } from "./resources-catalog.server";
import type { HomeResult } from "../sections/home/ResultsBand";
import { sampleWording } from "./sample-label.server";

/**
 * The sample label's words travel once, beside the results, and only when one of them is sample
 * (decision 0939): the band is on the home page, whose markup is at its first-round-trip line.
 */
export function homeResults(items: readonly CatalogItem[] = catalog): {
  results: HomeResult[];
  sampleLabel?: string;
} {
  const results = items
    .filter((i) => i.section === "case-studies" && i.result)
    .slice(0, 3)
    .map((i) => ({
      tag: i.tag,
      value: i.result!.value,
      line: i.result!.line,
      title: i.title,
      to: i.to,
      ...(i.detail.status === "sample" ? { sample: true as const } : {}),
    }));
  return results.some((r) => r.sample)
    ? { results, sampleLabel: sampleWording("caseStudy") }
    : { results };
}

/**
 * Case studies with those the home page's results band shows moved last, each group in its
 * order (decisions 0941, 0964): a page that shows a few studies shows a visitor from the home
 * page new ones first.
 */
export function homeBandLast(
  studies: readonly CatalogItem[],
  items: readonly CatalogItem[] = catalog,
): CatalogItem[] {
  const onHome = new Set(homeResults(items).results.map((r) => r.to));
  return [...studies.filter((i) => !onHome.has(i.to)), ...studies.filter((i) => onHome.has(i.to))];
}
