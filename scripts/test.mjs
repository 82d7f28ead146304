// `npm test`: typecheck, lint, unit + integration tests, build (storefront and editor), browser journeys.
// Every step runs even after an earlier one failed (except the journeys, which need the build), so one run
// shows everything that is wrong. Node built-ins only, so it runs before dependencies are installed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { failureLines, readVitestCounts, summaryLine } from './lib/results.mjs';
import { buildApps, CHROMIUM_PATH, ensureInstalled, ROOT, run, STOREFRONT_DIR } from './lib/workspace.mjs';

ensureInstalled();

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-test-reports-'));
const steps = [];

function step(name, action) {
  console.log(`\n── ${name} ──`);
  const started = Date.now();
  const outcome = action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  steps.push({ name, seconds, ...outcome });
  console.log(`── ${name}: ${outcome.code === 0 ? 'ok' : `FAILED (exit ${outcome.code})`} in ${seconds}s ──`);
  return outcome.code === 0;
}

function vitest(reportName, extraArgs) {
  const report = path.join(reports, `${reportName}.json`);
  const code = run('npx', [
    'vitest',
    'run',
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  return { code, counts: readVitestCounts(report) };
}

function usesRouteTypes(dir = path.join(STOREFRONT_DIR, 'app')) {
  for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
    const file = path.join(dir, entry.name);
    const found = entry.isDirectory()
      ? usesRouteTypes(file)
      : /\+types\//.test(fs.readFileSync(file, 'utf8'));
    if (found) return true;
  }
  return false;
}

step('typecheck', () => {
  // React Router's generated route types must exist before tsc reads routes that import them (`./+types/…`).
  const typegen = usesRouteTypes() ? run('npx', ['react-router', 'typegen'], { cwd: STOREFRONT_DIR }) : 0;
  const tsc = run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
  return { code: typegen || tsc };
});

step('lint', () => ({ code: run('npm', ['run', 'lint']) }));

step('unit and integration tests', () => vitest('unit', []));

const built = step('build', () => ({ code: buildApps() }));

step('browser journeys', () => {
  if (!built) {
    console.error('The browser journeys need the build, which failed above.');
    return { code: 1 };
  }
  if (!fs.existsSync(CHROMIUM_PATH)) {
    console.error(
      `The browser journeys need Debian's Chromium at ${CHROMIUM_PATH}, which is missing.\n` +
        'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    );
    return { code: 1 };
  }
  return vitest('e2e', ['--config', path.join(ROOT, 'e2e', 'vitest.config.ts')]);
});

fs.rmSync(reports, { recursive: true, force: true });

console.log('\n── summary ──');
for (const s of steps) {
  const counts = s.counts ? ` (${s.counts.passed} passed, ${s.counts.failed} failed)` : '';
  console.log(`${s.code === 0 ? 'ok    ' : 'FAILED'} ${s.name}${counts} ${s.seconds}s`);
}
const failed = steps.some((s) => s.code !== 0);
for (const line of failureLines(steps)) console.log(line);
console.log(summaryLine(steps));
// CI adds the PostgreSQL pass to these counts for its own closing line.
if (process.env.VITRINE_TEST_SUMMARY)
  fs.writeFileSync(process.env.VITRINE_TEST_SUMMARY, JSON.stringify(steps));
process.exit(failed ? 1 : 0);
