import { describe, expect, it } from 'vitest';
import { campaignCookies } from './campaign';

describe('campaign cookies', () => {
  it('keeps each campaign param for 30 days', () => {
    const cookies = campaignCookies(
      new URL('http://localhost:3000/products/?f.utm_campaign=diwali&f.utm_source=mail&brand=nike'),
    );
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe('utm_campaign=diwali; Max-Age=2592000; Path=/; SameSite=Lax');
    expect(cookies[1]).toContain('utm_source=mail');
  });

  it('sets nothing without campaign params and marks cookies secure over https', () => {
    expect(campaignCookies(new URL('http://localhost/'))).toEqual([]);
    expect(campaignCookies(new URL('https://shop.example/?f.utm_medium=cpc'))[0]).toContain('Secure');
  });
});
