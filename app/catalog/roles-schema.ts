/**
 * The front matter of an open role (app/content/roles/<slug>.md; issue 50 item 6,
 * docs/decisions/0907-open-roles.md), checked at build time by roles.server.ts and, field by
 * field, by the editor's "Open roles" collection generated from it. A role that breaks it fails
 * the build with its path, the field and what was expected, as a Resource Center item does.
 */
import { z } from "zod";
import { status } from "../content/schemas/common";
import { officeKeys } from "../content/schemas/offices";
import { personId } from "../content/schemas/people";
import { isoDate } from "./resources-schema";

/** A remote role instead of an office's key. */
export const REMOTE = "remote";
const roleLocations = [...officeKeys, REMOTE] as const;

/** The kinds of employment a role offers (schema.org's employmentType, in the site's words). */
const employmentTypes = ["full-time", "part-time", "contract", "temporary", "internship"] as const;
export type EmploymentType = (typeof employmentTypes)[number];

const text = (what: string) => z.string({ error: what }).trim().min(1, what);

/** A two-letter country code (ISO 3166-1), upper case: where a remote role's applicants live. */
const countryCode = z
  .string({ error: "a two-letter country code (ISO 3166-1), e.g. GB" })
  .regex(/^[A-Z]{2}$/, "a two-letter country code (ISO 3166-1), e.g. GB");

export const roleFrontMatterSchema = z
  .strictObject({
    /** Page titles get " | Northfield Insights" (22 characters) and must stay within 70. */
    title: text("a non-empty title").max(
      48,
      "a title of at most 48 characters (the page title adds the brand)",
    ),
    team: text("the team the role joins, e.g. Quantitative Research"),
    summary: text("one or two sentences: the role's card and its search description").max(
      200,
      "a summary of at most 200 characters",
    ),
    location: z.enum(roleLocations, {
      error: `an office (${officeKeys.join(", ")}) or ${REMOTE}`,
    }),
    /** Where a remote role's applicants may live (schema.org applicantLocationRequirements). */
    countries: z
      .array(countryCode, { error: "a list of two-letter country codes" })
      .optional()
      .meta({ hint: "A remote role only: where applicants may live, e.g. GB, IE." }),
    type: z.enum(employmentTypes, { error: `one of ${employmentTypes.join(", ")}` }),
    posted: isoDate,
    /** The last day applications are taken: the role leaves the site after it (UTC). */
    closes: isoDate.meta({
      hint: "The last day to apply. After it (end of that day, UTC) the role leaves the site and its address answers 410 Gone.",
    }),
    /** The person who hires (a person's id from people.yaml with `hires: true`). */
    hiringManager: personId,
    /** `sample` for a role invented for the example firm (npm run launch-check lists it). */
    status,
  })
  .superRefine((fm, ctx) => {
    if (fm.closes < fm.posted)
      ctx.addIssue({
        code: "custom",
        path: ["closes"],
        message: `a closing date on or after the posted date (${fm.posted})`,
      });
    if (fm.location === REMOTE && !fm.countries?.length)
      ctx.addIssue({
        code: "custom",
        path: ["countries"],
        message: "at least one country for a remote role: where its applicants may live",
      });
    if (fm.location !== REMOTE && fm.countries?.length)
      ctx.addIssue({
        code: "custom",
        path: ["countries"],
        message: "no countries for an office role (its office's country is the role's)",
      });
  });
