import { describe, expect, it } from 'vitest';
import { arrivedOverHttps, readForm } from './forms.server';

const post = (url: string, headers: Record<string, string> = {}, body?: string) =>
  new Request(url, { method: 'POST', headers, body });

describe('posted forms', () => {
  it('knows a shopper came over https directly or through a proxy that says so', () => {
    expect(arrivedOverHttps(post('https://shop.test/'))).toBe(true);
    expect(arrivedOverHttps(post('http://shop.test/', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(arrivedOverHttps(post('http://shop.test/'))).toBe(false);
  });

  it('reads a form, and answers anything else with a 400 that says what to send', async () => {
    const form = post(
      'http://shop.test/auth/login',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'a=1',
    );
    expect((await readForm(form)).get('a')).toBe('1');
    for (const bad of [
      post('http://shop.test/', { 'content-type': 'application/json' }, '{}'),
      post('http://shop.test/'),
    ]) {
      const refusal = await readForm(bad).catch((error: unknown) => error);
      expect(refusal).toMatchObject({ init: { status: 400 }, data: expect.stringContaining('as a form') });
    }
  });
});
