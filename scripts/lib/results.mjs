import fs from 'node:fs';
import path from 'node:path';

/**
 * Reads pass/fail counts from a Vitest JSON report, with the names of what failed; undefined when the
 * report is missing or unreadable.
 */
export function readVitestCounts(reportFile) {
  try {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
    if (typeof report.numPassedTests !== 'number' || typeof report.numFailedTests !== 'number')
      return undefined;
    const failures = [];
    let brokenFiles = 0;
    for (const file of report.testResults ?? []) {
      const where = path.relative(process.cwd(), file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) failures.push(`${where} > ${test.fullName ?? test.title}`);
      // A file that fails to load, or whose setup hook fails, has no failed test of its own but is a failure all the same.
      if (file.status === 'failed' && failedTests.length === 0) {
        brokenFiles += 1;
        failures.push(`${where} (did not run: ${String(file.message ?? 'failed to load').split('\n')[0]})`);
      }
    }
    return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles, failures };
  } catch {
    return undefined;
  }
}

/** One line per failed test, named by step, so the end of a red run's log says what to look at. */
export function failureLines(steps) {
  return steps.flatMap((step) =>
    (step.counts?.failures ?? []).map((name) => `FAILED [${step.name}] ${name}`),
  );
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
