import fs from 'node:fs';

/** Reads pass/fail counts from a Vitest JSON report; undefined when the report is missing or unreadable. */
export function readVitestCounts(reportFile) {
  try {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    if (typeof report.numPassedTests !== 'number' || typeof report.numFailedTests !== 'number')
      return undefined;
    // A file that fails to load, or whose setup hook fails, has no failed test of its own but is a failure all the same.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) =>
        file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
  } catch {
    return undefined;
  }
}

/**
 * The closing line of `npm test`. Steps that are not test runners (typecheck, lint, build) and runners
 * that crashed before reporting count as one failure each, so the line never reads "0 failed" on a red run.
 */
export function summaryLine(steps) {
  let passed = 0;
  let failed = 0;
  for (const step of steps) {
    if (step.counts) {
      passed += step.counts.passed;
      failed += step.counts.failed;
      if (step.code !== 0 && step.counts.failed === 0) failed += 1;
    } else if (step.code !== 0) {
      failed += 1;
    }
  }
  return `tests: ${passed} passed, ${failed} failed`;
}
