export interface TestCounts {
  passed: number;
  failed: number;
}
export interface StepOutcome {
  name: string;
  code: number;
  counts?: TestCounts;
}
export function readVitestCounts(reportFile: string): TestCounts | undefined;
export function summaryLine(steps: StepOutcome[]): string;
