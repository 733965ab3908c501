import { readFileSync } from "node:fs";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { IMAGE_WIDTHS } from "../components/Picture";
import { catalog } from "./resources-catalog.server";
import { loadPeople } from "./people.server";

const people = loadPeople().people;

describe("people.yaml (issue 50)", () => {
  it("marks every person invented for the example firm as a sample", () => {
    expect(people.length).toBeGreaterThan(0);
    for (const person of people) expect(person.status, person.id).toBe("sample");
  });

  it("has every portrait drawn without text and rendered at every width", () => {
    for (const person of people.filter((p) => p.portrait)) {
      const svg = readFileSync(`assets/images/${person.portrait}.svg`, "utf8");
      expect(svg, person.id).not.toMatch(/<text|<image/);
      for (const w of IMAGE_WIDTHS)
        for (const fmt of ["avif", "webp"])
          expect(() => readFileSync(`public/images/${person.portrait}-${w}.${fmt}`)).not.toThrow();
    }
  });

  it("names every author of a resource item, and each author writes", () => {
    const ids = new Set(people.filter((p) => p.writes).map((p) => p.id));
    for (const item of catalog) for (const id of item.authors) expect(ids, item.to).toContain(id);
  });

  it("refuses a portrait that was never rendered, naming the file and the field", () => {
    const root = mkdtempSync(path.join(tmpdir(), "people-"));
    mkdirSync(path.join(root, "app/content/data"), { recursive: true });
    const data = parse(readFileSync("app/content/data/people.yaml", "utf8"));
    data.people[0].portrait = "person-nobody";
    writeFileSync(path.join(root, "app/content/data/people.yaml"), JSON.stringify(data));
    expect(() => loadPeople(root)).toThrow(
      /people\.yaml: people\.0\.portrait: expected a drawing rendered to public\/images\/person-nobody-480\.webp/,
    );
  });
});
