import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformApp } from '../../server';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { BuiltEditor } from './built-files';
import { sessionCookie } from './test-client';

describe('the built editor read from its Vite manifest', () => {
  let dir: string;
  const write = (name: string, text: string, at?: Date) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    if (at) fs.utimesSync(file, at, at);
  };
  const manifest = (script: string, style: string, at?: Date) =>
    write(
      '.vite/manifest.json',
      JSON.stringify({
        'src/main.tsx': { file: script, isEntry: true, css: [style] },
        '_shared.js': { file: 'assets/shared-1.js' },
      }),
      at,
    );

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-editor-build-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('has no build when the folder holds no manifest', async () => {
    expect(await new BuiltEditor(dir).current()).toBeUndefined();
    expect(await new BuiltEditor(path.join(dir, 'missing')).current()).toBeUndefined();
  });

  it("names the entry's script and styles as /editor/ URLs, and picks up a rebuild without a restart", async () => {
    const built = new BuiltEditor(dir);
    manifest('assets/main-aaaa.js', 'assets/main-aaaa.css', new Date(Date.now() - 60_000));
    expect((await built.current())?.entry).toEqual({
      script: '/editor/assets/main-aaaa.js',
      styles: ['/editor/assets/main-aaaa.css'],
    });
    manifest('assets/main-bbbb.js', 'assets/main-bbbb.css');
    expect((await built.current())?.entry.script).toBe('/editor/assets/main-bbbb.js');
  });

  it('reads only the files the manifest names', async () => {
    const built = new BuiltEditor(dir);
    manifest('assets/main-aaaa.js', 'assets/main-aaaa.css');
    write('assets/main-aaaa.js', 'console.log(1)');
    write('assets/stray.js', 'console.log(2)');
    const build = await built.current();
    if (!build) throw new Error('no build');
    expect((await built.read(build, 'assets/main-aaaa.js'))?.toString()).toBe('console.log(1)');
    for (const name of ['assets/stray.js', '.vite/manifest.json', 'assets/../.vite/manifest.json']) {
      expect(await built.read(build, name), name).toBeUndefined();
    }
    // Listed but gone (a rebuild replaced it): nothing, rather than an error.
    expect(await built.read(build, 'assets/shared-1.js')).toBeUndefined();
  });
});

describe('the editor UI served by the platform', () => {
  let platform: TestPlatform;
  let baseUrl: string;
  let cookie: string;
  const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-editor-unbuilt-'));

  beforeAll(async () => {
    platform = await startTestPlatform({ products: 0 });
    baseUrl = platform.baseUrl;
    cookie = await sessionCookie(baseUrl, platform.platform.services.config.editorToken);
  });
  afterAll(async () => {
    await platform?.close();
    fs.rmSync(emptyDir, { recursive: true, force: true });
  });

  const shellUrls = async () => {
    const html = await (await fetch(`${baseUrl}/editor/`, { headers: { cookie } })).text();
    const script = /<script type="module" src="([^"]+)"><\/script>/.exec(html)?.[1] ?? '';
    const styles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
    return { script, styles };
  };

  it('serves the files the shell page names, to a signed-in merchant, for browsers to keep a year', async () => {
    const { script, styles } = await shellUrls();
    expect(script).toMatch(/^\/editor\/assets\/main-[\w-]+\.js$/);
    expect(styles).toHaveLength(1);

    const js = await fetch(`${baseUrl}${script}`, { headers: { cookie } });
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(js.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await js.text()).length).toBeGreaterThan(1000);

    const css = await fetch(`${baseUrl}${styles[0]}`, { headers: { cookie } });
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('{');

    const signedOut = await fetch(`${baseUrl}${script}`);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ message: 'Sign in to the theme editor first' });
  });

  it('answers 404 in JSON for any file the build does not name', async () => {
    for (const name of [
      'assets/main-0000.js',
      'assets/..%2f.vite%2fmanifest.json',
      'assets/.vite/manifest.json',
    ]) {
      const response = await fetch(`${baseUrl}/editor/${name}`, { headers: { cookie } });
      expect(response.status, name).toBe(404);
      expect(await response.json(), name).toEqual({
        message: 'No such file in the theme editor build; reload the editor',
      });
    }
    // A dot-dot segment is resolved before routing, so it leaves /editor/assets/ and never reaches the build.
    const outside = await fetch(`${baseUrl}/editor/assets/%2e%2e/.vite/manifest.json`, {
      headers: { cookie },
    });
    expect(outside.status).toBe(404);
    expect(await outside.text()).not.toContain('isEntry');
  });

  it('answers 503 in JSON saying what to run when the editor is not built', async () => {
    const { services } = platform.platform;
    const unbuilt = createPlatformApp({ ...services, config: { ...services.config, editorDir: emptyDir } });
    const { script } = await shellUrls();
    for (const url of ['/editor/', script]) {
      const response = await unbuilt.request(url, { headers: { cookie } });
      expect(response.status, url).toBe(503);
      expect(await response.json(), url).toEqual({
        message: 'The theme editor is not built: run npm run build (or npm run dev) and reload',
      });
    }
    // The sign-in form needs no build.
    expect((await unbuilt.request('/editor/')).status).toBe(200);
  });
});
