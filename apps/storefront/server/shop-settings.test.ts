import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readyLines, shopSettings } from './shop-settings';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-settings-'));
let folders = 0;
/** Each test's own DATA_DIR: the settings make the editor token there on first use. */
const dataDir = () => path.join(root, `data-${++folders}`);

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('shop settings', () => {
  it('reads the theme editor origin, and refuses anything that is not an origin', () => {
    expect(shopSettings({ DATA_DIR: dataDir() }).editorOrigin).toBeUndefined();
    expect(
      shopSettings({ DATA_DIR: dataDir(), EDITOR_ORIGIN: 'https://editor.example.com/' }).editorOrigin,
    ).toBe('https://editor.example.com');
    for (const bad of ['editor.example.com', 'https://editor.example.com/path', 'file:///tmp/x']) {
      expect(() => shopSettings({ DATA_DIR: dataDir(), EDITOR_ORIGIN: bad }), bad).toThrow(
        `EDITOR_ORIGIN must be an origin such as https://editor.example.com, not '${bad}'`,
      );
    }
  });

  it('reads the page cache size, 0 turning it off, and refuses anything else', () => {
    expect(shopSettings({ DATA_DIR: dataDir() }).pageCacheMb).toBeUndefined();
    expect(shopSettings({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '0' }).pageCacheMb).toBe(0);
    expect(shopSettings({ DATA_DIR: dataDir(), PAGE_CACHE_MB: '256' }).pageCacheMb).toBe(256);
    for (const bad of ['-1', 'lots', '1.5']) {
      expect(() => shopSettings({ DATA_DIR: dataDir(), PAGE_CACHE_MB: bad }), bad).toThrow(
        `PAGE_CACHE_MB must be a whole number of megabytes (0 turns the page cache off), not '${bad}'`,
      );
    }
  });

  it('listens on this machine only unless HOST is set', () => {
    expect(shopSettings({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(shopSettings({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('refuses to start in production with the published demo editor token', () => {
    expect(() =>
      shopSettings({
        DATA_DIR: dataDir(),
        NODE_ENV: 'production',
        VITRINE_EDITOR_TOKEN: 'vitrine-editor-demo',
      }),
    ).toThrow(/published demo token/);
  });
});

describe('the start banner', () => {
  it('prints the editor token made on the first start, and only where it is kept after that', () => {
    const env = { PORT: '4000', DATA_DIR: dataDir(), NODE_ENV: 'production' };
    const first = readyLines(shopSettings(env), 4000);
    const token = fs.readFileSync(path.join(env.DATA_DIR, 'editor-token'), 'utf8').trim();
    expect(first).toContain(
      `  theme editor:      http://localhost:4000/editor/ (token: ${token} (made now, kept in ${env.DATA_DIR}/editor-token))`,
    );
    const next = readyLines(shopSettings(env), 4000);
    expect(next.join('\n')).not.toContain(token);
    expect(next).toContain(
      `  theme editor:      http://localhost:4000/editor/ (token: in ${env.DATA_DIR}/editor-token)`,
    );
  });

  it("never prints a merchant's own editor token", () => {
    const lines = readyLines(
      shopSettings({ DATA_DIR: dataDir(), VITRINE_EDITOR_TOKEN: 'merchant-secret' }),
      3000,
    );
    expect(lines.join('\n')).not.toContain('merchant-secret');
    expect(lines).toContain(
      '  theme editor:      http://localhost:3000/editor/ (token: set by VITRINE_EDITOR_TOKEN)',
    );
  });

  it('leaves the editor out when the platform runs apart, and makes no token', () => {
    const env = { DATA_DIR: dataDir(), PLATFORM_URL: 'http://platform:3001' };
    const lines = readyLines(shopSettings(env), 3000);
    expect(lines.join('\n')).not.toContain('theme editor');
    expect(fs.existsSync(env.DATA_DIR)).toBe(false);
  });

  it('shows the address of a shop opened to a named interface', () => {
    const lines = readyLines(shopSettings({ DATA_DIR: dataDir(), HOST: '10.1.2.3' }), 3000);
    expect(lines[0]).toBe('Vitrine is running at http://10.1.2.3:3000');
  });
});
