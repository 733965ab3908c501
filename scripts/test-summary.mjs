// Adds up the unit, browser and screenshot test reports into one closing line: "tests: N passed, N failed",
// and names every failed test, and every test that passed only on a retry, with its first error
// line (CI keeps only the log's tail).
import { existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flaky = [];
// Strips ANSI colours; keeps the first non-empty line of an error message.
const firstLine = (text = "") =>
  stripVTControlCharacters(text)
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? "";
// What a failed attempt of a Playwright test said: its first error line, and the page's health
// when the fixtures recorded it (tests/e2e/fixtures.ts).
const attemptSummary = (result) => {
  const health = (result?.annotations ?? []).find((a) => a.type === "page health");
  return (
    firstLine(result?.error?.message) + (health ? ` [page health: ${health.description}]` : "")
  );
};
// Playwright's JSON report nests suites; every spec holds one test per project. A test that
// failed and then passed on CI's retry is "flaky": it counts as passed and is named with the
// failed attempt's error, so a flake stays visible without failing the run. npm test runs every
// Playwright project in one run (one report; a part run such as npm run test:visual writes the
// same file): its tests are counted per kind, by project.
const PARTS = { cms: "editor", visual: "screenshots" };
const tallies = new Map(
  ["browser", "screenshots", "editor"].map((part) => [
    part,
    { passed: 0, flaky: 0, failed: 0, skipped: 0 },
  ]),
);
function collectPlaywrightOutcomes(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const tally = tallies.get(PARTS[test.projectName] ?? "browser");
      if (test.status === "expected" || test.status === "skipped") {
        tally[test.status === "expected" ? "passed" : "skipped"]++;
        continue;
      }
      const where = [...titles, spec.title].filter(Boolean).join(" › ");
      const name = `${test.projectName} › ${spec.file}:${spec.line} › ${where}`;
      if (test.status === "flaky") {
        tally.flaky++;
        const failedAttempt = test.results.find((r) => r.status !== "passed");
        flaky.push(`${name}: ${attemptSummary(failedAttempt)}`);
      } else {
        tally.failed++;
        failures.push(`${name}: ${attemptSummary(test.results.at(-1))}`);
      }
    }
  }
  for (const child of suite.suites ?? [])
    collectPlaywrightOutcomes(child, [...titles, child.title]);
}
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

const unit = read("reports/unit.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
  for (const file of unit.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === "failed")
        failures.push(`unit › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    }
  }
}
const report = read(process.env.E2E_REPORT ?? "reports/e2e.json");
if (report) {
  for (const suite of report.suites ?? []) collectPlaywrightOutcomes(suite);
  for (const [part, tally] of tallies) {
    if (!(tally.passed + tally.flaky + tally.failed + tally.skipped)) continue;
    passed += tally.passed + tally.flaky;
    failed += tally.failed;
    skipped += tally.skipped;
    const onRetry = tally.flaky ? ` (${tally.flaky} of them on a retry)` : "";
    console.log(`${part}: ${tally.passed + tally.flaky} passed${onRetry}, ${tally.failed} failed`);
  }
  for (const error of report.errors ?? []) failures.push(`browser › ${firstLine(error.message)}`);
}
for (const test of flaky) console.log(`passed on a retry: ${test}`);
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
