/**
 * Build time only: the proof on the holding pages /case-studies and /clients (decision 0910),
 * drawn from the case studies themselves (their headline results and pull quotes), so a new case
 * study reaches both pages by itself. Rendered here to HTML that the routes place as it is, as
 * the service pages' proof is (decision 0908): no page's script carries it or its data.
 */
import { DomUtils, parseDocument } from "htmlparser2";
import { fill } from "../lib/fill";
import { slugify } from "../lib/slug";
import { findSectionPlace } from "../content/resource-routes";
import {
  CaseStudyResults,
  ClientQuotes,
  ClientSectors,
  type HoldingQuote,
  type HoldingStudy,
} from "../sections/marketing/HoldingProof";
import type { SampleKind } from "../content/schemas/sample-labels";
import { sampleWording } from "./sample-label.server";
// The HTML as the page's data carries it, attributes single-quoted. No tag stand-ins
// (html-in-data.ts): the decoder would join the shared chunk of every page, for a few bytes here.
import { staticPartHtml as html } from "./compact-html.server";
import { readContentFile } from "./data-files.server";
import { homeBandLast } from "./home-results.server";
import { type CatalogItem, catalog } from "./resources-catalog.server";

const caseStudiesOf = (items: readonly CatalogItem[]) =>
  items.filter((i) => i.section === "case-studies");

/** The Resource Center's list of every case study, /resources/case-studies. */
const CASE_STUDIES_LIST = findSectionPlace("case-studies")!.path;

const studyOf = (i: CatalogItem): HoldingStudy => ({
  title: i.title,
  to: i.to,
  image: i.image,
  desc: i.desc,
  ...(i.result ? { result: i.result } : {}),
  ...(i.detail.status === "sample" ? { sample: true } : {}),
});

/** Whether any of these items is invented: the proof then carries the sample label of its kind. */
const sampleNoteFor = (items: readonly CatalogItem[], kind: SampleKind) =>
  items.some((i) => i.detail.status === "sample") ? { sampleNote: sampleWording(kind) } : {};

/**
 * A case study's pull quotes, as its body renders them (`figure.pull-quote`, the catalogue's
 * Markdown renderer): the quote's text and its credit.
 */
function pullQuotesOf(item: CatalogItem): HoldingQuote[] {
  const figures = DomUtils.findAll(
    (el) => el.name === "figure" && (el.attribs.class ?? "").split(" ").includes("pull-quote"),
    parseDocument(item.detail.html).children,
  );
  return figures.flatMap((figure) => {
    const quote = DomUtils.findOne((el) => el.name === "blockquote", [figure]);
    const credit = DomUtils.findOne((el) => el.name === "figcaption", [figure]);
    if (!quote || !credit) return [];
    return [
      {
        text: DomUtils.textContent(quote).trim(),
        credit: DomUtils.textContent(credit).trim(),
        title: item.title,
        to: item.to,
      },
    ];
  });
}

/** How many case studies /case-studies features; the rest are a link away (decision 0941). */
const FEATURED = 3;

/**
 * The studies /case-studies features: the newest ones the home page's results band does not
 * show, so a visitor who comes from the home page meets three more; filled from the band's own
 * when fewer are left (decision 0941).
 */
export function featuredCaseStudies(items: readonly CatalogItem[] = catalog): CatalogItem[] {
  return homeBandLast(caseStudiesOf(items), items).slice(0, FEATURED);
}

/**
 * /case-studies: a short holding page beside the Resource Center (decision 0941): three studies
 * with their drawing and headline result, and one link to the full list that names how many
 * studies it holds.
 */
export function caseStudiesProofHtml(items: readonly CatalogItem[] = catalog): string {
  const copy = readContentFile("holding-proof");
  const featured = featuredCaseStudies(items);
  return html(
    <CaseStudyResults
      copy={copy.caseStudies}
      studies={featured.map(studyOf)}
      all={{
        label: fill(copy.caseStudies.allLink, { count: caseStudiesOf(items).length }),
        to: CASE_STUDIES_LIST,
      }}
      {...sampleNoteFor(featured, "caseStudy")}
    />,
  );
}

/**
 * How many quotes /clients shows, one per study, the newest studies' (decision 0968): two lead
 * and three follow (ClientQuotes); eleven in equal cards read as a wall, and three of them opened
 * alike ("For the first time…"). Every quote stays on its study's page.
 */
const CLIENT_QUOTES = 5;

/**
 * /clients: the case studies' pull quotes, each linked to its study. Their headline results are
 * not repeated here: the home page, /case-studies and the Resource Center show them (decision 0934).
 */
export function clientsProofHtml(items: readonly CatalogItem[] = catalog): string {
  const copy = readContentFile("holding-proof");
  const studies = caseStudiesOf(items);
  const quoted = studies.filter((i) => pullQuotesOf(i).length > 0).slice(0, CLIENT_QUOTES);
  return html(
    <ClientQuotes
      copy={copy.clients}
      readStudy={copy.readStudy}
      quotes={quoted.map((i) => pullQuotesOf(i)[0]!)}
      {...sampleNoteFor(quoted, "quotes")}
    />,
  );
}

/**
 * /clients: the kinds of client served by sector (holding-proof.yaml, read at build only), each linked to its industry on
 * /industries (decision 0912; the schema holds the industry to the twelve the page shows).
 */
export function clientSectorsHtml(root = process.cwd()): string {
  const copy = readContentFile("holding-proof", root).clientSectors;
  const sectors = copy.sectors.map(({ name, clients, decisions, industry }) => ({
    name,
    clients,
    decisions,
    ...(industry
      ? {
          link: {
            label: copy.link.replace("{industry}", industry),
            to: `/industries#${slugify(industry)}`,
          },
        }
      : {}),
  }));
  const sample = copy.sectors.some((s) => s.status === "sample");
  return html(
    <ClientSectors
      heading={copy.heading}
      lead={copy.lead}
      decisionsLabel={copy.decisionsLabel}
      sectors={sectors}
      {...(sample ? { sampleNote: sampleWording("clients") } : {})}
    />,
  );
}
