// Prints CI's closing line: the counts of `npm test` plus those of the PostgreSQL pass.
// Usage: node scripts/ci-summary.mjs <npm-test-steps.json> <postgres-vitest-report.json> <postgres-exit-code>
import fs from 'node:fs';
import { readVitestCounts, summaryLine } from './lib/results.mjs';

const [stepsFile, postgresReport, postgresCode] = process.argv.slice(2);
const steps = JSON.parse(fs.readFileSync(stepsFile, 'utf8'));
steps.push({ name: 'PostgreSQL pass', code: Number(postgresCode), counts: readVitestCounts(postgresReport) });
console.log(summaryLine(steps));
