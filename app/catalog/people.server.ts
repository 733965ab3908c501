/**
 * Build time only: the firm's people (app/content/data/people.yaml, decision 0906), read by the
 * route loaders of /about and the item pages and by the catalogue, so no page's JavaScript
 * carries the file: pages get the few people they show as data.
 */
import {
  type AboutTeam,
  type PeopleData,
  type Person,
  type PersonCard,
} from "../content/schemas/people";
import { contentFilePath } from "../content/schemas/registry";
import { existsSync } from "node:fs";
import path from "node:path";
import { readContentFile } from "./data-files.server";
import { personCard } from "./person-card";

const PEOPLE_FILE = contentFilePath("people");

/**
 * The people file, checked by its schema and for portraits that exist: a portrait names a
 * drawing rendered to public/images (npm run images), or the build stops (never a broken image).
 */
export function loadPeople(root = process.cwd()): PeopleData {
  const data = readContentFile("people", root);
  const missing = data.people.flatMap((person, i) =>
    person.portrait && !existsSync(path.join(root, "public/images", `${person.portrait}-480.webp`))
      ? [
          `${PEOPLE_FILE}: people.${i}.portrait: expected a drawing rendered to public/images/${person.portrait}-480.webp (npm run images), received "${person.portrait}"`,
        ]
      : [],
  );
  if (missing.length) throw new Error(missing.join("\n"));
  return data;
}

/**
 * The people an item names, in its order; an id the file does not list is a problem line
 * (`authors.1: expected a person's id from …, received "x"`) for the catalogue to report.
 */
export function resolveAuthors(
  ids: readonly string[],
  people: readonly Person[],
): { cards: PersonCard[]; problems: string[] } {
  const byId = new Map(people.map((p) => [p.id, p]));
  const cards: PersonCard[] = [];
  const problems: string[] = [];
  ids.forEach((id, i) => {
    const person = byId.get(id);
    if (person) cards.push(personCard(person));
    else
      problems.push(
        `authors.${i}: expected a person's id from ${PEOPLE_FILE} (${[...byId.keys()].join(", ")}), received "${id}"`,
      );
  });
  return { cards, problems };
}

/**
 * The person who hires for a role (docs/decisions/0907): a person's id whose entry says
 * `hires: true`; any other is a problem line for the roles' loader to report.
 */
export function resolveHiringManager(
  id: string,
  people: readonly Person[],
): { card: PersonCard } | { problem: string } {
  const person = people.find((p) => p.id === id && p.hires);
  if (person) return { card: personCard(person) };
  const hirers = people.filter((p) => p.hires).map((p) => p.id);
  return {
    problem: `hiringManager: expected the id of a person who hires (hires: true in ${PEOPLE_FILE}: ${hirers.join(", ")}), received "${id}"`,
  };
}

/** /about's team section: its copy, the firm's figures and the people in each group. */
export function aboutTeam(data: PeopleData = loadPeople()): AboutTeam {
  const group = (name: Person["group"]) =>
    data.people.filter((p) => p.group === name).map(personCard);
  return {
    copy: data.about,
    founded: data.firm.founded.value,
    teamSize: data.firm.teamSize.value,
    leadership: group("leadership"),
    research: group("research"),
  };
}
