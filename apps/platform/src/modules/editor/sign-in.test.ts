import { createHash } from 'node:crypto';
import { computeSignature, signingDate } from '@vitrine/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../testing/harness';
import { EditorSessions, SESSION_SECONDS } from './session';
import { FAILED_SIGN_INS_EVERYWHERE } from './sign-in';
import { editorClient, sessionCookie, signIn } from './test-client';

let platform: TestPlatform;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  // Behind a proxy on loopback: X-Forwarded-For names the client, so tests can sign in from several addresses.
  platform = await startTestPlatform({ products: 0, config: { trustProxy: ['loopback'] } });
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
    expect(cookie).toMatch(/^vitrine_editor=[\w-]{43};/);
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

  it('answers 401 without a cookie, and for a made-up, tampered, expired or foreign cookie', async () => {
    const db = platform.platform.services.db;
    const good = await sessionCookie(baseUrl, token);
    const value = good.slice('vitrine_editor='.length);
    const expired = await sessionCookie(baseUrl, token);
    await db
      .updateTable('editor_sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('expires_at', '>', new Date())
      .where('token_hash', '=', createHash('sha256').update(expired.split('=')[1]).digest('hex'))
      .execute();
    const cookies = [
      undefined,
      `vitrine_editor=${'A'.repeat(43)}`,
      `vitrine_editor=${value.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))}`,
      expired,
      // Made under another editor token: changing the token ends every session.
      `vitrine_editor=${await new EditorSessions(db, 'another-token').open()}`,
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
    expect((await fetch(`${baseUrl}/editor/api/theme`, { headers: { cookie: good } })).status).toBe(200);
  });

  it('signs out: the cookie is cleared, and a copy kept of it no longer opens the editor', async () => {
    const cookie = await sessionCookie(baseUrl, token);
    const other = await sessionCookie(baseUrl, token);
    expect((await fetch(`${baseUrl}/editor/api/theme`, { headers: { cookie } })).status).toBe(200);
    const response = await fetch(`${baseUrl}/editor/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie },
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/editor/');
    expect(response.headers.getSetCookie()[0]).toMatch(/^vitrine_editor=;.*Max-Age=0/);
    const replayed = await fetch(`${baseUrl}/editor/api/theme`, { headers: { cookie } });
    expect(replayed.status).toBe(401);
    expect(await (await fetch(`${baseUrl}/editor/`, { headers: { cookie } })).text()).toContain(
      'Editor token',
    );
    // Only that session ends: the merchant's other browser stays signed in.
    expect((await fetch(`${baseUrl}/editor/api/theme`, { headers: { cookie: other } })).status).toBe(200);
  });

  it('refuses a wrong token with 401, and after 5 failures in a minute answers 429 even to the right token, from that address only', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await signIn(baseUrl, `wrong-${attempt}`, from('203.0.113.1'));
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(await response.text()).toContain('That token is not right.');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    for (const attempt of ['wrong-6', token]) {
      const response = await signIn(baseUrl, attempt, from('203.0.113.1'));
      expect(response.status).toBe(429);
      // What is left of the minute: 60 s right after the fifth failure, less on a machine slow enough to lose seconds.
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(await response.text()).toContain('Too many attempts. Try again in a minute.');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    // The merchant, elsewhere, is not locked out by that guesser.
    const merchant = await signIn(baseUrl, token, from('198.51.100.9'));
    expect(merchant.status).toBe(303);
  });

  // Last: it leaves the editor closed to everyone for a minute.
  it('stops guessers spread over many addresses at a ceiling for everyone together', async () => {
    // Every address new, 4 at a time, until the ceiling answers (earlier tests spent a few failures already).
    let failures = 0;
    let refused = false;
    for (let batch = 0; !refused && batch < 40; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          signIn(baseUrl, 'wrong', { 'x-forwarded-for': `10.1.${batch}.${i}` }),
        ),
      );
      expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
      failures += answers.filter((a) => a.status === 401).length;
      refused = answers.some((a) => a.status === 429);
    }
    expect(refused).toBe(true);
    expect(failures).toBeLessThanOrEqual(FAILED_SIGN_INS_EVERYWHERE.max);
    expect((await signIn(baseUrl, token, { 'x-forwarded-for': '192.0.2.200' })).status).toBe(429);
  });
});
