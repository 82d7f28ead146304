export interface TestCounts {
  passed: number;
  failed: number;
  /** `file > test` for each failed test, and each file that did not run. */
  failures?: string[];
}
export interface StepOutcome {
  name: string;
  code: number;
  counts?: TestCounts;
}
export function readVitestCounts(reportFile: string): TestCounts | undefined;
export function failureLines(steps: StepOutcome[]): string[];
export function summaryLine(steps: StepOutcome[]): string;
