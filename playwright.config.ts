import { existsSync, readFileSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { headlessShellArgs, headlessShellPath } from "./tests/chromium";
import { screenshotCapture } from "./tests/visual/capture";
import { FROZEN_BUILD_DIR } from "./tests/visual/frozen.mjs";

/**
 * End-to-end tests run against the production build served by the embedded server.
 * BUILD_DIR and E2E_PORT let several builds be tested side by side.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";
export const baseURL = `http://127.0.0.1:${port}`;
/**
 * The screenshots' own build, of the frozen copy of the content (decision 0915), on the next
 * port (E2E_FROZEN_PORT sets another).
 */
const frozenPort = Number(process.env.E2E_FROZEN_PORT ?? port + 1);

/**
 * A build served to the tests on its port. Each build is served when it is there, so
 * `npm run test:visual` needs no build of app/content and the other projects none of the frozen
 * copy; a project whose build is missing fails on its first page (the screenshots name the
 * command that makes theirs). With neither built, the site's is asked for, so the run stops at
 * once saying it is missing.
 */
const serve = (dir: string, onPort: number) => ({
  command: `node server/serve.mjs --host 127.0.0.1 --port ${onPort} --dir ${dir}/client`,
  url: `http://127.0.0.1:${onPort}/`,
  reuseExistingServer: false,
  timeout: 20_000,
});
const builds = [
  { dir: buildDir, port },
  { dir: FROZEN_BUILD_DIR, port: frozenPort },
].filter((b) => existsSync(`${b.dir}/client/index.html`));

// The tests read the route table, whose open roles depend on the day (decision 0907): take the
// day the served build took, so they list the pages it built whatever day they run.
const goneFile = `${buildDir}/deploy/gone.json`;
if (!process.env.BUILD_DATE && existsSync(goneFile))
  process.env.BUILD_DATE = (
    JSON.parse(readFileSync(goneFile, "utf8")) as { builtOn: string }
  ).builtOn;

export default defineConfig({
  testDir: "tests",
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  fullyParallel: true,
  // Two by default (decision 0006); PW_WORKERS sets another count for a paired timing.
  workers: Number(process.env.PW_WORKERS) || 2,
  forbidOnly: !!process.env.CI,
  // CI retries a failed test once; one that then passes is named in the summary as passed on a
  // retry (scripts/test-summary.mjs). Here every failure shows at once (decision 0004).
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "reports/e2e.json" }]],
  use: {
    baseURL,
    // Debian's headless shell for every project, the screenshots too: their baselines are its
    // rendering (decisions 0005, 0006).
    launchOptions: { executablePath: headlessShellPath, args: headlessShellArgs },
    trace: "off",
    // A step that cannot finish (an element never clickable, a page that never loads) fails
    // with its own name instead of running into the test's timeout unnamed.
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      // The content editor (issue 38, decision 0801) on a scratch copy of the repository, since
      // it writes files: npm run cms there, then one build of the copy. Its tests run in order;
      // they use the ports CMS_E2E_PORT (default 4324) to CMS_E2E_PORT + 2. First in the list, so
      // in a run of every project (npm test) one worker starts this chain at once and the other
      // takes the rest beside it (decision 0006).
      name: "cms",
      testDir: "tests/cms",
      timeout: 120_000,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        // The editor is someone else's UI: a failure shows what it displayed.
        screenshot: "only-on-failure",
      },
    },
    {
      name: "chromium",
      testDir: "tests/e2e",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      // The prerendered site with JavaScript disabled (issue 10): each file sets 390 or 1440 px.
      name: "no-js",
      testDir: "tests/no-js",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1440, height: 900 },
        javaScriptEnabled: false,
      },
    },
    {
      // Scripts on, but every .js request fails (blockers, proxies, flaky networks; issue 37):
      // the page must stay as usable as without JavaScript (decision 0506). Each file sets its
      // widths; tests/blocked-js/fixtures.ts aborts the requests.
      name: "blocked-js",
      testDir: "tests/blocked-js",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 } },
    },
    {
      // Screenshots of every page compared with committed baselines (decision 0004), taken of
      // the frozen copy of the content, built apart (tests/visual/frozen.mjs, decision 0915).
      name: "visual",
      testDir: "tests/visual",
      // Longer than each wait in a test (a navigation 30 s, hydration 30 s), so a stuck one
      // fails by its own name instead of by the test's timeout.
      timeout: 60_000,
      // One file per baseline, no platform suffix: the baselines come from the Debian headless
      // shell every run uses (tests/chromium.ts), on every machine.
      // VISUAL_BASELINES points elsewhere for a trial run (scratch baselines, not committed).
      snapshotPathTemplate: `${process.env.VISUAL_BASELINES ?? "{testDir}/__screenshots__"}/{arg}{ext}`,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${frozenPort}`,
        reducedMotion: "reduce",
        // Same colours and glyphs on every machine, whatever its display.
        deviceScaleFactor: 1,
      },
      expect: {
        toHaveScreenshot: {
          // Antialiasing noise, not a layout change: a 4 px shift moves far more pixels.
          maxDiffPixelRatio: 0.002,
          threshold: 0.2,
          ...screenshotCapture,
        },
      },
    },
  ],
  // A missing baseline is a failure, never a silently written file; accept a change on
  // purpose with `npm run test:visual:update`.
  updateSnapshots: "none",
  webServer: (builds.length ? builds : [{ dir: buildDir, port }]).map((b) => serve(b.dir, b.port)),
});
