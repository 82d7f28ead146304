import { describe, expect, it } from 'vitest';
import { authHref } from './auth-links';

describe('links between the sign-in screens', () => {
  it('keep the current query, redirectUrl included', () => {
    expect(authHref('/auth/register', '?redirectUrl=%2Fprofile%2Fdetails%2F')).toBe(
      '/auth/register?redirectUrl=%2Fprofile%2Fdetails%2F',
    );
    expect(authHref('/auth/forgot-password', '')).toBe('/auth/forgot-password');
  });

  it('drop the tab of the page left, and set the one asked for', () => {
    expect(authHref('/auth/login', '?redirectUrl=%2F&tab=phone', { tab: 'password' })).toBe(
      '/auth/login?redirectUrl=%2F&tab=password',
    );
  });
});
