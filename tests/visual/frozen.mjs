#!/usr/bin/env node
// @ts-check
/**
 * The screenshot suite's own content (decision 0915): a frozen copy of app/content's data,
 * Resource Center items and open roles in tests/visual/content, built with the content switch
 * (CONTENT_DIR, scripts/build/content-dir.mjs) into build-frozen and served to the `visual`
 * project on a port of its own. An editor's edit of app/content changes no screenshot; a change
 * of the code (a layout, a class, a component) still does. The schemas are today's: a schema
 * change the copy breaks fails scripts/build/frozen-content.test.mjs, which says to refreeze.
 *
 *   node tests/visual/frozen.mjs build    build the copy into build-frozen (npm run build:frozen)
 *   node tests/visual/frozen.mjs freeze   copy app/content over it (npm run test:visual:freeze)
 *   node tests/visual/frozen.mjs routes   print the copy's route table (JSON), for pages.spec.ts
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { CONTENT_HOME } from "../../scripts/build/content-dir.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const self = fileURLToPath(import.meta.url);

/** The frozen copy, repository-relative: the CONTENT_DIR of its build. */
export const FROZEN_CONTENT = "tests/visual/content";
/** Where its build goes (BUILD_DIR), beside the site's own build. */
export const FROZEN_BUILD_DIR = "build-frozen";
/**
 * The day its build takes as today, whatever day it runs (open roles close on dates; decision
 * 0907): the suite's day (scripts/test-all.sh), on which the baselines were taken.
 */
const FROZEN_BUILD_DATE = "2026-12-21";

/** What a content folder holds, each folder with the ending of its files. */
const PARTS = /** @type {const} */ ([
  ["data", ".yaml"],
  ["resources", ".md"],
  ["roles", ".md"],
]);

/** The environment of every process that reads the frozen copy. */
const frozenEnv = () => ({
  ...process.env,
  CONTENT_DIR: FROZEN_CONTENT,
  BUILD_DIR: FROZEN_BUILD_DIR,
  BUILD_DATE: FROZEN_BUILD_DATE,
  // The screenshots wait for the whole stylesheet: the first one changes nothing they see.
  DELIVERY_STEPS: "off",
});

/**
 * @typedef {{ path: string, file: string, id: string, indexable: boolean,
 *   pages?: readonly string[] }} FrozenRouteEntry
 */

/**
 * The route table of the frozen copy (app/catalog/routes-manifest.ts read in a process of its
 * own with the switch set, so it never mixes with the route table of app/content that other
 * test files load). Read once per run: the first process to ask keeps it in its environment,
 * which the workers it starts inherit.
 * @returns {FrozenRouteEntry[]}
 */
export function frozenRouteEntries() {
  process.env.FROZEN_ROUTE_ENTRIES ??= execFileSync(process.execPath, [self, "routes"], {
    cwd: root,
    env: frozenEnv(),
    encoding: "utf8",
  });
  return JSON.parse(process.env.FROZEN_ROUTE_ENTRIES);
}

function freeze() {
  let count = 0;
  for (const [folder, ending] of PARTS) {
    const from = path.join(root, CONTENT_HOME, folder);
    const to = path.join(root, FROZEN_CONTENT, folder);
    rmSync(to, { recursive: true, force: true });
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from).filter((n) => n.endsWith(ending))) {
      cpSync(path.join(from, name), path.join(to, name));
      count++;
    }
  }
  console.log(
    `${FROZEN_CONTENT}: ${count} files copied from ${CONTENT_HOME}; retake the baselines with ` +
      "`npm run test:visual:update`, look at what changed and commit tests/visual",
  );
}

if (process.argv[1] === self) {
  const command = process.argv[2];
  if (command === "freeze") freeze();
  else if (command === "build") {
    const { status } = spawnSync("npm", ["run", "-s", "build"], {
      cwd: root,
      env: frozenEnv(),
      stdio: "inherit",
    });
    process.exit(status ?? 1);
  } else if (command === "routes") {
    const { importAppModule } = await import("../../scripts/build/site-data.mjs");
    const { routeEntries } = await importAppModule("app/catalog/routes-manifest.ts");
    process.stdout.write(JSON.stringify(routeEntries));
  } else {
    console.error("usage: node tests/visual/frozen.mjs build | freeze | routes");
    process.exit(2);
  }
}
