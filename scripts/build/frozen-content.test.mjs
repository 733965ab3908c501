// @vitest-environment node
/**
 * The screenshot suite's frozen copy of the content (tests/visual/content, decision 0915) against
 * today's schemas and the catalogue's checks: a schema change the copy no longer passes fails
 * here, saying how to take a new copy, instead of failing the frozen build in the browser tests.
 */
import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadCatalog } from "../../app/catalog/resources-catalog.server";
import { loadRoles } from "../../app/catalog/roles.server";
import { contentFiles } from "../../app/content/schemas/registry.ts";
import { FROZEN_CONTENT } from "../../tests/visual/frozen.mjs";
import { checkContentFile } from "./content-data.mjs";
import { contentPath } from "./content-dir.mjs";

const REFREEZE =
  `the screenshots' frozen copy of the content (${FROZEN_CONTENT}) no longer passes today's ` +
  "schemas: run `npm run test:visual:freeze` (it copies app/content over it), then " +
  "`npm run test:visual:update`, look at what changed and commit tests/visual";

/** The lines of what `check` throws, none when it passes. @param {() => unknown} check */
function problemsOf(check) {
  try {
    check();
    return [];
  } catch (error) {
    return String(error instanceof Error ? error.message : error).split("\n");
  }
}

describe(`the frozen copy of the content (${FROZEN_CONTENT})`, () => {
  beforeEach(() => {
    vi.stubEnv("CONTENT_DIR", FROZEN_CONTENT);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("holds every data file of the registry, each passing its schema", () => {
    const problems = contentFiles.flatMap((entry) =>
      problemsOf(() => {
        const file = contentPath(entry.file);
        checkContentFile(file, readFileSync(file, "utf8"), entry.schema);
      }),
    );
    expect(problems, REFREEZE).toEqual([]);
  });

  it("holds Resource Center items and open roles that pass the catalogue's checks", () => {
    /** @type {unknown[]} */
    let items = [];
    /** @type {unknown[]} */
    let roles = [];
    const problems = [
      ...problemsOf(() => (items = loadCatalog())),
      ...problemsOf(() => (roles = loadRoles())),
    ];
    expect(problems, REFREEZE).toEqual([]);
    expect(items.length, "items read from the frozen copy").toBeGreaterThan(0);
    expect(roles.length, "roles read from the frozen copy").toBeGreaterThan(0);
  });
});
