import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale, installIsStale } from './freshness.mjs';

let root: string;

function write(relative: string, ageSeconds: number) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'x');
  const at = new Date(Date.now() - ageSeconds * 1000);
  fs.utimesSync(file, at, at);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-freshness-'));
});
afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('installIsStale', () => {
  it('asks for an install when nothing is installed', () => {
    write('package-lock.json', 100);
    expect(installIsStale(root)).toBe(true);
  });

  it('asks again when the lockfile changed after the last install', () => {
    write('node_modules/.package-lock.json', 100);
    write('package-lock.json', 10);
    expect(installIsStale(root)).toBe(true);
  });

  it('skips the install when the lockfile is older than the install', () => {
    write('package-lock.json', 100);
    write('node_modules/.package-lock.json', 10);
    expect(installIsStale(root)).toBe(false);
  });
});

describe('buildIsStale', () => {
  const output = () => path.join(root, 'app', 'build', 'server', 'index.js');

  it('builds when there is no output yet', () => {
    write('app/src/page.tsx', 100);
    expect(buildIsStale(output(), [path.join(root, 'app')])).toBe(true);
  });

  it('rebuilds when a source file is newer than the output', () => {
    write('app/build/server/index.js', 50);
    write('app/src/page.tsx', 10);
    expect(buildIsStale(output(), [path.join(root, 'app')])).toBe(true);
  });

  it('keeps the build when only tests, dependencies or the output itself changed', () => {
    write('app/src/page.tsx', 100);
    write('app/build/server/index.js', 50);
    write('app/src/page.test.tsx', 10);
    write('app/node_modules/dep/index.js', 10);
    write('app/build/client/chunk.js', 10);
    expect(buildIsStale(output(), [path.join(root, 'app')])).toBe(false);
  });
});
