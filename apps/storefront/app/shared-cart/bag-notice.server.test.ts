import { describe, expect, it } from 'vitest';
import { bagNoticeCookie, clearBagNotice, readBagNotice } from './bag-notice.server';

/** The request a browser sends back with the cookie a Set-Cookie line set. */
const sentBack = (setCookie: string) =>
  new Request('http://shop.test/cart/bag/', { headers: { cookie: setCookie.split(';')[0] } });

describe('the bag’s notice after taking a shared cart', () => {
  it('comes back as it was said, Hindi and punctuation too, for the cart pages only, httpOnly', () => {
    const said = 'Linen Shirt (M) is out of stock. Only 1 more of कुर्ता (L) added; one order holds at most 10';
    const cookie = bagNoticeCookie(said, true);
    expect(cookie).toMatch(/; Path=\/cart(;|$)/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
    expect(readBagNotice(sentBack(cookie))).toBe(said);
  });

  it('is cut short rather than overflow a cookie, and is gone once cleared', () => {
    const long = 'x'.repeat(5000);
    const read = readBagNotice(sentBack(bagNoticeCookie(long, false)));
    expect(read.length).toBe(400);
    expect(read.endsWith('…')).toBe(true);
    expect(clearBagNotice()).toMatch(/Max-Age=0/);
    expect(readBagNotice(new Request('http://shop.test/cart/bag/'))).toBe('');
  });
});
