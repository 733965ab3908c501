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
import { datesSchema } from "./dates.ts";
import { errorPagesSchema } from "./error-pages.ts";
import { footerSchema } from "./footer.ts";
import { homeHeroSchema } from "./home-hero.ts";
import { homeResultsSchema } from "./home-results.ts";
import { homeSchema } from "./home.ts";
import { industriesSchema } from "./industries.ts";
import { marketingSchema } from "./marketing.ts";
import { navigationSchema } from "./navigation.ts";
import { notFoundSchema } from "./not-found.ts";
import { officesSchema } from "./offices.ts";
import { peopleSchema } from "./people.ts";
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
}

function entry(
  name: string,
  label: string,
  schema: z.ZodType,
  description: string,
  editable = true,
): ContentFile {
  return { name, label, file: `app/content/data/${name}.yaml`, schema, editable, description };
}

export const contentFiles: readonly ContentFile[] = [
  entry(
    "home-hero",
    "Home — first screen",
    homeHeroSchema,
    "The home page's title, hero and claims.",
  ),
  entry(
    "home",
    "Home — sections below",
    homeSchema,
    "Stats, about, services, tabs, slides, strip.",
  ),
  entry(
    "home-results",
    "Home — results band",
    homeResultsSchema,
    "The heading over the case studies' results on the home page.",
  ),
  entry("services", "Services", servicesSchema, "The four services' names and one-line blurbs."),
  entry(
    "service-pages",
    "Service pages",
    servicePagesSchema,
    "The four service pages, their shared banners and the /services page.",
  ),
  entry(
    "service-sections",
    "Service pages: own sections",
    serviceSectionsSchema,
    "The section only one service page has: a chart or a study's verbatims.",
  ),
  entry("industries", "Industries", industriesSchema, "The twelve industries and /industries."),
  entry("about", "About", aboutSchema, "The /about page: story, mission, vision and values."),
  entry("associations", "Associations", associationsSchema, "The logo wall on /about."),
  entry("careers", "Careers", careersSchema, "The /careers page: benefits and how to apply."),
  entry(
    "careers-roles",
    "Careers: open roles' words",
    careersRolesSchema,
    "The open roles on /careers and each role's page; the roles are under Open roles (0907).",
  ),
  entry("contact", "Contact", contactSchema, "The /contact page and its form."),
  entry(
    "people",
    "People",
    peopleSchema,
    "The firm's people: /about's team and the Resource Center's authors (decision 0906).",
  ),
  entry("offices", "Offices", officesSchema, "The four offices shown on /contact."),
  entry("resources", "Resource Center", resourcesSchema, "Sections, /resources and list labels."),
  entry(
    "topics",
    "Resource Center: topics",
    topicsSchema,
    "The topics items are filed under: a new topic is a new entry here.",
  ),
  entry("pages", "Simple pages", pagesSchema, "Case studies, clients, privacy, and more."),
  entry("marketing", "Data & Surveys, Solutions", marketingSchema, "Two marketing pages."),
  entry("privacy", "Privacy text", privacySchema, "The privacy policy and terms of use."),
  entry("sample-size", "Sample size calculator", sampleSizeSchema, "The calculator's text."),
  entry("search", "Search page", searchSchema, "The /search page and result labels."),
  entry("search-entry", "Header search", searchEntrySchema, "The top bar's search box."),
  entry("navigation", "Navigation", navigationSchema, "The top bar and the services menu."),
  entry("footer", "Footer", footerSchema, "The footer's columns and small print."),
  entry("site", "Site", siteSchema, "The firm's name, e-mail, phone, promises and socials."),
  entry("dates", "Dates", datesSchema, "How a date is written: the month names and the order."),
  entry("resource-feed", "Resource feed", resourceFeedSchema, "The Atom feed's title."),
  entry("charts", "Charts", chartLabelsSchema, "The words every chart shares (Show the data…)."),
  entry("not-found", "404 page", notFoundSchema, "The page shown for an unknown address."),
  entry("error-pages", "Error page", errorPagesSchema, "The page shown when a page fails."),
  entry(
    "esomar-37",
    "ESOMAR 37 questions",
    esomar37Schema,
    "Answers to ESOMAR's 37 questions for buyers of online samples (decision 0901).",
  ),
  entry(
    "quality-and-data-protection",
    "Quality and data protection",
    qualityDataProtectionSchema,
    "The quality stack, its figures, standards, retention and whom to ask (decision 0901).",
  ),
  entry("item-page", "Item page labels", itemPageSchema, "An item page's side column (0902)."),
  entry(
    "content-status",
    "Content status words",
    contentStatusSchema,
    "The line beside sample evidence, and the preview's banner and marks (decision 0805).",
  ),
];
