import { describe, expect, it } from 'vitest';
import { fullPath, loginUrl, safeRedirectUrl } from './guards.server';

describe('sign-in redirects', () => {
  it('follows only paths on this shop', () => {
    expect(safeRedirectUrl('/sections/summer-sale?x=1')).toBe('/sections/summer-sale?x=1');
    for (const foreign of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirectUrl(foreign)).toBe('/');
    }
  });

  it('sends visitors to sign in with the full path they asked for, encoded', () => {
    const request = new Request('http://shop.test/profile/details/?tab=1');
    expect(loginUrl(fullPath(request))).toBe('/auth/login?redirectUrl=%2Fprofile%2Fdetails%2F%3Ftab%3D1');
  });
});
