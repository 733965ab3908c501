/**
 * Every content data file, with the schema that checks it (decision 0800). The Vite plugin
 * (scripts/build/content-data.mjs) refuses a YAML file that is not listed here; the editor's
 * configuration is generated from this list. `editable: false` keeps a file out of the editor;
 * what the specification fixes inside an editable file is pinned in its schema instead.
 */
import type { z } from "zod";
import { aboutSchema } from "./about.ts";
import { associationsSchema } from "./associations.ts";
import { careersSchema } from "./careers.ts";
import { careersRolesSchema } from "./careers-roles.ts";
import { chartLabelsSchema } from "./chart-labels.ts";
import { contactSchema } from "./contact.ts";
import { contentStatusSchema } from "./content-status.ts";
import { sampleLabelsSchema } from "./sample-labels.ts";
import { datesSchema } from "./dates.ts";
import { errorPagesSchema } from "./error-pages.ts";
import { footerSchema } from "./footer.ts";
import { homeHeroSchema } from "./home-hero.ts";
import { holdingProofSchema } from "./holding-proof.ts";
import { homeResultsSchema } from "./home-results.ts";
import { homeSchema } from "./home.ts";
import { industriesSchema } from "./industries.ts";
import { marketingSchema } from "./marketing.ts";
import { navigationSchema } from "./navigation.ts";
import { notFoundSchema } from "./not-found.ts";
import { officesSchema } from "./offices.ts";
import { peopleSchema } from "./people.ts";
import { phoneRowsSchema } from "./phone-rows.ts";
import { pagesSchema } from "./pages.ts";
import { privacySchema } from "./privacy.ts";
import { resourceFeedSchema } from "./resource-feed.ts";
import { resourcesSchema } from "./resources.ts";
import { sampleSizeSchema } from "./sample-size.ts";
import { searchEntrySchema } from "./search-entry.ts";
import { searchSchema } from "./search.ts";
import { servicePagesSchema } from "./service-pages.ts";
import { serviceSectionsSchema } from "./service-sections.ts";
import { servicesSchema } from "./services.ts";
import { siteSchema } from "./site.ts";
import { topicsSchema } from "./topics.ts";
import { esomar37Schema, qualityDataProtectionSchema } from "./due-diligence.ts";
import { itemPageSchema } from "./item-page.ts";

export interface ContentFile {
  name: string;
  label: string;
  /** Repository-relative path of the YAML file. */
  file: string;
  schema: z.ZodType;
  editable: boolean;
  description?: string;
  /**
   * The site page that shows the file, where the editor's "Open the published page" goes after a
   * save (decision 0816): the page of its copy, `/` for what every page shows (the top bar, the
   * footer, the site's name) and for what shows on no page of its own (the error page's words).
   */
  page?: string;
}

/** A registry entry that keeps its name's and its schema's types (for `ContentData`). */
function entry<S extends z.ZodType>(
  label: string,
  schema: S,
  description: string,
  page: string,
  editable = true,
) {
  return { label, schema, editable, description, page };
}

/** Each file by its name (app/content/data/<name>.yaml), in the editor's order. */
const files = {
  "home-hero": entry(
    "Home — first screen",
    homeHeroSchema,
    "The home page's title, hero and claims.",
    "/",
  ),
  home: entry(
    "Home — sections below",
    homeSchema,
    "Stats, about, services, tabs, slides, strip, closing band.",
    "/",
  ),
  "home-results": entry(
    "Home — results band",
    homeResultsSchema,
    "The heading over the case studies' results on the home page.",
    "/",
  ),
  "holding-proof": entry(
    "Case studies and clients: proof",
    holdingProofSchema,
    "The headings over the case studies' results and quotes on /case-studies and /clients, and the study beside the /solutions heading.",
    "/case-studies",
  ),
  services: entry(
    "Services",
    servicesSchema,
    "The four services' names and one-line descriptions.",
    "/services",
  ),
  "service-pages": entry(
    "Service pages",
    servicePagesSchema,
    "The four service pages, their shared banners and the /services page.",
    "/services",
  ),
  "service-sections": entry(
    "Service pages: own sections",
    serviceSectionsSchema,
    "The section only one service page has: a chart or a study's verbatims.",
    "/services",
  ),
  industries: entry(
    "Industries",
    industriesSchema,
    "The twelve industries and /industries.",
    "/industries",
  ),
  about: entry(
    "About",
    aboutSchema,
    "The /about page: story, mission, vision and values.",
    "/about",
  ),
  associations: entry("Associations", associationsSchema, "The logo wall on /about.", "/about"),
  careers: entry(
    "Careers",
    careersSchema,
    "The /careers page: benefits and how to apply.",
    "/careers",
  ),
  "careers-roles": entry(
    "Careers: open roles' words",
    careersRolesSchema,
    "The open roles on /careers and each role's page; the roles themselves are under Open roles.",
    "/careers",
  ),
  contact: entry("Contact", contactSchema, "The /contact page and its form.", "/contact"),
  people: entry(
    "People",
    peopleSchema,
    "The firm's people: /about's team and the Resource Center's authors.",
    "/about",
  ),
  offices: entry("Offices", officesSchema, "The four offices shown on /contact.", "/contact"),
  resources: entry(
    "Resource Center",
    resourcesSchema,
    "Sections, /resources and list labels.",
    "/resources",
  ),
  topics: entry(
    "Resource Center: topics",
    topicsSchema,
    "The topics items are filed under: a new topic is a new entry here.",
    "/resources",
  ),
  pages: entry(
    "Simple pages",
    pagesSchema,
    "Case studies, clients, privacy, and more.",
    "/case-studies",
  ),
  marketing: entry(
    "Data & Surveys, Solutions",
    marketingSchema,
    "Two marketing pages.",
    "/data-surveys",
  ),
  privacy: entry(
    "Privacy text",
    privacySchema,
    "The privacy policy and terms of use.",
    "/privacy-policy",
  ),
  "sample-size": entry(
    "Sample size calculator",
    sampleSizeSchema,
    "The calculator's text.",
    "/tools/sample-size",
  ),
  search: entry("Search page", searchSchema, "The /search page and result labels.", "/search"),
  "search-entry": entry("Header search", searchEntrySchema, "The top bar's search box.", "/"),
  navigation: entry("Navigation", navigationSchema, "The top bar and the services menu.", "/"),
  footer: entry("Footer", footerSchema, "The footer's columns and small print.", "/"),
  site: entry(
    "Firm's name and contact details",
    siteSchema,
    "The firm's name, e-mail, phone, promises and socials, shown on every page.",
    "/",
  ),
  dates: entry(
    "Month names on dates",
    datesSchema,
    "How a date is written on the site: the month names and the order, e.g. November 29, 2026.",
    "/resources",
  ),
  "resource-feed": entry(
    "Resource Center feed (for feed readers)",
    resourceFeedSchema,
    "The title feed readers show for the Resource Center's news feed.",
    "/resources",
  ),
  "phone-rows": entry(
    "Rows that scroll sideways on a phone",
    phoneRowsSchema,
    "The line under a row of cards that scrolls sideways on a phone.",
    "/about",
  ),
  charts: entry(
    "Words on every chart",
    chartLabelsSchema,
    "The words every chart shares (Show the data…).",
    "/services/quantitative",
  ),
  "not-found": entry("404 page", notFoundSchema, "The page shown for an unknown address.", "/404"),
  "error-pages": entry("Error page", errorPagesSchema, "The page shown when a page fails.", "/"),
  "esomar-37": entry(
    "ESOMAR 37 questions",
    esomar37Schema,
    "Answers to ESOMAR's 37 questions for buyers of online samples.",
    "/esomar-37-questions",
  ),
  "quality-and-data-protection": entry(
    "Quality and data protection",
    qualityDataProtectionSchema,
    "The quality stack, its figures, standards, retention and whom to ask.",
    "/quality-and-data-protection",
  ),
  "item-page": entry(
    "Words on every article and case study page",
    itemPageSchema,
    "The side column's headings on each Resource Center item's page (On this page, Written by).",
    "/resources",
  ),
  "content-status": entry(
    "Sample and to-confirm marks (preview only)",
    contentStatusSchema,
    "The banner and dashed marks the preview shows on content that is sample, to confirm or a placeholder; visitors never see them.",
    "/",
  ),
  "sample-labels": entry(
    "Sample labels visitors see (Illustrative figures…)",
    sampleLabelsSchema,
    "The small label beside sample content on the live site: a few words naming what it marks, no full stop.",
    "/",
  ),
};

type Files = typeof files;

/** A content file's name in the registry: "footer" for app/content/data/footer.yaml. */
export type ContentName = keyof Files;

/**
 * The data of a content file as its schema checks it: the type of its YAML module (declared
 * from this registry in app/content/data/yaml.d.ts) and of `readContentFile` at build time.
 */
export type ContentData<N extends ContentName> = z.output<Files[N]["schema"]>;

/** Where a content file is, from the repository's root. */
export const contentFilePath = (name: ContentName) => `app/content/data/${name}.yaml` as const;

/** Each file's schema as checking its own data (TypeScript checks this of `files` key by key). */
const schemas: { [N in ContentName]: { schema: z.ZodType<ContentData<N>> } } = files;

/** The schema that checks a content file, typed by that file's data. */
export const contentSchema = <N extends ContentName>(name: N): z.ZodType<ContentData<N>> =>
  schemas[name].schema;

export const contentFiles: readonly ContentFile[] = Object.entries(files).map(([name, file]) => ({
  name,
  file: `app/content/data/${name}.yaml`,
  ...file,
}));
