// @vitest-environment node
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

const script = path.join(import.meta.dirname, "test-summary.mjs");

/** A Playwright JSON report with one spec per given test (status and attempt results). */
const playwrightReport = (tests, stats) => ({
  stats,
  errors: [],
  suites: [
    {
      title: "home.spec.ts",
      specs: tests.map(({ title, status, results, projectName = "chromium" }) => ({
        title,
        file: "home.spec.ts",
        line: 7,
        tests: [{ projectName, status, results }],
      })),
    },
  ],
});

const unitReport = { numPassedTests: 3, numFailedTests: 0, numPendingTests: 0, testResults: [] };

/** Runs the summary in a folder holding the given reports; returns its output and exit code. */
async function summarize(reports) {
  const dir = await mkdtemp(path.join(tmpdir(), "test-summary-"));
  try {
    await mkdir(path.join(dir, "reports"));
    for (const [name, report] of Object.entries(reports))
      await writeFile(path.join(dir, "reports", name), JSON.stringify(report));
    return await new Promise((resolve) =>
      execFile("node", [script], { cwd: dir, env: { PATH: process.env.PATH } }, (error, stdout) =>
        resolve({ code: error ? error.code : 0, stdout }),
      ),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const passedAttempt = { status: "passed", annotations: [] };
const timedOutAttempt = {
  status: "timedOut",
  error: { message: "\u001b[31mTest timeout of 30000ms exceeded.\u001b[39m\nmore" },
  annotations: [{ type: "page health", description: "script: visible; frame: no answer in 2 s" }],
};

describe("test summary", () => {
  it("counts a test that passed on the retry as passed and names it with the failed attempt", async () => {
    const { code, stdout } = await summarize({
      "unit.json": unitReport,
      "e2e.json": playwrightReport(
        [
          { title: "menu opens", status: "expected", results: [passedAttempt] },
          { title: "tabs switch", status: "flaky", results: [timedOutAttempt, passedAttempt] },
        ],
        { expected: 1, unexpected: 0, flaky: 1, skipped: 0 },
      ),
    });
    expect(code).toBe(0);
    expect(stdout).toContain("browser: 2 passed (1 of them on a retry), 0 failed");
    expect(stdout).toContain(
      "passed on a retry: chromium › home.spec.ts:7 › tabs switch: " +
        "Test timeout of 30000ms exceeded. [page health: script: visible; frame: no answer in 2 s]",
    );
    expect(stdout).toContain("tests: 5 passed, 0 failed, 0 skipped");
  });

  it("fails the run on a test that failed every attempt, naming its last error", async () => {
    const { code, stdout } = await summarize({
      "unit.json": unitReport,
      "e2e.json": playwrightReport(
        [
          {
            title: "tabs switch",
            status: "unexpected",
            results: [timedOutAttempt, timedOutAttempt],
          },
        ],
        { expected: 0, unexpected: 1, flaky: 0, skipped: 0 },
      ),
    });
    expect(code).toBe(1);
    expect(stdout).toContain("browser: 0 passed, 1 failed");
    expect(stdout).toContain(
      "failed: chromium › home.spec.ts:7 › tabs switch: Test timeout of 30000ms exceeded. " +
        "[page health: script: visible; frame: no answer in 2 s]",
    );
    expect(stdout).toContain("tests: 3 passed, 1 failed, 0 skipped");
  });

  it("counts one run of every project as browser tests, screenshots and editor tests", async () => {
    const { code, stdout } = await summarize({
      "unit.json": unitReport,
      "e2e.json": playwrightReport(
        [
          { title: "menu opens", status: "expected", results: [passedAttempt] },
          {
            title: "no script",
            status: "expected",
            results: [passedAttempt],
            projectName: "no-js",
          },
          { title: "/ looks", status: "expected", results: [passedAttempt], projectName: "visual" },
          { title: "/about looks", status: "skipped", results: [], projectName: "visual" },
          {
            title: "publishes",
            status: "unexpected",
            results: [timedOutAttempt],
            projectName: "cms",
          },
        ],
        { expected: 3, unexpected: 1, flaky: 0, skipped: 1 },
      ),
    });
    expect(code).toBe(1);
    expect(stdout).toContain(
      "browser: 2 passed, 0 failed\nscreenshots: 1 passed, 0 failed\neditor: 0 passed, 1 failed\n",
    );
    expect(stdout).toContain("failed: cms › home.spec.ts:7 › publishes: Test timeout");
    expect(stdout).toContain("tests: 6 passed, 1 failed, 1 skipped");
  });

  it("fails a run in which nothing passed", async () => {
    const { code, stdout } = await summarize({});
    expect(code).toBe(1);
    expect(stdout).toContain("tests: 0 passed, 0 failed, 0 skipped");
  });
});
