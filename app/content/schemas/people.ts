/**
 * Schema of app/content/data/people.yaml: the firm's people (issue 50, docs/decisions/0906).
 * Each has an id that resource items name as their authors (the build refuses an id not here);
 * /about shows the leadership and the senior researchers with the firm's founding year and
 * team size. Imports nothing but zod and the schemas beside it.
 */
import { z } from "zod";
import { serviceSlugs } from "../vocabulary.ts";
import { imageName, status, text } from "./common.ts";
import { officeKeys } from "./offices.ts";

/** A person's id: lower-case words joined by hyphens, written once and never reused. */
export const personId = z
  .string({ error: "a person's id, e.g. priya-raman" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "a person's id: lower-case words joined by hyphens");

/** Where /about shows a person: with the leadership or the senior researchers. */
export const teamGroups = ["leadership", "research"] as const;

const person = z.strictObject({
  id: personId,
  name: text,
  role: text,
  /** One line that says why to trust them (years, field, former employer, degree). */
  credential: text.max(90, "one line: at most 90 characters"),
  /** What they work on, shown as tags. */
  areas: z.array(text).min(1, "at least one area"),
  offices: z
    .array(z.enum(officeKeys, { error: `an office: ${officeKeys.join(", ")}` }))
    .min(1, "at least one office"),
  /** Base name of a portrait drawn in assets/images; without one, the drawn stand-in (decision 0914). */
  portrait: imageName.optional(),
  /** Left out, the person is not shown on /about (an author may still be named on items). */
  group: z.enum(teamGroups, { error: `one of ${teamGroups.join(", ")}` }).optional(),
  /** Writes for the Resource Center (may be named as an author). */
  writes: z.boolean().default(false),
  /** The services this person leads. */
  leads: z
    .array(z.enum(serviceSlugs, { error: `a service: ${serviceSlugs.join(", ")}` }))
    .default([]),
  /** Hires for the firm (careers may name them). */
  hires: z.boolean().default(false),
  status,
});

/** A figure the firm states about itself, with how far it is confirmed. */
const claim = <T extends z.ZodType>(value: T) => z.strictObject({ value, status });

/**
 * The data file app/content/data/people.yaml:
 * The firm's people (issue 50, docs/decisions/0906). Resource items name their authors by `id`;
 * /about shows everyone with a `group`. Every person here is invented for the example firm (status:
 * sample) until the firm replaces them with its own.
 */
export const peopleSchema = z
  .strictObject({
    /** The firm's founding year and head count, shown on /about beside its people. */
    firm: z.strictObject({
      founded: claim(
        z.number({ error: "a year" }).int("a year").min(1900, "a year").max(2100, "a year"),
      ),
      teamSize: claim(z.number({ error: "a number of people" }).int().positive()),
    }),
    /** The team section of /about: its copy. */
    about: z.strictObject({
      eyebrow: text,
      heading: text,
      lead: text,
      leadershipHeading: text,
      researchHeading: text,
      foundedLabel: text,
      teamSizeLabel: text,
    }),
    people: z.array(person),
  })
  .superRefine((data, ctx) => {
    const ids = data.people.map((p) => p.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i)
        ctx.addIssue({
          code: "custom",
          path: ["people", i, "id"],
          message: `an id used once ("${id}" is used twice)`,
        });
    });
  });

export type PeopleData = z.output<typeof peopleSchema>;
export type Person = PeopleData["people"][number];

/** What a page shows of a person (built by app/catalog/people.server.ts, sent as page data). */
export interface PersonCard {
  id: string;
  name: string;
  role: string;
  credential: string;
  /** Base name of the portrait drawing; absent, the card shows the stand-in. */
  portrait?: string;
  /** The name's initials, the stand-in's monogram (decision 0921): "James Whitlock" → "JW". */
  initials: string;
  /** The person's place on /about (`/about#<id>`), when /about shows them. */
  profile?: string;
}

/** /about's team section as its route's data carries it (app/catalog/people.server.ts). */
export interface AboutTeam {
  copy: PeopleData["about"];
  founded: number;
  teamSize: number;
  leadership: readonly PersonCard[];
  research: readonly PersonCard[];
}
