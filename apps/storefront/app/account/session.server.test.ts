import { describe, expect, it } from 'vitest';
import { setCookieHeaders } from './session.server';

describe('handing the platform’s cookies to the browser', () => {
  const platform = { 'set-cookie': ['f.session=abc; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax'] };

  it('passes them on as they are over http', () => {
    expect(setCookieHeaders(platform, false).getSetCookie()).toEqual(platform['set-cookie']);
  });

  it('marks them Secure for a shopper on https, once', () => {
    expect(setCookieHeaders(platform, true).getSetCookie()).toEqual([`${platform['set-cookie'][0]}; Secure`]);
    const already = { 'set-cookie': 'f.session=abc; Path=/; Secure; HttpOnly' };
    expect(setCookieHeaders(already, true).getSetCookie()).toEqual([already['set-cookie']]);
  });
});
