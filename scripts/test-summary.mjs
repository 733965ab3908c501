// Adds up the unit, browser and screenshot test reports into one closing line: "tests: N passed, N failed",
// and names every failed test with its first error line (CI keeps only the log's tail).
import { existsSync, readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
// Strips ANSI colours; keeps the first non-empty line of an error message.
const firstLine = (text = "") =>
  stripVTControlCharacters(text)
    .split("\n")
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 200) ?? "";
// Playwright's JSON report nests suites; every spec holds one test per project.
function collectPlaywrightFailures(suite, titles = []) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      if (test.status === "expected" || test.status === "skipped") continue;
      const result = test.results.at(-1);
      const where = [...titles, spec.title].filter(Boolean).join(" › ");
      failures.push(
        `${test.projectName} › ${spec.file}:${spec.line} › ${where}: ${firstLine(result?.error?.message)}`,
      );
    }
  }
  for (const child of suite.suites ?? [])
    collectPlaywrightFailures(child, [...titles, child.title]);
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
const browserReports = [
  ["browser", read(process.env.E2E_REPORT ?? "reports/e2e.json")],
  ["screenshots", read("reports/visual.json")],
];
for (const [name, report] of browserReports) {
  if (!report) continue;
  const s = report.stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  console.log(`${name}: ${s.expected} passed, ${s.unexpected + s.flaky} failed`);
  for (const suite of report.suites ?? []) collectPlaywrightFailures(suite);
  for (const error of report.errors ?? []) failures.push(`${name} › ${firstLine(error.message)}`);
}
for (const failure of failures) console.log(`failed: ${failure}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
