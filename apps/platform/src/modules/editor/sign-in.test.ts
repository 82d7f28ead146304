import { computeSignature, signingDate } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { EditorSessions, SESSION_SECONDS } from './session';
import { editorClient, sessionCookie, signIn } from './test-client';

let platform: TestPlatform;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  platform = await startTestPlatform({ products: 0 });
  baseUrl = platform.baseUrl;
  token = platform.platform.services.config.editorToken;
});
afterAll(() => platform?.close());

describe('the theme editor sign-in', () => {
  it('shows the sign-in form without a session, and sends /editor to /editor/', async () => {
    const response = await fetch(`${baseUrl}/editor/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('<h1>Theme editor</h1>');
    expect(html).toMatch(/<label for="token">Editor token<\/label>/);
    expect(html).toMatch(/<input id="token" name="token" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).not.toContain('editor-root');

    const bare = await fetch(`${baseUrl}/editor`, { redirect: 'manual' });
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe('/editor/');
  });

  it('is not opened by the application token, signed or as the editor token', async () => {
    const url = new URL('/editor/api/theme', baseUrl);
    const headers: Record<string, string> = {
      host: url.host,
      'x-fp-date': signingDate(),
      authorization: `Bearer ${Buffer.from(`${platform.applicationId}:${platform.applicationToken}`).toString('base64')}`,
    };
    headers['x-fp-signature'] = await computeSignature({ method: 'GET', path: url.pathname, headers });
    const signed = await fetch(url, { headers });
    expect(signed.status).toBe(401);
    expect(await signed.json()).toEqual({ message: 'Sign in to the theme editor first' });

    const refused = await signIn(baseUrl, platform.applicationToken);
    expect(refused.status).toBe(401);
    expect(refused.headers.getSetCookie()).toEqual([]);
  });

  it('signs in with the editor token: an HttpOnly, SameSite=Strict cookie for 12 hours, then the editor page', async () => {
    const response = await signIn(baseUrl, token);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/editor/');
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^vitrine_editor=\d+\.[\w-]{43};/);
    expect(cookie).toContain(`Max-Age=${SESSION_SECONDS}`);
    expect(cookie).toContain('Path=/editor');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');

    const page = await fetch(`${baseUrl}/editor/`, { headers: { cookie: cookie.split(';')[0] } });
    const html = await page.text();
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<title>Theme editor — Vitrine Demo Shop</title>');
    expect(html).toContain('<div id="editor-root"></div>');
    expect(html).toMatch(/<link rel="stylesheet" href="\/editor\/assets\/main-[\w-]+\.css">/);
    expect(html).toMatch(/<script type="module" src="\/editor\/assets\/main-[\w-]+\.js"><\/script>/);
    const config = /<script type="application\/json" id="editor-config">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(config ?? '')).toEqual({ storefrontUrl: '' });

    const api = editorClient(baseUrl, cookie.split(';')[0]);
    expect((await api.get('api/theme')).status).toBe(200);
  });

  it('marks the cookie Secure behind https', async () => {
    const response = await signIn(baseUrl, token, { 'x-forwarded-proto': 'https' });
    expect(response.headers.getSetCookie()[0]).toContain('Secure');
  });

  it('answers 401 without a cookie, and for a tampered, expired or foreign cookie', async () => {
    const good = await sessionCookie(baseUrl, token);
    const [expires, signature] = good.slice('vitrine_editor='.length).split('.');
    const expired = new EditorSessions(token).issue(Date.now() - SESSION_SECONDS * 1000 - 1);
    const cookies = [
      undefined,
      `vitrine_editor=${Number(expires) + 60_000}.${signature}`,
      `vitrine_editor=${expires}.${signature.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))}`,
      `vitrine_editor=${expired}`,
      `vitrine_editor=${new EditorSessions('another-token').issue()}`,
      `vitrine_editor=${platform.applicationToken}`,
    ];
    for (const cookie of cookies) {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const theme = await fetch(`${baseUrl}/editor/api/theme`, { headers });
      expect(theme.status, cookie).toBe(401);
      expect(await theme.json()).toEqual({ message: 'Sign in to the theme editor first' });
      const save = await fetch(`${baseUrl}/editor/api/pages/home`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ sections: [] }),
      });
      expect(save.status, cookie).toBe(401);
      expect((await fetch(`${baseUrl}/editor/assets/main.js`, { headers })).status, cookie).toBe(401);
      const page = await (await fetch(`${baseUrl}/editor/`, { headers })).text();
      expect(page).toContain('Editor token');
    }
  });

  it('signs out: the cookie is cleared', async () => {
    const cookie = await sessionCookie(baseUrl, token);
    const response = await fetch(`${baseUrl}/editor/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/editor/');
    expect(response.headers.getSetCookie()[0]).toMatch(/^vitrine_editor=;.*Max-Age=0/);
  });

  // Last: it leaves this client blocked for a minute.
  it('refuses a wrong token with 401, and after 5 failures in a minute answers 429 even to the right token', async () => {
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(baseUrl, `wrong-${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(await response.text()).toContain('That token is not right.');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    for (const attempt of ['wrong-6', token]) {
      const response = await signIn(baseUrl, attempt);
      expect(response.status).toBe(429);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.text()).toContain('Too many attempts. Try again in a minute.');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});
