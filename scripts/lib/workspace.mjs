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
export const EDITOR_DIR = path.join(ROOT, 'apps', 'editor');
/** Vite writes the manifest with the files it names, so its time stamps the whole build. */
const EDITOR_BUILD_OUTPUT = path.join(EDITOR_DIR, 'dist', '.vite', 'manifest.json');
const EDITOR_SOURCES = [EDITOR_DIR, path.join(ROOT, 'packages', 'contract')];
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

export function editorBuildIsStale() {
  return buildIsStale(EDITOR_BUILD_OUTPUT, EDITOR_SOURCES);
}

function buildWorkspace(label, workspace) {
  console.log(`Building ${label}…`);
  return run('npm', ['run', 'build', '-w', workspace], { env: { ...process.env, NODE_ENV: 'production' } });
}

/** Builds the storefront; returns the exit code. */
function buildStorefront() {
  return buildWorkspace('the storefront', '@vitrine/storefront');
}

/** Builds the theme editor's browser UI, which the platform serves from apps/editor/dist; returns the exit code. */
export function buildEditor() {
  return buildWorkspace('the theme editor', '@vitrine/editor');
}

/** Builds both apps (each even when the other failed); returns the first failing exit code, or 0. */
export function buildApps() {
  const editor = buildEditor();
  const storefront = buildStorefront();
  return editor || storefront;
}

/** Builds the storefront and the editor where their output is missing or older than their sources; exits on failure. */
export function ensureBuilt() {
  const builds = [
    ['storefront', storefrontBuildIsStale, buildStorefront],
    ['theme editor', editorBuildIsStale, buildEditor],
  ];
  for (const [name, isStale, build] of builds) {
    if (!isStale()) continue;
    const code = build();
    if (code !== 0) {
      console.error(`${name} build failed (exit ${code})`);
      process.exit(code);
    }
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
