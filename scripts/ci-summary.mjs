// Prints CI's closing line: the counts of `npm test` plus those of the PostgreSQL pass and the fault suite.
// Usage: node scripts/ci-summary.mjs <npm-test-steps.json> <postgres-vitest-report.json> <postgres-exit-code>
//        [<faults-vitest-report.json> <faults-exit-code>]
import fs from 'node:fs';
import { failureLines, readVitestCounts, summaryLine } from './lib/results.mjs';

const [stepsFile, postgresReport, postgresCode, faultsReport, faultsCode] = process.argv.slice(2);
const steps = JSON.parse(fs.readFileSync(stepsFile, 'utf8'));
steps.push({ name: 'PostgreSQL pass', code: Number(postgresCode), counts: readVitestCounts(postgresReport) });
if (faultsReport) {
  steps.push({ name: 'Fault suite', code: Number(faultsCode), counts: readVitestCounts(faultsReport) });
}
for (const line of failureLines(steps)) console.log(line);
for (const step of steps) if (step.code !== 0 && !step.counts) console.log(`FAILED [${step.name}]`);
console.log(summaryLine(steps));
