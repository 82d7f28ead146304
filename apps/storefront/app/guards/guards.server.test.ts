import { describe, expect, it } from 'vitest';
import { fullPath, loginUrl } from './guards.server';

describe('sign-in redirects', () => {
  it('sends visitors to sign in with the full path they asked for, encoded', () => {
    const request = new Request('http://shop.test/profile/details/?tab=1');
    expect(loginUrl(fullPath(request))).toBe('/auth/login?redirectUrl=%2Fprofile%2Fdetails%2F%3Ftab%3D1');
  });
});
