/**
 * The section only one service page has (issue 39): its copy from
 * app/content/data/service-sections.yaml, and its chart, if it has one, drawn here at build time
 * (charts.server.ts), so the service route's loader sends markup and no chart code reaches the
 * browser.
 */
import type { ContentStatus } from "../content/schemas/common";
import type { Person } from "../content/schemas/people";
import type { ServiceSlug } from "../content/vocabulary";
import type { ServiceProofData } from "../sections/services/ServiceProof";
import { loadChartLabels, renderChart } from "./charts.server";
import { sampleWording } from "./sample-label.server";
import { readContentFile } from "./data-files.server";
import { loadPeople } from "./people.server";
import { homeBandLast } from "./home-results.server";
import { personCard } from "./person-card";
import { type CatalogItem, catalog } from "./resources-catalog.server";

export interface ServiceSectionData {
  eyebrow: string;
  heading: string;
  lead: string;
  /** A plain link under the lead (decision 0952). */
  link?: { label: string; to: string };
  /** The chart's figure as HTML. */
  html?: string;
  quotes?: { text: string; who: string }[];
  source?: string;
  status?: ContentStatus;
  sampleNote?: string;
}

const load = () => readContentFile("service-sections");

export function serviceSectionFor(slug: ServiceSlug): ServiceSectionData | null {
  const entry = load()[slug];
  if (!entry) return null;
  const { chart, link, quotes, source, status } = entry;
  const own: ServiceSectionData = {
    eyebrow: entry.eyebrow,
    heading: entry.heading,
    lead: entry.lead,
    ...(link ? { link } : {}),
    ...(quotes ? { quotes } : {}),
    ...(source ? { source } : {}),
    ...(status ? { status } : {}),
    // Sample quotes or figures say so in every build, worded for which (decisions 0805, 0916).
    ...(status === "sample" ? { sampleNote: sampleWording(quotes ? "quotes" : "figures") } : {}),
  };
  return chart ? { ...own, html: renderChart(chart, loadChartLabels()) } : own;
}

/**
 * How a service page goes on after its proof (decision 0916): its order of the specification's
 * four sections and its closing banners, from its own entry. The loader sends them, so no
 * page's script carries another page's copy.
 */
export function serviceLayoutFor(slug: ServiceSlug) {
  const entry = load()[slug];
  return entry ? { order: entry.order, closing: entry.closing } : null;
}

/**
 * How many of a service's case studies its proof shows (decision 0955): two side by side fill
 * the proof's two columns; a third took a second row, left a hole beside it and pushed the own
 * section's heading past the first 1,800 px (0908). The rest are in the Resource Center.
 */
const PROOF_STUDIES = 2;

/**
 * A service's case studies as its page shows them (decision 0964): those the home page's results
 * band does not show first, newest first as the catalogue lists them, then the band's own, at
 * most PROOF_STUDIES; so a buyer who comes from the home page meets new studies on each service.
 */
function proofStudiesOf(slug: ServiceSlug, items: readonly CatalogItem[]): CatalogItem[] {
  const tagged = items.filter((i) => i.section === "case-studies" && i.services.includes(slug));
  return homeBandLast(tagged, items).slice(0, PROOF_STUDIES);
}

/**
 * A service page's proof (issue 50, decision 0908): the case studies whose front matter names
 * the service (proofStudiesOf, at most PROOF_STUDIES), the people whose
 * `leads` name it, and the typical timeline and budget of its own section's entry. Null
 * without an entry.
 */
export function serviceProofFor(
  slug: ServiceSlug,
  items: readonly CatalogItem[] = catalog,
  people: readonly Person[] = loadPeople().people,
): ServiceProofData | null {
  const data = load();
  const entry = data[slug];
  if (!entry) return null;
  const { heading, timeline, budget, status } = entry.proof;
  return {
    copy: data.proof,
    heading,
    timeline,
    budget,
    ...(status ? { status } : {}),
    ...(status === "sample" ? { sampleNote: sampleWording("figures") } : {}),
    leads: people.filter((p) => p.leads.includes(slug)).map(personCard),
    studies: proofStudiesOf(slug, items).map((i) => ({
      title: i.title,
      to: i.to,
      image: i.image,
      desc: i.desc,
      ...(i.result ? { result: i.result } : {}),
    })),
  };
}
