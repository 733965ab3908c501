/**
 * The open roles (issue 50 item 6, docs/decisions/0907-open-roles.md), read from the Markdown
 * files in app/content/roles at build time as the Resource Center's items are: front matter
 * checked against roles-schema.ts, the file name by the items' rule, the body rendered by the
 * items' renderer (raw HTML, unsafe or unknown links refused), the person who hires checked
 * against people.yaml. A role whose closing date has passed (end of that day, UTC; the day is
 * BUILD_DATE when set) is neither built nor listed: its path is in `goneRolePaths`, which the
 * servers answer 410 Gone. Server-only: the route manifest, route loaders (role-pages.server.ts)
 * and build steps. No module that imports a YAML file: react-router.config.ts loads the route
 * manifest without the content plugin, so data files are read here with readContentFile.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { contentPath } from "../../scripts/build/content-dir.mjs";
import type { CareersRolesCopy, RoleSummary } from "../content/schemas/careers-roles";
import type { OfficesData } from "../content/schemas/offices";
import type { Person, PersonCard } from "../content/schemas/people";
import { buildDay, openOn } from "../lib/build-day";
import { longDate } from "./dates.server";
import { loadChartLabels } from "./charts.server";
import { type StatusMark, statusMarks } from "./content-status";
import { readContentFile } from "./data-files.server";
import { loadPeople, resolveHiringManager } from "./people.server";
import { duplicateTitleProblem } from "./resource-rules";
import { readMarkdownEntry, renderMarkdown } from "./resources-catalog.server";
import { type EmploymentType, REMOTE, roleFrontMatterSchema } from "./roles-schema";

/**
 * Where the roles live, relative to the project root (the build's working directory); read from
 * the content folder in use (`contentPath`, CONTENT_DIR, decision 0915).
 */
export const ROLES_DIR = "app/content/roles";
type Office = OfficesData["offices"][number];
/** The careers page; a role's page is under it. */
const CAREERS_PATH = "/careers";

/** schema.org's employmentType of each kind the front matter names. */
const SCHEMA_EMPLOYMENT: Record<EmploymentType, string> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

export interface Role extends RoleSummary {
  /** Path of the Markdown file, relative to the project root. */
  file: string;
  open: boolean;
  posted: string;
  /** The closing date as written (YYYY-MM-DD). */
  closesOn: string;
  html: string;
  office?: Office;
  /** A remote role: the countries its applicants may live in, by name. */
  countries: readonly string[];
  employmentType: string;
  manager: PersonCard;
  status?: StatusMark["status"];
  /** Every part of the front matter that still carries a status (npm run launch-check). */
  marks: StatusMark[];
}

class RoleContentError extends Error {
  override name = "RoleContentError";
}

// eslint-disable-next-line no-restricted-syntax -- build time only: no page runs this
const countryNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });

/** The roles' words (careers-roles.yaml). */
export const loadRolesCopy = (root?: string): CareersRolesCopy =>
  readContentFile("careers-roles", root);

/**
 * Reads, checks and renders every role, open or closed (closed ones are the 410 list and stay
 * in the launch check); throws one error listing every broken file. `day` is the build's today.
 */
export function loadRoles(
  root = process.cwd(),
  people: readonly Person[] = loadPeople().people,
  day = buildDay(process.env.BUILD_DATE, new Date()),
): Role[] {
  const folder = contentPath(ROLES_DIR);
  const dir = path.join(root, folder);
  // No folder (git keeps no empty one): no role is open.
  if (!existsSync(dir)) return [];
  const files = readdirSync(dir)
    .filter((name) => name.endsWith(".md"))
    .sort();
  const copy = loadRolesCopy();
  const { offices } = readContentFile("offices");
  const chartLabels = loadChartLabels();
  const roles: Role[] = [];
  const errors: string[] = [];
  for (const name of files) {
    const file = `${folder}/${name}`;
    const fail = (lines: string[]) => errors.push(...lines.map((line) => `${file}: ${line}`));
    const entry = readMarkdownEntry(dir, name, roleFrontMatterSchema, fail);
    if (!entry) continue;
    const { slug, body, data: fm } = entry;
    const manager = resolveHiringManager(fm.hiringManager, people);
    if ("problem" in manager) {
      fail([manager.problem]);
      continue;
    }
    const countries = (fm.countries ?? []).map((code) => countryNames.of(code));
    const unknown = (fm.countries ?? []).filter((_, i) => !countries[i]);
    if (unknown.length) {
      fail([
        `countries: expected two-letter country codes (ISO 3166-1), received ${unknown.join(", ")}`,
      ]);
      continue;
    }
    const { html, problems } = renderMarkdown(body, [], chartLabels);
    if (!body.trim()) problems.push("body: expected the role's description below the front matter");
    if (problems.length) {
      fail(problems);
      continue;
    }
    const office = fm.location === REMOTE ? undefined : offices.find((o) => o.key === fm.location);
    const names = countries as string[];
    roles.push({
      file,
      slug,
      to: `${CAREERS_PATH}/${slug}`,
      title: fm.title,
      team: fm.team,
      summary: fm.summary,
      // The office by its one name (offices.yaml: /contact's, /about's; decision 0916).
      location: office ? office.name : `${copy.role.remoteLabel} (${names.join(", ")})`,
      type: copy.employmentTypes[fm.type],
      closes: longDate(fm.closes),
      open: openOn(fm.closes, day),
      posted: fm.posted,
      closesOn: fm.closes,
      html,
      ...(office ? { office } : {}),
      countries: names,
      employmentType: SCHEMA_EMPLOYMENT[fm.type],
      manager: manager.card,
      ...(fm.status ? { status: fm.status } : {}),
      marks: statusMarks(fm),
    });
  }
  // A title another open role has (case and spacing aside): the editor's rule too (0816).
  for (const role of roles) {
    const others = roles.filter((other) => other !== role);
    const twin = duplicateTitleProblem(
      role.title,
      others.map((other) => ({ name: other.slug, title: other.title })),
      "open role",
    );
    if (twin) errors.push(`${role.file}: title: ${twin}`);
  }
  if (errors.length) {
    throw new RoleContentError(
      `Open roles are invalid (${errors.length} problem${errors.length === 1 ? "" : "s"}):\n  ${errors.join("\n  ")}`,
    );
  }
  // Soonest closing first: what a visitor must act on leads.
  return roles.sort(
    (a, b) => a.closesOn.localeCompare(b.closesOn) || a.title.localeCompare(b.title),
  );
}

/** The build's today: BUILD_DATE when set, else the day in UTC. */
export const buildToday = buildDay(process.env.BUILD_DATE, new Date());

/** Every role, open or closed, as of the build's day. Read once per process (a build). */
const roles: readonly Role[] = loadRoles(undefined, undefined, buildToday);

/** The roles /careers lists and the build prerenders. */
export const openRoles: readonly Role[] = roles.filter((role) => role.open);

/** The old paths of closed roles: the servers answer them 410 Gone (server/site-config.mjs). */
export const goneRolePaths: readonly string[] = roles.filter((r) => !r.open).map((r) => r.to);
