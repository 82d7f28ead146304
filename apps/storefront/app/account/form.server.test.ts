import { describe, expect, it } from 'vitest';
import { arrivedOverHttps, failureMessage, failureStatus, requireSameOrigin } from './form.server';

const post = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { method: 'POST', headers });

describe('account forms', () => {
  it('refuses a form posted from another site, and accepts the shop’s own behind a TLS proxy', () => {
    expect(() =>
      requireSameOrigin(post('http://shop.test/auth/login', { origin: 'https://evil.test' })),
    ).toThrow();
    expect(() => requireSameOrigin(post('http://shop.test/auth/login', { origin: 'null' }))).toThrow();
    expect(() =>
      requireSameOrigin(post('http://shop.test/auth/login', { origin: 'https://shop.test' })),
    ).not.toThrow();
    expect(() => requireSameOrigin(post('http://shop.test/auth/login'))).not.toThrow();
  });

  it('knows a shopper came over https directly or through a proxy that says so', () => {
    expect(arrivedOverHttps(post('https://shop.test/'))).toBe(true);
    expect(arrivedOverHttps(post('http://shop.test/', { 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(arrivedOverHttps(post('http://shop.test/'))).toBe(false);
  });

  it('shows the platform’s message for a refusal, and the fallback for a fault', () => {
    const refusal = Object.assign(new Error('Incorrect username or password'), { code: 401 });
    const fault = Object.assign(new Error('relation "users" does not exist'), { code: 500 });
    expect([failureMessage(refusal), failureStatus(refusal)]).toEqual([
      'Incorrect username or password',
      401,
    ]);
    expect([failureMessage(fault), failureStatus(fault)]).toEqual(['Something went wrong', 502]);
    expect(failureMessage(new Error('socket hang up'))).toBe('Something went wrong');
  });
});
