// Adds up the unit and browser test reports into one closing line: "tests: N passed, N failed".
import { existsSync, readFileSync } from "node:fs";

let passed = 0;
let failed = 0;
let skipped = 0;
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : null);

const unit = read("reports/unit.json");
if (unit) {
  passed += unit.numPassedTests;
  failed += unit.numFailedTests;
  skipped += unit.numPendingTests + (unit.numTodoTests ?? 0);
  console.log(`unit: ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
}
const e2e = read(process.env.E2E_REPORT ?? "reports/e2e.json");
if (e2e) {
  const s = e2e.stats;
  passed += s.expected;
  failed += s.unexpected + s.flaky;
  skipped += s.skipped;
  console.log(`browser: ${s.expected} passed, ${s.unexpected + s.flaky} failed`);
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0 || failed > 0) process.exit(1);
