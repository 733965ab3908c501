/**
 * Full content of the four service pages, keyed by slug (app/content/data/service-pages.yaml).
 * One template (routes/service.tsx) renders whichever entry matches the pathname. Summaries
 * (title, blurb, icon) live in services.ts and are not repeated here. Metrics are the
 * specification's display-only figures, each assigned to the service it belongs to
 * (docs/decisions/0200-service-pages.md).
 */
import data from "./data/service-pages.yaml";
import type { TYPING_SPEED_MS } from "../lib/motion";
import type { ServicePagesData } from "./schemas/service-pages";
import type { ServiceSlug } from "./vocabulary";

/** Which of the spec's typing speeds (motion.ts) a typed line uses. */
export type TypingSpeed = keyof typeof TYPING_SPEED_MS;

type Pages = ServicePagesData["servicePages"];
export type ServicePage = Pages[ServiceSlug];

/** A display-only figure (spec section 3: label, value). */
export type Metric = ServicePage["quality"]["metrics"][number];
export type WorkflowStep = ServicePage["workflow"]["steps"][number];

const copy = data;

export const servicePages: Readonly<Record<ServiceSlug, ServicePage>> = copy.servicePages;

/** The section headings and banners every service page shares. */
export const servicePageChrome = copy.servicePageChrome;

/** The /services index page. */
export const servicesIndex = copy.servicesIndex;
