// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPeople } from "./people.server";
import { loadRoles, ROLES_DIR } from "./roles.server";

const people = loadPeople().people;
const hirer = people.find((p) => p.hires)!;
const notHirer = people.find((p) => !p.hires)!;

const front = (fields: Record<string, string>) =>
  Object.entries({
    title: "Research Analyst",
    team: "Quantitative Research",
    summary: "Analyse survey data.",
    location: "ipswich",
    type: "full-time",
    posted: "2026-11-01",
    closes: "2026-12-20",
    hiringManager: hirer.id,
    ...fields,
  })
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n");

const body = "You will analyse data.\n\n## What you will do\n\n- Tables\n- Charts\n";

/** A scratch project holding only the given roles (name → front matter overrides, or a file). */
function rolesRoot(roles: Record<string, Record<string, string> | string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "roles-"));
  mkdirSync(path.join(root, ROLES_DIR), { recursive: true });
  for (const [name, role] of Object.entries(roles))
    writeFileSync(
      path.join(root, ROLES_DIR, `${name}.md`),
      typeof role === "string" ? role : `---\n${front(role)}\n---\n\n${body}`,
    );
  return root;
}

describe("open roles (issue 50 item 6)", () => {
  it("keeps a role through the end of its closing day and closes it the day after", () => {
    const root = rolesRoot({ analyst: {} });
    const [onTheDay] = loadRoles(root, people, "2026-12-20");
    const [dayAfter] = loadRoles(root, people, "2026-12-21");
    expect(onTheDay).toMatchObject({ open: true, to: "/careers/analyst" });
    expect(dayAfter).toMatchObject({ open: false, to: "/careers/analyst" });
  });

  it("reads an office role and a remote one with where their applicants may live", () => {
    const root = rolesRoot({
      office: {},
      remote: {
        title: "Remote Research Analyst",
        location: "remote",
        countries: "[GB, IE]",
        type: "part-time",
      },
    });
    const roles = loadRoles(root, people, "2026-12-01");
    const office = roles.find((r) => r.slug === "office")!;
    const remote = roles.find((r) => r.slug === "remote")!;
    expect(office.office?.key).toBe("ipswich");
    expect(office.employmentType).toBe("FULL_TIME");
    expect(office.manager.name).toBe(hirer.name);
    expect(office.html).toContain('<h2 id="what-you-will-do">');
    expect(remote.office).toBeUndefined();
    expect(remote.countries).toEqual(["United Kingdom", "Ireland"]);
    expect(remote.employmentType).toBe("PART_TIME");
  });

  it("refuses a role whose hiring manager is unknown or does not hire, naming file and field", () => {
    const root = rolesRoot({
      nobody: { hiringManager: "no-such-person" },
      writer: { hiringManager: notHirer.id },
    });
    const load = () => loadRoles(root, people, "2026-12-01");
    expect(load).toThrow(
      `${ROLES_DIR}/nobody.md: hiringManager: expected the id of a person who hires (hires: true in app/content/data/people.yaml: ${people
        .filter((p) => p.hires)
        .map((p) => p.id)
        .join(", ")}), received "no-such-person"`,
    );
    expect(load).toThrow(`${ROLES_DIR}/writer.md: hiringManager:`);
  });

  it("refuses a remote role without countries, a closing date before the posted one and raw HTML", () => {
    const root = rolesRoot({
      anywhere: { location: "remote" },
      backwards: { closes: "2026-10-01" },
      html: `---\n${front({})}\n---\n\n<script>alert(1)</script>\n`,
    });
    const load = () => loadRoles(root, people, "2026-12-01");
    expect(load).toThrow(
      `${ROLES_DIR}/anywhere.md: countries: expected at least one country for a remote role`,
    );
    expect(load).toThrow(
      `${ROLES_DIR}/backwards.md: closes: expected a closing date on or after the posted date (2026-11-01)`,
    );
    expect(load).toThrow(`${ROLES_DIR}/html.md: body:`);
  });

  // Third marketer review (decision 0816): the editor's rule, by the same function.
  it("refuses a title another role has, case and spacing aside, naming it", () => {
    const root = rolesRoot({ analyst: {}, again: { title: "research  ANALYST" } });
    const load = () => loadRoles(root, people, "2026-12-01");
    expect(load).toThrow(
      `${ROLES_DIR}/again.md: title: Another open role already has this title: "Research Analyst" (analyst.md).`,
    );
  });

  it("marks every sample role of the content for the launch check", () => {
    const roles = loadRoles(undefined, people, "2026-01-01");
    expect(roles.length).toBe(readdirSync(ROLES_DIR).length);
    for (const role of roles)
      expect(role.marks, role.file).toContainEqual({
        field: "",
        status: "sample",
        name: role.title,
      });
  });
});
