// Adds up the JSON reports of every runner of the test run into one closing line.
import { existsSync, readFileSync } from 'node:fs';

const reports = [
  ['unit (jest)', 'test-reports/unit.json', 'jest'],
  ['api on PGlite (jest)', 'test-reports/api-pglite.json', 'jest'],
  ['api on PostgreSQL (jest)', 'test-reports/api-postgres.json', 'jest'],
  ['e2e (playwright)', 'test-reports/e2e.json', 'playwright'],
];

let passed = 0;
let failed = 0;
let skipped = 0;
for (const [label, file, kind] of reports) {
  if (!existsSync(file)) {
    console.log(`${label}: no report`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const counts =
    kind === 'jest'
      ? { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests }
      : {
          passed: report.stats.expected,
          failed: report.stats.unexpected + report.stats.flaky,
          skipped: report.stats.skipped,
        };
  console.log(`${label}: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
