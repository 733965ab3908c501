/**
 * Schema of app/content/data/careers-roles.yaml: the words of the open roles on /careers and of
 * each role's page (issue 50 item 6, docs/decisions/0907-open-roles.md). Read at build only
 * (app/catalog/roles.server.ts): pages get the words they show as data, so the file rides in no
 * page's JavaScript. Imports nothing but zod and the schemas beside it.
 */
import { z } from "zod";
import { link, text } from "./common.ts";

/**
 * The data file app/content/data/careers-roles.yaml:
 * The words of the open roles on /careers and of each role's page (docs/decisions/0907). The roles
 * themselves are Markdown files in app/content/roles (the editor's "Open roles").
 */
export const careersRolesSchema = z.strictObject({
  /** The open roles section of /careers. */
  list: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    /** Shown instead of the list when no role is open. */
    noneOpen: text,
    /** Before a role's closing date on its card: "Apply by" January 31, 2027. */
    closesLabel: text,
    /** The hero's link down to the roles, shown while one is open (decision 0976). */
    heroLink: text,
  }),
  /** A role's page (/careers/<slug>). */
  role: z.strictObject({
    backLabel: text,
    teamLabel: text,
    locationLabel: text,
    typeLabel: text,
    postedLabel: text,
    closesLabel: text,
    /** A remote role's location, before the countries its applicants may live in. */
    remoteLabel: text,
    hiringManagerHeading: text,
    applyHeading: text,
    applyLead: text,
    emailLabel: text,
    phoneLabel: text,
    /** The subject of the role's mailto: link; `{title}` is the role's title. */
    applySubject: text
      .regex(/\{title\}/, "a subject that names the role: write {title} where its title goes")
      .regex(/resume/i, "a subject that names the resume"),
  }),
  /**
   * /careers beyond the specification's three sections (decision 0916), rendered at build: what
   * working here is like, how hiring goes step by step, and who hires (people.yaml `hires`).
   */
  life: z.strictObject({
    eyebrow: text,
    heading: text,
    lead: text,
    points: z
      .array(z.strictObject({ title: text, text }))
      .min(2)
      .max(4),
  }),
  hiring: z.strictObject({
    eyebrow: text,
    heading: text,
    /** Each step of hiring, in order (the follow-up promise is How to apply's, site.yaml). */
    steps: z
      .array(z.strictObject({ title: text, text }))
      .min(2)
      .max(5),
    hirersHeading: text,
    hirersLead: text,
  }),
  /** The banner that ends /careers, for visitors who came about a project (site.yaml's reply promise under it). */
  contactBanner: z.strictObject({ eyebrow: text, title: text, cta: link }),
  /** How each kind of employment reads on the site. */
  employmentTypes: z.strictObject({
    "full-time": text,
    "part-time": text,
    contract: text,
    temporary: text,
    internship: text,
  }),
});

export type CareersRolesCopy = z.output<typeof careersRolesSchema>;

/** A role as its card on /careers shows it (built by app/catalog/roles.server.ts). */
export interface RoleSummary {
  slug: string;
  to: string;
  title: string;
  team: string;
  summary: string;
  /** The office's name ("Raleigh US", offices.yaml), or "Remote (United Kingdom, Ireland)". */
  location: string;
  type: string;
  /** The closing date, written out ("January 31, 2027"). */
  closes: string;
}
