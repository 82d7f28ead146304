import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureLines, readVitestCounts, summaryLine } from './results.mjs';

describe('readVitestCounts', () => {
  it('reads passed and failed counts, counting a file that failed to load or set up as a failure', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-results-')), 'report.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: 7,
        numFailedTests: 1,
        testResults: [
          { name: path.resolve('a.test.ts'), status: 'passed', assertionResults: [{}] },
          { name: path.resolve('b.test.ts'), status: 'failed', assertionResults: [], message: 'boom\nstack' },
          {
            name: path.resolve('c.test.ts'),
            status: 'failed',
            assertionResults: [{ status: 'skipped' }, { status: 'failed', fullName: 'cart adds one' }],
          },
        ],
      }),
    );
    const counts = readVitestCounts(file);
    expect(counts).toMatchObject({ passed: 7, failed: 2 });
    expect(failureLines([{ name: 'unit', code: 1, counts }])).toEqual([
      'FAILED [unit] b.test.ts (did not run: boom)',
      'FAILED [unit] c.test.ts > cart adds one',
    ]);
  });

  it('gives nothing for a missing report', () => {
    expect(readVitestCounts(path.join(os.tmpdir(), 'no-such-vitrine-report.json'))).toBeUndefined();
  });
});

describe('summaryLine', () => {
  it('sums the test runners', () => {
    const line = summaryLine([
      { name: 'typecheck', code: 0 },
      { name: 'unit', code: 0, counts: { passed: 10, failed: 0 } },
      { name: 'e2e', code: 0, counts: { passed: 4, failed: 0 } },
    ]);
    expect(line).toBe('tests: 14 passed, 0 failed');
  });

  it('never reads "0 failed" when a step failed', () => {
    const line = summaryLine([
      { name: 'typecheck', code: 2 },
      { name: 'unit', code: 1, counts: { passed: 10, failed: 0 } },
      { name: 'e2e', code: 1 },
    ]);
    expect(line).toBe('tests: 10 passed, 3 failed');
  });
});
