import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EDITOR_TOKEN, readConfig } from './config';

const folders: string[] = [];
function freshDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-config-'));
  folders.push(dir);
  return path.join(dir, 'data'); // not there yet, as on a first start
}

afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the theme editor token', () => {
  it('is made at random on the first start, kept readable by its owner only, and reused after', () => {
    const dataDir = freshDataDir();
    const first = readConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(first.editorTokenIsNew).toBe(true);
    expect(first.editorToken).toMatch(/^[\w-]{32}$/);
    expect(first.editorToken).not.toBe(DEMO_EDITOR_TOKEN);
    const file = path.join(dataDir, 'editor-token');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.editorToken);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);

    const next = readConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
    expect(next.editorToken).toBe(first.editorToken);
    expect(next.editorTokenIsNew).toBe(false);
    expect(readConfig({ DATA_DIR: freshDataDir() }).editorToken).not.toBe(first.editorToken);
  });

  it('is VITRINE_EDITOR_TOKEN when set, with no file made', () => {
    const dataDir = freshDataDir();
    const config = readConfig({ DATA_DIR: dataDir, VITRINE_EDITOR_TOKEN: 'merchant-secret' });
    expect(config.editorToken).toBe('merchant-secret');
    expect(config.editorTokenIsNew).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'editor-token'))).toBe(false);
  });

  it('refuses the published demo token in production, and allows it in development', () => {
    const env = { DATA_DIR: freshDataDir(), VITRINE_EDITOR_TOKEN: DEMO_EDITOR_TOKEN };
    expect(() => readConfig({ ...env, NODE_ENV: 'production' })).toThrow(
      /VITRINE_EDITOR_TOKEN is the published demo token 'vitrine-editor-demo': anyone could edit the shop/,
    );
    expect(readConfig({ ...env, NODE_ENV: 'development' }).editorToken).toBe(DEMO_EDITOR_TOKEN);
  });
});

describe('the listening address', () => {
  it('is this machine only unless HOST says otherwise', () => {
    expect(readConfig({ DATA_DIR: freshDataDir() }).host).toBe('127.0.0.1');
    expect(readConfig({ DATA_DIR: freshDataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});
