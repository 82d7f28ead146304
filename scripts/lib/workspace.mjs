import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIsStale, installIsStale } from './freshness.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const STOREFRONT_DIR = path.join(ROOT, 'apps', 'storefront');
const STOREFRONT_SERVER = path.join(STOREFRONT_DIR, 'server', 'main.ts');
/** React Router writes the server bundle last, so its time stamps the whole build. */
const STOREFRONT_BUILD_OUTPUT = path.join(STOREFRONT_DIR, 'build', 'server', 'index.js');
const STOREFRONT_SOURCES = [
  STOREFRONT_DIR,
  path.join(ROOT, 'packages', 'kit'),
  path.join(ROOT, 'packages', 'theme'),
  path.join(ROOT, 'packages', 'sdk'),
  path.join(ROOT, 'packages', 'contract'),
];
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Runs a command to completion with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`could not run ${command}: ${result.error.message}`);
    return 1;
  }
  return result.status ?? 1;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  if (!installIsStale(ROOT)) return;
  const hasLock = fs.existsSync(path.join(ROOT, 'package-lock.json'));
  const args = hasLock ? ['ci', '--include=dev'] : ['install', '--include=dev'];
  console.log(`Installing dependencies (npm ${args[0]})…`);
  const code = run('npm', args);
  if (code !== 0) {
    console.error(`npm ${args[0]} failed (exit ${code})`);
    process.exit(code);
  }
  // npm may leave the hidden lockfile untouched when nothing changed; stamp it so the next run skips installing.
  const hidden = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (fs.existsSync(hidden)) {
    const now = new Date();
    fs.utimesSync(hidden, now, now);
  }
}

function storefrontBuildIsStale() {
  return buildIsStale(STOREFRONT_BUILD_OUTPUT, STOREFRONT_SOURCES);
}

/** Builds the storefront; returns the exit code. */
export function buildStorefront() {
  console.log('Building the storefront…');
  return run('npm', ['run', 'build', '-w', '@vitrine/storefront'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

/** Builds the storefront when its output is missing or older than its sources; exits on failure. */
export function ensureBuilt() {
  if (!storefrontBuildIsStale()) return;
  const code = buildStorefront();
  if (code !== 0) {
    console.error(`storefront build failed (exit ${code})`);
    process.exit(code);
  }
}

/** Starts the storefront server (platform in-process) as a child running TypeScript through tsx. */
export function spawnServer(env = {}, stdio = 'inherit') {
  return spawn(process.execPath, ['--import', 'tsx', STOREFRONT_SERVER], {
    cwd: ROOT,
    stdio,
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
}
